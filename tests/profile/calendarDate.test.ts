// The day and date-time keys the app writes into files (decision 0112) and a stored day shown as the screens show dates
// (decision 0113): local time, zero-padded, the display going through src/domain/dates.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { formatCalendarDay, localDateTimeKey, localDayKey } from '@/profile/calendarDate';
import { setDisplayLocale } from '@/domain/dates';

afterEach(() => setDisplayLocale('en-GB'));

describe('the keys written into files', () => {
  it('are the local day and time, zero-padded', () => {
    const moment = new Date(2024, 4, 1, 9, 3, 5);
    expect(localDayKey(moment)).toBe('2024-05-01');
    expect(localDateTimeKey(moment)).toBe('2024-05-01 09:03:05');
    expect(localDateTimeKey(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31 23:59:00');
  });

  it('a year below 1000 keeps four digits', () => {
    const early = new Date(2000, 0, 2);
    early.setFullYear(33);
    expect(localDayKey(early)).toBe('0033-01-02');
  });
});

describe('a stored day shown', () => {
  it('reads like every other date of the screens, in the display locale', () => {
    expect(formatCalendarDay('2026-01-10')).toBe('10 Jan 2026');
    setDisplayLocale('en-US');
    expect(formatCalendarDay('2026-01-10')).toBe('Jan 10, 2026');
  });

  it('keeps a year below 100 and shows a text that is no day as it is', () => {
    expect(formatCalendarDay('0033-01-02')).toBe('2 Jan 33');
    expect(formatCalendarDay('2026-02-30')).toBe('2026-02-30');
  });
});
