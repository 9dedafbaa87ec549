// A saved session's date as the screens read it: the app writes an ISO date-time; any other text
// ('yesterday', '31.12.2023' from an older tool or a hand-edited file) is a date the app cannot read. Such a record is
// listed with its date shown as unreadable, never dropped, and is left out of a chart's time axis, so no screen calls
// a Date method on an invalid time (RangeError: Invalid time value).

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** The time (ms) of a record's date, or null when the text is not a date the app writes. */
export function recordTime(date: string | null | undefined): number | null {
  if (!date || !ISO_DATE.test(date.trim())) return null;
  const time = Date.parse(date.trim());
  return Number.isFinite(time) ? time : null;
}

/** How an unreadable date is shown: the text as stored, said to be unreadable. */
export function unreadableDateLabel(date: string): string {
  return `Unreadable date (“${date.length > 40 ? `${date.slice(0, 40)}…` : date}”)`;
}
