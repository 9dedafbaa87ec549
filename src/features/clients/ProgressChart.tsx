// One measure over time, drawn with uPlot (decision 0082) on a canvas, with the person's norm category bands
// shaded behind the points. The canvas is decoration for sighted users: the same data is a table for screen
// readers, and the bands are listed as text below the chart with what they mean (or why a chart has none).
import 'uplot/dist/uPlot.min.css';
import '@/components/categoryScale.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { ChartBand, MeasureChart } from '@/clients/progress';
import { bandLegendText } from '@/clients/bandRange';
import { formatAxisDate, formatDate } from '@/domain/dates';
import { THEME_CHANGE_EVENT } from '@/state/useTheme';

/**
 * The axis, grid and line colours are the theme's (app.css `--chart-*`, light and dark, decision 0131). A band takes
 * the colour the gauges give its category: the one category scale (categoryScale.css, decision 0085), read per band
 * from its level. The lines and points are drawn over a halo of the page's background, so they stand out on every
 * band in both themes; the legend text carries the meaning.
 */
const SERIES_COUNT = 3;

/** The CSS property of a band's colour: its category's step of the one scale, or the scale's 'none'. */
function bandColourProperty(band: ChartBand): string {
  return band.level === null ? '--category-none' : `--category-${band.level}`;
}

interface ChartColours { axis: string; grid: string; halo: string; bands: string[]; series: string[] }

/**
 * The theme's chart colours as the canvas needs them: a variable holds `light-dark(…)`, which only a used colour
 * resolves, so each is set on a probe inside the chart and read back as the colour the theme gives it.
 */
function chartColours(node: HTMLElement, chart: MeasureChart): ChartColours {
  const probe = document.createElement('span');
  node.appendChild(probe);
  const read = (name: string) => {
    probe.style.color = `var(${name})`;
    return getComputedStyle(probe).color || 'gray';
  };
  const colours = {
    axis: read('--chart-axis'),
    grid: read('--chart-grid'),
    halo: read('--gauge-marker-halo'),
    bands: chart.bands.map((band) => read(bandColourProperty(band))),
    series: Array.from({ length: SERIES_COUNT }, (_, i) => read(`--chart-series-${i + 1}`)),
  };
  probe.remove();
  return colours;
}

/** The y range: every point, padded, and the edges of the bands near them (so bands show without flattening the line). */
function yRange(chart: MeasureChart): [number, number] {
  const values = chart.series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = Math.max(max - min, Math.abs(max) * 0.1, 1);
  return [Math.max(0, min - span * 0.5), max + span * 0.5];
}

function drawBands(chart: MeasureChart, bands: readonly string[]) {
  return (u: uPlot) => {
    const { ctx, bbox } = u;
    ctx.save();
    chart.bands.forEach((band, index) => {
      const top = band.to === null ? bbox.top : Math.max(bbox.top, u.valToPos(band.to, 'y', true));
      const bottom = band.from === null ? bbox.top + bbox.height : Math.min(bbox.top + bbox.height, u.valToPos(band.from, 'y', true));
      if (bottom <= top) return;
      ctx.fillStyle = bands[index] ?? 'gray';
      ctx.fillRect(bbox.left, top, bbox.width, bottom - top);
    });
    ctx.restore();
  };
}

const CHART_HEIGHT = 190;
const chartWidth = (node: HTMLElement) => Math.max(260, Math.floor(node.clientWidth));

