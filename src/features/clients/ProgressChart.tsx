// One measure over time, drawn with uPlot (decision 0082) on a canvas, with the person's norm category bands
// shaded behind the points. The canvas is decoration for sighted users: the same data is a table for screen
// readers, and the bands are listed as text below the chart with what they mean (or why a chart has none).
import './chartLibrary.css';
import '@/components/categoryScale.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { ChartBand, ProgressChartData } from '@/clients/measureChart';
import { bandLegendText, bandName } from '@/clients/bandRange';
import { formatAxisDate, formatDate } from '@/domain/dates';
import { THEME_CHANGE_EVENT } from '@/state/useTheme';
import { bandLabelColour } from './bandLabelColour';

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

interface ChartColours {
  axis: string;
  grid: string;
  halo: string;
  bands: string[];
  /** Each band's category label: dark or white, whichever reads on that band in either theme. */
  bandLabels: string[];
  series: string[];
}

/**
 * The theme's chart colours as the canvas needs them: a variable holds `light-dark(…)`, which only a used colour
 * resolves, so each is set on a probe inside the chart and read back as the colour the theme gives it.
 */
function chartColours(node: HTMLElement, chart: ProgressChartData): ChartColours {
  const probe = document.createElement('span');
  node.appendChild(probe);
  const read = (name: string) => {
    probe.style.color = `var(${name})`;
    return getComputedStyle(probe).color || 'gray';
  };
  const bands = chart.bands.map((band) => read(bandColourProperty(band)));
  const colours = {
    axis: read('--chart-axis'),
    grid: read('--chart-grid'),
    halo: read('--gauge-marker-halo'),
    bands,
    bandLabels: bands.map(bandLabelColour),
    series: Array.from({ length: SERIES_COUNT }, (_, i) => read(`--chart-series-${i + 1}`)),
  };
  probe.remove();
  return colours;
}

/** A goal drawn as a line across the chart: its value in the chart's units and its words. */
export interface ChartGoal {
  readonly value: number;
  readonly text: string;
}

/** The y range: every point and the goal, padded, and the edges of the bands near them (so bands show without flattening the line). */
function yRange(chart: ProgressChartData, goal: ChartGoal | undefined): [number, number] {
  const values = [
    ...chart.series.flatMap((s) => s.values.filter((v): v is number => v !== null)),
    ...(goal ? [goal.value] : []),
  ];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = Math.max(max - min, Math.abs(max) * 0.1, 1);
  return [Math.max(0, min - span * 0.5), max + span * 0.5];
}

/** The band label's size in CSS px; a band thinner than it carries no label (the legend still names it). */
const BAND_LABEL_PX = 10;

/**
 * Fills each band and writes its category inside it at the left edge, so a greyscale print (where the band colours
 * turn into near-equal greys) still says which band is which.
 */
function drawBands(chart: ProgressChartData, colours: ChartColours) {
  return (u: uPlot) => {
    const { ctx, bbox } = u;
    const labelPx = BAND_LABEL_PX * uPlot.pxRatio;
    ctx.save();
    chart.bands.forEach((band, index) => {
      const top = band.to === null ? bbox.top : Math.max(bbox.top, u.valToPos(band.to, 'y', true));
      const bottom =
        band.from === null
          ? bbox.top + bbox.height
          : Math.min(bbox.top + bbox.height, u.valToPos(band.from, 'y', true));
      if (bottom <= top) return;
      ctx.fillStyle = colours.bands[index] ?? 'gray';
      ctx.fillRect(bbox.left, top, bbox.width, bottom - top);
      if (bottom - top < labelPx + 2) return;
      ctx.fillStyle = colours.bandLabels[index] ?? colours.axis;
      ctx.font = `${labelPx}px sans-serif`;
      ctx.textBaseline = 'top';
      ctx.fillText(bandName(band.category, chart.norm), bbox.left + 3 * uPlot.pxRatio, top + 1, bbox.width / 2);
    });
    ctx.restore();
  };
}

/**
 * The x range: the sessions' first and last time with a little room either side, so the first and the last point are
 * drawn whole inside the plot (at the bare range the last point sat on the right edge, half cut off); one session
 * gets a day either side. Taken from the sessions, not from the min and max uPlot passes: for a single point uPlot
 * widens those itself first, and one session's axis ran over years (2026 to 2029).
 */
