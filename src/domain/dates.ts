// The one home of how a date, a date-time, a time of day or a count is shown (decisions 0130 and 0113): in
// the browser's own locale through Intl (a German browser reads "21. Nov. 2026", an American one "Nov 21, 2026"), the
// same format in the screens, the summary title and the chart axes. Stored and exported dates stay ISO 8601 (CSV and
// JSON files are read by spreadsheets and by this app, never by a person's locale); their day and date-time keys have
// their own home, src/profile/calendarDate.ts. tests/repository/dateFormats.test.ts refuses a date format elsewhere.
import { recordTime, unreadableDateLabel } from './recordDate';

/** Undefined: the browser's locale. Tests pin one (tests/setup.ts: en-GB) so what they assert does not depend on the machine. */
let displayLocale: string | undefined;

/** Sets the locale every format below uses; `undefined` returns to the browser's. */
export function setDisplayLocale(locale: string | undefined): void {
  displayLocale = locale;
}

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
/** Also the page's own today before the entry runs (build/firstPaint.ts). */
export const LONG_DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
const DAY_AND_TIME: Intl.DateTimeFormatOptions = { ...DAY, ...TIME };

// A formatter is costly to build and a page formats hundreds of dates: one per locale and style.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(style: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${displayLocale ?? ''}|${style}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(displayLocale, options);
    formatters.set(key, made);
  }
  return made;
}

/** A Date, epoch milliseconds or a date text as the app writes it (ISO 8601, recordTime); null when it is no date. */
function toDate(value: Date | number | string): Date | null {
  const time = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : recordTime(value);
  return time !== null && Number.isFinite(time) ? new Date(time) : null;
}

/** A text that is no date is shown as stored and said to be unreadable, so nothing read is hidden. */
function undated(value: Date | number | string): string {
  return typeof value === 'string' ? unreadableDateLabel(value) : String(value);
}

/** What is shown for a missing date. */
export const NO_DATE = '—';

/**
 * '21 Nov 2026' (en-GB) in local time: the screens' date (client list, history, chart tables and axes). Null shows
 * NO_DATE; a text that is not a date is shown as stored, so nothing read is hidden.
 */
export function formatDate(value: Date | number | string | null): string {
  if (value === null || value === '') return NO_DATE;
  const date = toDate(value);
  return date ? formatter('day', DAY).format(date) : undated(value);
}

/** '21 November 2026' (en-GB): the summary's title. */
export function formatLongDate(value: Date | number | string): string {
  const date = toDate(value);
  return date ? formatter('long', LONG_DAY).format(date) : undated(value);
}

/** '21 Nov 2026, 14:05' (en-GB) in local time: Past Sessions. A text that is not a date is shown as stored. */
export function formatDateTime(value: Date | number | string): string {
  const date = toDate(value);
  return date ? formatter('dateTime', DAY_AND_TIME).format(date) : undated(value);
}

/** '14:05' (en-GB) in local time: when something happened today (a run that could not be kept). */
export function formatTime(value: Date | number | string): string {
  const date = toDate(value);
  return date ? formatter('time', TIME).format(date) : undated(value);
}

/** A chart's time axis: uPlot gives seconds since 1970; the labels read as the rest of the app's dates. */
export function formatAxisDate(seconds: number): string {
  return formatDate(seconds * 1000);
}

/** A count as the locale writes it: '12,345' (en-GB), '12.345' (de-DE). */
export function formatCount(count: number): string {
  return new Intl.NumberFormat(displayLocale).format(count);
}
