// Dates as the client screens show them: '21 Nov 2026' (local time); text that is not a date is shown as stored.
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

export function formatDay(date: string | null): string {
  if (!date) return '—';
  const time = Date.parse(date);
  return Number.isNaN(time) ? date : DAY.format(new Date(time));
}
