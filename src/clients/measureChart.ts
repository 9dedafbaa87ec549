// The chart of one measure of a client's history: values over time, one series per like-group, the person's norm
// bands in the gauges' colours (decision 0085) and each change since the previous comparable session.
import { roundHalfUp } from '@/calculators/rounding';
import { recordTime } from '@/domain/recordDate';
import { categoryLevel, type CategoryLevel } from '@/norms/categoryLevel';
import { toUserUnits } from '@/profile/userUnits';
import { type StoredSessionRecord } from '@/profile/sessionRecord';
import { type Measure, measureUnit } from './historyMeasures';
import type { NormBand } from './measureBands';
import type { NormTableKey } from '@/norms/normTables';
import type { Change } from './measureChange';
import type { ClientHistory, HistoryRow } from './progress';

/** A band as a chart draws it: with the colour step the gauges give its category (decision 0085), null without one. */
export interface ChartBand extends NormBand {
  readonly level: CategoryLevel | null;
}

/** One line of a chart: the points of one like-group (VO2 max: one per test). */
export interface ChartSeries {
  readonly label: string;
  /** Per session (same order as the history's sessions): the value in user units, or null. */
  readonly values: readonly (number | null)[];
}

/** What a progress chart draws: a measure of the history, or a Senior Fitness Test item (seniorChart.ts). */
export interface ProgressChartData {
  /** Unique among a history's charts (the chart's test id). */
  readonly id: string;
  readonly label: string;
  /** The norm table its bands come from, for the bands' names; none when the bands are named as they are. */
  readonly norm?: NormTableKey | undefined;
  readonly unit: string | null;
  /** Session times (ms), oldest first. */
  readonly times: readonly number[];
  readonly series: readonly ChartSeries[];
  /** Category bands for the person's latest age and sex, in user units; empty when the norm has none. */
  readonly bands: readonly ChartBand[];
  /** The values are whole numbers (the legend's ranges say so: bandRangeText). */
  readonly wholeNumbers: boolean;
  /** What the bands mean, or why there are none (shown under the chart). */
  readonly bandsNote: string | null;
  /** Each change since the previous comparable session, with its verdict (real changes are marked on the chart). */
  readonly changes: readonly ChartChange[];
}

export interface MeasureChart extends ProgressChartData {
  readonly measure: Measure;
}

/** A point's change since the previous comparable session, as the chart marks it and lists it in words. */
export interface ChartChange {
  /** The session's time (ms), as in `times`. */
  readonly time: number;
  /** The value in user units (where the mark is drawn). */
  readonly value: number;
  /** '+6 kg since previous: real change'. */
  readonly text: string;
  readonly real: boolean;
  readonly change: Change;
}

function bandInUserUnits(band: NormBand, measure: Measure, metric: boolean): NormBand {
  const convert = (value: number | null) => {
    const converted = value === null ? null : toUserUnits(value, measure.unitKind, metric);
    return converted === null ? null : roundHalfUp(converted, 2);
  };
  return { ...band, from: convert(band.from), to: convert(band.to) };
}

/** The chart of one measure: values over time, one series per like-group, with the person's norm bands. */
export function measureChart(history: ClientHistory, row: HistoryRow, metric: boolean): MeasureChart {
  const { measure } = row;
  // A session whose date the app cannot read has no place on a time axis: it stays in the table, not in the chart.
  const dated = history.sessions.flatMap((record, index) => {
    const time = recordTime(record.date);
    return time === null ? [] : [{ record, index, time }];
  });
  const groups = new Map<string, (number | null)[]>();
  dated.forEach(({ record, index }, point) => {
    const value = row.cells[index]?.value ?? null;
    if (value === null) return;
    const key = measure.likeKey?.(record) ?? '';
    let values = groups.get(key);
    if (!values) {
      values = dated.map(() => null);
      groups.set(key, values);
    }
    values[point] = value;
  });
  const latest = [...history.sessions].reverse().find((s) => s.sex !== null || s.age !== null);
  const bands = (latest && measure.bands?.(latest)) || [];
  return {
    measure,
    id: measure.field,
    label: measure.label,
    norm: measure.norm,
    unit: measure.countNoun ?? measureUnit(measure, metric),
    times: dated.map((d) => d.time),
    series: [...groups.entries()].map(([key, values]) => ({ label: key || measure.label, values })),
    bands: bands.map((band) => ({
      ...bandInUserUnits(band, measure, metric),
      level: measure.norm ? categoryLevel(measure.norm, band.category) : null,
    })),
    wholeNumbers: measure.wholeNumbers === true,
    bandsNote: chartBandsNote(measure, latest ?? null, bands.length > 0, metric),
    changes: dated.flatMap(({ index, time }) => {
      const cell = row.cells[index];
      const change = cell?.sincePrevious;
      if (!cell || cell.value === null || !change) return [];
      return [
        {
          time,
          value: cell.value,
          text: `${change.text} since previous: ${change.verdictText}`,
          real: change.verdict.kind === 'real',
          change,
        },
      ];
    }),
  };
}

/** Under a chart: what its bands mean, or why it has none (a measure without a norm says so). */
function chartBandsNote(
  measure: Measure,
  latest: StoredSessionRecord | null,
  hasBands: boolean,
  metric: boolean,
): string | null {
  if (!measure.bands) return `${measure.label} has no norm categories: the chart shows the change over time only.`;
  if (!hasBands || !latest)
    return `No norm bands: the norm table has no row for this person's age and sex${measure.field === 'bench_press' || measure.field === 'leg_press' ? ' (or no body weight)' : ''}.`;
  return measure.bandsNote?.(latest, metric) ?? null;
}