function xRange(chart: ProgressChartData): [number, number] {
  const seconds = chart.times.map((t) => t / 1000);
  const low = seconds.length > 0 ? Math.min(...seconds) : 0;
  const high = seconds.length > 0 ? Math.max(...seconds) : low;
  const pad = high > low ? (high - low) * 0.05 : 86_400;
  return [low - pad, high + pad];
}

const CHART_HEIGHT = 190;
const chartWidth = (node: HTMLElement) => Math.max(260, Math.floor(node.clientWidth));

/**
 * The width a chart is drawn at for print. Paper is narrower than most screens: A4 less the 10 mm margins (clients.css
 * `@page`) is 190 mm, about 718 CSS px, Letter 196 mm, and the report prints three charts a row, about 236 px each.
 * Drawn at the screen's width, the canvas ran off the page and the latest point was cut off. Drawn at this
 * width, and scaled to its column by the print style sheet (`width: 100%`), every chart fits A4 and Letter whole.
 */
export const PRINT_CHART_WIDTH = 236;
const PRINT_CHART_HEIGHT = 170;

/**
 * Where the latest point lies across the canvas, 0 (left edge) to 1 (right edge), kept on the chart's holder as
 * `data-last-point-x` after each draw: the print test checks from it that the point is on the page.
 */
function markLastPoint(node: HTMLElement, chart: ProgressChartData) {
  return (u: uPlot) => {
    const last = chart.times.at(-1);
    if (last === undefined || u.width <= 0) return;
    const x = u.bbox.left / uPlot.pxRatio + u.valToPos(last / 1000, 'x');
    node.dataset.lastPointX = (x / u.width).toFixed(4);
  };
}

/** The goal as a dashed line across the plot, in the axis colour (it reads in greyscale too). */
function drawGoal(goal: ChartGoal | undefined, colour: string) {
  return (u: uPlot) => {
    if (!goal) return;
    const { ctx, bbox } = u;
    const y = Math.round(u.valToPos(goal.value, 'y', true));
    ctx.save();
    ctx.strokeStyle = colour;
    ctx.lineWidth = 2 * uPlot.pxRatio;
    ctx.setLineDash([6 * uPlot.pxRatio, 4 * uPlot.pxRatio]);
    ctx.beginPath();
    ctx.moveTo(bbox.left, y);
    ctx.lineTo(bbox.left + bbox.width, y);
    ctx.stroke();
    ctx.restore();
  };
}

/**
 * A ring around each point whose change since the previous session is real (decision 49), in the axis colour so it
 * reads in greyscale; the list under the chart says the same in words.
 */
function drawRealChanges(chart: ProgressChartData, colour: string) {
  return (u: uPlot) => {
    const { ctx } = u;
    ctx.save();
    ctx.strokeStyle = colour;
    ctx.lineWidth = 2 * uPlot.pxRatio;
    for (const mark of chart.changes) {
      if (!mark.real) continue;
      const x = u.valToPos(mark.time / 1000, 'x', true);
      const y = u.valToPos(mark.value, 'y', true);
      ctx.beginPath();
      ctx.arc(x, y, 9 * uPlot.pxRatio, 0, 2 * Math.PI);
      ctx.stroke();
    }
    ctx.restore();
  };
}

