// A client's preparticipation screening as stored (decision 50): the answers, the day they were given, and, when
// screening suggests medical clearance, whether the tester recorded that clearance was obtained. Pure: the outcome
// comes from the ACSM grid (src/calculators/preparticipationScreening.ts); storage is src/storage/screeningStore.ts.
import {
  screeningOutcome,
  type ScreeningAnswers,
  type ScreeningOutcome,
} from '@/calculators/preparticipationScreening';
import { addMonths, compareDays, dayKey, parseCalendarDay } from '@/profile/calendarDate';

/** A screening or a recorded clearance holds for 12 months (the PAR-Q+ clearance validity, docs/sources). */
export const SCREENING_VALID_MONTHS = 12;

export interface ClientScreening {
  readonly clientId: string;
  readonly answers: ScreeningAnswers;
  /** The local day of the screening, YYYY-MM-DD. */
  readonly screenedOn: string;
  /** The local day the tester recorded that medical clearance was obtained, or null. */
  readonly clearanceRecordedOn: string | null;
}

/** The first day a screening of `screenedOn` no longer holds: the same date 12 months on (29 Feb: 28 Feb). */
export function screeningExpiresOn(screenedOn: string): string | null {
  const day = parseCalendarDay(screenedOn);
  return day ? dayKey(addMonths(day, SCREENING_VALID_MONTHS)) : null;
}

/** Whether a screening or clearance of `from` still holds on `today` (both YYYY-MM-DD local days). */
export function isCurrent(from: string, today: string): boolean {
  const start = parseCalendarDay(from);
  const now = parseCalendarDay(today);
  if (!start || !now) return false;
  return compareDays(now, start) >= 0 && compareDays(now, addMonths(start, SCREENING_VALID_MONTHS)) < 0;
}

/** What stands before a maximal test on `today`. */
export type MaximalTestGate =
  /** No current screening: screen first (or go on, the tester's choice, as with any guidance). */
  | { readonly kind: 'no-screening' }
  /** Screening does not suggest clearance, or clearance was recorded: go on. */
  | { readonly kind: 'clear'; readonly outcome: ScreeningOutcome; readonly clearanceRecordedOn: string | null }
  /** Screening suggests clearance and none is recorded: record it, or take a submaximal test. */
  | { readonly kind: 'clearance-suggested'; readonly outcome: ScreeningOutcome };

export function maximalTestGate(screening: ClientScreening | null, today: string): MaximalTestGate {
  if (!screening || !isCurrent(screening.screenedOn, today)) return { kind: 'no-screening' };
  const outcome = screeningOutcome(screening.answers);
  if (!outcome.clearanceBeforeMaximalTest) return { kind: 'clear', outcome, clearanceRecordedOn: null };
  const cleared = screening.clearanceRecordedOn !== null && isCurrent(screening.clearanceRecordedOn, today);
  return cleared
    ? { kind: 'clear', outcome, clearanceRecordedOn: screening.clearanceRecordedOn }
    : { kind: 'clearance-suggested', outcome };
}

export const SCREENING_SCHEMA_VERSION = 1;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const INTENSITIES: readonly string[] = ['light', 'moderate', 'vigorous'];

/**
 * A stored screening read field by field; null when any answer or the date cannot be read (screening guidance from
 * half an answer set would be a guess). A clearance day that cannot be read reads as none: the gate asks again.
 */
export function readStoredScreening(row: unknown, clientId: string): ClientScreening | null {
  if (!isRecord(row) || !isRecord(row.answers)) return null;
  const { exercisesRegularly, knownDisease, signsOrSymptoms, intendedIntensity } = row.answers;
  if (
    typeof exercisesRegularly !== 'boolean' ||
    typeof knownDisease !== 'boolean' ||
    typeof signsOrSymptoms !== 'boolean' ||
    typeof intendedIntensity !== 'string' ||
    !INTENSITIES.includes(intendedIntensity)
  )
    return null;
  if (typeof row.screenedOn !== 'string' || !parseCalendarDay(row.screenedOn)) return null;
  const cleared =
    typeof row.clearanceRecordedOn === 'string' && parseCalendarDay(row.clearanceRecordedOn)
      ? row.clearanceRecordedOn
      : null;
  return {
    clientId,
    answers: {
      exercisesRegularly,
      knownDisease,
      signsOrSymptoms,
      intendedIntensity: intendedIntensity as ScreeningAnswers['intendedIntensity'],
    },
    screenedOn: row.screenedOn,
    clearanceRecordedOn: cleared,
  };
}
