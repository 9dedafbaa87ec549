// Calendar days as the app writes them (`YYYY-MM-DD`, the value of an `<input type="date">`): parsing, the local day
// of a moment, and whole months between days. Pure and time-zone free once a day is a key (decision 0119). Also the
// one home of the local day and date-time keys the app writes into files (a file's name, a spreadsheet's date-time,
// decision 0112); how a date is shown to a person is src/domain/dates.ts (decision 0113).
import { formatDate } from '@/domain/dates';

export interface CalendarDay {
  readonly year: number;
  /** 1-12 */
  readonly month: number;
  /** 1-31 */
  readonly day: number;
}

/** The day `text` names when it is `YYYY-MM-DD` and a real calendar day (no 30 February), else null. */
export function parseCalendarDay(text: string): CalendarDay | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  if (year < 1) return null;
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) ? { year, month, day } : null;
}

/** The number of days in a month of the Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD` of a calendar day. */
export function dayKey(day: CalendarDay): string {
  return `${pad(day.year, 4)}-${pad(day.month)}-${pad(day.day)}`;
}

/** The local calendar day of a moment, `YYYY-MM-DD`: the day the coach sees on their own calendar. */
export function localDayKey(moment: Date): string {
  return dayKey({ year: moment.getFullYear(), month: moment.getMonth() + 1, day: moment.getDate() });
}

/**
 * The local date and time of a moment, `YYYY-MM-DD HH:MM:SS`: what a spreadsheet reads as a date-time, in the time
 * zone the coach worked in (decision 0112).
 */
export function localDateTimeKey(moment: Date): string {
  return `${localDayKey(moment)} ${pad(moment.getHours())}:${pad(moment.getMinutes())}:${pad(moment.getSeconds())}`;
}

/** -1, 0 or 1 as `a` is before, the same as or after `b`. */
export function compareDays(a: CalendarDay, b: CalendarDay): number {
  const difference = a.year - b.year || a.month - b.month || a.day - b.day;
  return Math.sign(difference);
}

/**
 * The day `months` calendar months after `day`; a day the target month lacks becomes its last day (31 August + 6
 * months is 28 or 29 February), the usual reading of "in six months".
 */
export function addMonths(day: CalendarDay, months: number): CalendarDay {
  const index = day.year * 12 + (day.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(day.day, daysInMonth(year, month)) };
}

/** A `YYYY-MM-DD` day as the screens show dates (formatDate: '10 Jan 2026' in en-GB), read as a local day; other text as it is. */
export function formatCalendarDay(key: string): string {
  const day = parseCalendarDay(key);
  if (!day) return key;
  const local = new Date(2000, day.month - 1, day.day);
  local.setFullYear(day.year); // years below 100 would otherwise be read as 19xx
  return formatDate(local);
}

/** The start of the local calendar day after a moment's: the next local midnight (a day of 23 or 25 hours included). */
export function nextLocalMidnight(moment: Date): Date {
  return new Date(moment.getFullYear(), moment.getMonth(), moment.getDate() + 1);
}