/** Draws one chart into `node`. */
function drawChart(
  node: HTMLElement,
  chart: ProgressChartData,
  size: { width: number; height: number },
  goal?: ChartGoal,
): uPlot {
  const colours = chartColours(node, chart);
  const seriesColour = (i: number) => colours.series[i % SERIES_COUNT] ?? colours.axis;
  // Each line first as a wider halo in the page's background colour, then itself on top (the halo has no points).
  const halo = { stroke: colours.halo, width: 6, spanGaps: true, points: { show: false } };
  return new uPlot(
    {
      ...size,
      legend: { show: false },
      cursor: { show: false },
      scales: { x: { time: true, range: () => xRange(chart) }, y: { range: () => yRange(chart, goal) } },
      axes: [
        // Dates as the rest of the app writes them (src/domain/dates.ts), not uPlot's own US format.
        {
          stroke: colours.axis,
          grid: { stroke: colours.grid },
          ticks: { stroke: colours.grid },
          space: 100,
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
      hooks: {
        drawClear: [drawBands(chart, colours)],
        drawAxes: [drawGoal(goal, colours.axis)],
        draw: [markLastPoint(node, chart), drawRealChanges(chart, colours.axis)],
      },
    },
    [
      chart.times.map((t) => t / 1000),
      ...chart.series.flatMap((s) => [[...s.values], [...s.values]]),
    ] as uPlot.AlignedData,
    node,
  );
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
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            if (entries.some((e) => e.isIntersecting)) once();
          },
          { rootMargin: DRAW_AHEAD },
        )
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

export function ProgressChart({
  chart,
  titleId,
  goal,
}: {
  chart: ProgressChartData;
  titleId: string;
  goal?: ChartGoal | undefined;
}) {
  const holder = useRef<HTMLDivElement>(null);
  // The chart is drawn again when its goal changes (by value, not by the object a render makes).
  const goalValue = goal?.value;
  const goalText = goal?.text;
  useEffect(() => {
    const node = holder.current;
    if (!node) return;
    const goalNow =
      goalValue === undefined || goalText === undefined ? undefined : { value: goalValue, text: goalText };
    let plot: uPlot | null = null;
    let resizes: ResizeObserver | null = null;
    // Printing (the print dialog, or print media emulated) draws at the paper's width until it ends.
    const printMedia = typeof window.matchMedia === 'function' ? window.matchMedia('print') : null;
    let printing = printMedia?.matches ?? false;
    const size = () =>
      printing
        ? { width: PRINT_CHART_WIDTH, height: PRINT_CHART_HEIGHT }
        : { width: chartWidth(node), height: CHART_HEIGHT };
    const stopWaiting = drawWhenNeeded(node, () => {
      plot = drawChart(node, chart, size(), goalNow);
      resizes = new ResizeObserver(() => {
        if (!printing) plot?.setSize(size());
      });
      resizes.observe(node);
    });
    const setPrinting = (value: boolean) => {
      if (printing === value) return;
      printing = value;
      plot?.setSize(size());
    };
    const beforePrint = () => setPrinting(true);
    const afterPrint = () => setPrinting(false);
    const printChange = (event: MediaQueryListEvent) => setPrinting(event.matches);
    window.addEventListener('beforeprint', beforePrint);
    window.addEventListener('afterprint', afterPrint);
    printMedia?.addEventListener('change', printChange);
    // The canvas keeps the colours it was drawn with: a theme change draws it again in the new ones (decision 0131).
    const redraw = () => {
      if (!plot) return;
      plot.destroy();
      plot = drawChart(node, chart, size(), goalNow);
    };
    window.addEventListener(THEME_CHANGE_EVENT, redraw);
    return () => {
      stopWaiting();
      window.removeEventListener(THEME_CHANGE_EVENT, redraw);
      window.removeEventListener('beforeprint', beforePrint);
      window.removeEventListener('afterprint', afterPrint);
      printMedia?.removeEventListener('change', printChange);
      resizes?.disconnect();
      plot?.destroy();
    };
  }, [chart, goalValue, goalText]);

  return (
    <>
      <div
        ref={holder}
        className="chart-canvas"
        aria-hidden="true"
        data-testid={`chart-${chart.id}`}
        data-goal={goal ? goal.value : undefined}
      />
      {goal ? (
        <p className="chart-goal">
          <span className="chart-goal-key" aria-hidden="true" />
          {goal.text}
        </p>
      ) : null}
      {chart.bands.length > 0 ? (
        <ul className="chart-legend" aria-label={`Norm categories for ${chart.label}`}>
          {chart.bands.map((band) => (
            <li key={band.category}>
              <span className="chart-swatch" data-category-level={band.level ?? undefined} />
              {bandLegendText(band, chart.wholeNumbers, chart.unit, chart.norm)}
            </li>
          ))}
        </ul>
      ) : null}
      {chart.bandsNote ? <p className="chart-note">{chart.bandsNote}</p> : null}
      {chart.changes.length > 0 ? (
        <ul className="chart-changes" aria-label={`Changes in ${chart.label}`}>
          {chart.changes.map((mark) => (
            <li key={mark.time} data-real={mark.real}>
              {mark.real ? (
                <span className="chart-change-key" aria-hidden="true">
                  ◯{' '}
                </span>
              ) : null}
              {formatDate(mark.time)}: {mark.text}
            </li>
          ))}
        </ul>
      ) : null}
      <table className="sr-only" aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col">Date</th>
            {chart.series.map((s) => (
              <th key={s.label} scope="col">
                {s.label}
                {chart.unit ? ` (${chart.unit})` : ''}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.times.map((time, row) => (
            <tr key={time + ':' + row}>
              <th scope="row">{formatDate(time)}</th>
              {chart.series.map((s) => (
                <td key={s.label}>{s.values[row] ?? '—'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
