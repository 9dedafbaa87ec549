// When a client without a date of birth is asked to confirm age and weight (decision 0105): their last session is
// more than 6 calendar months before today. Pure; the prompt is src/components/AgeWeightCheck.tsx (decision 0119).
import { addMonths, compareDays, localDayKey, parseCalendarDay } from './calendarDate';

/** Decision 0105: "more than 6 months after their last session". */
export const AGE_CHECK_MONTHS = 6;

/**
 * Whether a client last tested at `lastTestDate` (an ISO date-time, null when never saved) must confirm age and weight
 * today. Days are the coach's local days: tested 10 January, asked from 11 July (10 July is exactly 6 months, not
 * more); tested 31 August, asked from 1 March (the 6 months end on the last day of February). With a date of birth the
 * age keeps itself current, so nobody is asked.
 */
export function isAgeCheckDue(lastTestDate: string | null, today: Date, hasDateOfBirth: boolean): boolean {
  if (hasDateOfBirth || lastTestDate === null) return false;
  const moment = new Date(lastTestDate);
  if (!Number.isFinite(moment.getTime())) return false;
  const last = parseCalendarDay(localDayKey(moment));
  const now = parseCalendarDay(localDayKey(today));
  if (!last || !now) return false;
  return compareDays(now, addMonths(last, AGE_CHECK_MONTHS)) > 0;
}
