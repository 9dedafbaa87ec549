// The chart of one Senior Fitness Test item over a client's sessions (decision 47): the score in the user's units, with
// the normal range of the latest session's sex and age as three bands (below, within, above), or why there are none.
// Pure: the history screen draws it with the other charts.
import { roundHalfUp } from '@/calculators/rounding';
import { recordTime } from '@/domain/recordDate';
import { SENIOR_NORMS, seniorNormFor, type NormalRangeLevel, type SeniorItem } from '@/norms/seniorFitness';
import { normalRangeLevel, seniorVerdictText } from '@/norms/seniorVerdict';
import {
  SENIOR_ITEM_LABELS,
  SENIOR_ITEM_ORDER,
  seniorEntryToStored,
  seniorEntryUnit,
  seniorStoredToEntry,
} from '@/profile/seniorFitnessResults';
import type { StoredSessionRecord } from '@/profile/sessionRecord';
import type { ChartBand, ProgressChartData } from './measureChart';

const COUNTED: ReadonlySet<SeniorItem> = new Set<SeniorItem>(['chairStand', 'armCurl', 'twoMinuteStep']);

const bandName = (level: NormalRangeLevel) => `${level} normal range`;

/** A bound in the norm's unit (yd, in), in the user's units: the norm unit is the imperial entry unit. */
function shownBound(item: SeniorItem, value: number, metric: boolean): number {
  return roundHalfUp(metric ? seniorEntryToStored(item, value, false) : value, 1);
}

/** The three bands of a verified range, best first; for the up-and-go the faster (lower) times are the better band. */
function rangeBands(item: SeniorItem, range: readonly [number, number], metric: boolean): ChartBand[] {
  const lower = shownBound(item, range[0], metric);
  const upper = shownBound(item, range[1], metric);
  const band = (level: NormalRangeLevel, ends: Omit<ChartBand, 'category' | 'level'>): ChartBand => ({
    category: bandName(level),
    level: normalRangeLevel(level),
    ...ends,
  });
  const under = { from: null, fromInclusive: false, to: lower, toInclusive: false };
  const within = { from: lower, fromInclusive: true, to: upper, toInclusive: true };
  const over = { from: upper, fromInclusive: false, to: null, toInclusive: false };
  return SENIOR_NORMS[item].betterIs === 'higher'
    ? [band('above', over), band('within', within), band('below', under)]
    : [band('above', under), band('within', within), band('below', over)];
}

function chartOf(item: SeniorItem, sessions: readonly StoredSessionRecord[], metric: boolean): ProgressChartData {
  // A session whose date cannot be read has no place on a time axis (as for the other charts).
  const dated = sessions.flatMap((record) => {
    const time = recordTime(record.date);
    return time === null ? [] : [{ record, time }];
  });
  const label = SENIOR_ITEM_LABELS[item];
  const values = dated.map(({ record }) => {
    const result = record.seniorFitness?.find((r) => r.item === item);
    return result ? seniorStoredToEntry(item, result.score, metric) : null;
  });
  const latest = [...sessions].reverse().find((s) => s.sex !== null || s.age !== null);
  const norm = seniorNormFor(item, latest?.sex, latest?.age);
  const bands = norm.kind === 'verified' ? rangeBands(item, norm.cell.range, metric) : [];
  const bandsNote =
    norm.kind === 'verified'
      ? `The normal range of age ${norm.ageGroup} (the latest session); each session is compared in the table for its own age.`
      : `No bands: ${seniorVerdictText(norm).toLowerCase()}.`;
  return {
    id: `senior-${item}`,
    label: `SFT: ${label}`,
    unit: seniorEntryUnit(item, metric),
    times: dated.map((d) => d.time),
    series: [{ label, values }],
    bands,
    wholeNumbers: COUNTED.has(item),
    bandsNote,
    changes: [],
  };
}

/** One chart per Senior Fitness Test item done in a dated session, in the battery's order. */
export function seniorCharts(sessions: readonly StoredSessionRecord[], metric: boolean): ProgressChartData[] {
  return SENIOR_ITEM_ORDER.filter((item) =>
    sessions.some((s) => recordTime(s.date) !== null && s.seniorFitness?.some((r) => r.item === item)),
  ).map((item) => chartOf(item, sessions, metric));
}
