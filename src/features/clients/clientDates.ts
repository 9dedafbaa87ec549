// Dates as the client screens show them: '21 Nov 2026' (local time); text that is not a date the app writes is shown
// as stored, said to be unreadable (src/domain/recordDate.ts).
import { recordTime, unreadableDateLabel } from '@/domain/recordDate';

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

export function formatDay(date: string | null): string {
  if (!date) return '—';
  const time = recordTime(date);
  return time === null ? unreadableDateLabel(date) : DAY.format(new Date(time));
}