/** Draws one chart into `node`. */
function drawChart(node: HTMLElement, chart: MeasureChart): uPlot {
  const colours = chartColours(node, chart);
  const seriesColour = (i: number) => colours.series[i % SERIES_COUNT] ?? colours.axis;
  // Each line first as a wider halo in the page's background colour, then itself on top (the halo has no points).
  const halo = { stroke: colours.halo, width: 6, spanGaps: true, points: { show: false } };
  return new uPlot({
    width: chartWidth(node),
    height: CHART_HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    scales: { x: { time: true }, y: { range: () => yRange(chart) } },
    axes: [
      // Dates as the rest of the app writes them (src/domain/dates.ts), not uPlot's own US format.
      {
        stroke: colours.axis, grid: { stroke: colours.grid }, ticks: { stroke: colours.grid }, space: 100,
        values: (_plot: uPlot, splits: number[]) => splits.map(formatAxisDate),
      },
      { stroke: colours.axis, grid: { stroke: colours.grid }, ticks: { stroke: colours.grid }, size: 46 },
    ],
    series: [
      {},
      ...chart.series.flatMap((s, i) => [
        { ...halo, label: `${s.label} halo` },
        {
          label: s.label,
          stroke: seriesColour(i),
          width: 2,
          spanGaps: true,
          points: { show: true, size: 9, width: 2, stroke: colours.halo, fill: seriesColour(i) },
        },
      ]),
    ],
    hooks: { drawClear: [drawBands(chart, colours.bands)] },
  }, [chart.times.map((t) => t / 1000), ...chart.series.flatMap((s) => [[...s.values], [...s.values]])] as uPlot.AlignedData, node);
}

/** How far below the viewport a chart starts drawing, so it is there by the time it is scrolled to. */
const DRAW_AHEAD = '400px 0px';

/**
 * Runs `draw` once, when `node` comes near the viewport or the page is about to print (a printed report shows every
 * chart), whichever is first (decision 0084: 23 charts drawn at once kept the history from showing for most of a
 * second). Without IntersectionObserver it runs at once. Returns the cleanup.
 */
function drawWhenNeeded(node: HTMLElement, draw: () => void): () => void {
  let drawn = false;
  const once = () => {
    if (drawn) return;
    drawn = true;
    stop();
    draw();
  };
  const observer = typeof IntersectionObserver === 'function'
    ? new IntersectionObserver((entries) => { if (entries.some((e) => e.isIntersecting)) once(); }, { rootMargin: DRAW_AHEAD })
    : null;
  function stop() {
    observer?.disconnect();
    window.removeEventListener('beforeprint', once);
  }
  window.addEventListener('beforeprint', once);
  if (observer) observer.observe(node);
  else once();
  return stop;
}

export function ProgressChart({ chart, titleId }: { chart: MeasureChart; titleId: string }) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = holder.current;
    if (!node) return;
    let plot: uPlot | null = null;
    let resizes: ResizeObserver | null = null;
    const stopWaiting = drawWhenNeeded(node, () => {
      plot = drawChart(node, chart);
      resizes = new ResizeObserver(() => plot?.setSize({ width: chartWidth(node), height: CHART_HEIGHT }));
      resizes.observe(node);
    });
    // The canvas keeps the colours it was drawn with: a theme change draws it again in the new ones (decision 0131).
    const redraw = () => {
      if (!plot) return;
      plot.destroy();
      plot = drawChart(node, chart);
    };
    window.addEventListener(THEME_CHANGE_EVENT, redraw);
    return () => {
      stopWaiting();
      window.removeEventListener(THEME_CHANGE_EVENT, redraw);
      resizes?.disconnect();
      plot?.destroy();
    };
  }, [chart]);

  return (
    <>
      <div ref={holder} className="chart-canvas" aria-hidden="true" data-testid={`chart-${chart.measure.field}`} />
      {chart.bands.length > 0 ? (
        <ul className="chart-legend" aria-label={`Norm categories for ${chart.measure.label}`}>
          {chart.bands.map((band) => (
            <li key={band.category}>
              <span className="chart-swatch" data-category-level={band.level ?? undefined} />{bandLegendText(band, chart.wholeNumbers, chart.unit)}
            </li>
          ))}
        </ul>
      ) : null}
      {chart.bandsNote ? <p className="chart-note">{chart.bandsNote}</p> : null}
      <table className="sr-only" aria-labelledby={titleId}>
        <thead><tr><th scope="col">Date</th>{chart.series.map((s) => <th key={s.label} scope="col">{s.label}{chart.unit ? ` (${chart.unit})` : ''}</th>)}</tr></thead>
        <tbody>
          {chart.times.map((time, row) => (
            <tr key={time + ':' + row}>
              <th scope="row">{formatDate(time)}</th>
              {chart.series.map((s) => <td key={s.label}>{s.values[row] ?? '—'}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
