// The one date home (decision 0130): the same instant in en-GB, en-US and de-DE, local time, text that is no date kept
// as stored, the chart axis in the screens' format, counts in the locale's grouping.
import { afterEach, describe, expect, it } from 'vitest';
import {
  NO_DATE,
  formatAxisDate,
  formatCount,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatTime,
  setDisplayLocale,
} from '@/domain/dates';

// Noon local time: the same calendar day in every time zone the machine may have.
const NOON = new Date(2026, 10, 21, 12, 5);

afterEach(() => setDisplayLocale('en-GB'));

describe('dates in the display locale', () => {
  it('en-GB: 21 Nov 2026, 21 November 2026, 21 Nov 2026, 12:05', () => {
    setDisplayLocale('en-GB');
    expect(formatDate(NOON)).toBe('21 Nov 2026');
    expect(formatLongDate(NOON)).toBe('21 November 2026');
    expect(formatDateTime(NOON)).toBe('21 Nov 2026, 12:05');
  });

  it('en-US puts the month first, de-DE writes "21. Nov. 2026" and 24-hour time', () => {
    setDisplayLocale('en-US');
    expect(formatDate(NOON)).toBe('Nov 21, 2026');
    expect(formatLongDate(NOON)).toBe('November 21, 2026');
    setDisplayLocale('de-DE');
    expect(formatDate(NOON)).toBe('21. Nov. 2026');
    expect(formatLongDate(NOON)).toBe('21. November 2026');
    expect(formatDateTime(NOON)).toMatch(/^21\. Nov\. 2026.*12:05$/);
  });

  it('reads a stored ISO text, epoch milliseconds and a Date alike; a missing date is a dash, other text is kept and said to be unreadable', () => {
    const iso = NOON.toISOString();
    expect(formatDate(iso)).toBe(formatDate(NOON));
    expect(formatDate(NOON.getTime())).toBe(formatDate(NOON));
    expect(formatDate(null)).toBe(NO_DATE);
    expect(formatDate('')).toBe(NO_DATE);
    expect(formatDate('last Tuesday')).toBe('Unreadable date (“last Tuesday”)');
    expect(formatDateTime('31.12.2023')).toBe('Unreadable date (“31.12.2023”)');
    expect(formatLongDate('soon')).toBe('Unreadable date (“soon”)');
  });

  it('the chart axis (uPlot seconds) reads like the screens, not in a third format', () => {
    const seconds = NOON.getTime() / 1000;
    expect(formatAxisDate(seconds)).toBe(formatDate(NOON));
    setDisplayLocale('en-US');
    expect(formatAxisDate(seconds)).toBe('Nov 21, 2026');
  });

  it('a time of day in the locale: 12:05 in en-GB, 12:05 PM in en-US; text that is no date kept', () => {
    expect(formatTime(NOON)).toBe('12:05');
    expect(formatTime(NOON.getTime())).toBe('12:05');
    setDisplayLocale('en-US');
    expect(formatTime(NOON)).toMatch(/^12:05\sPM$/);
    expect(formatTime('teatime')).toBe('Unreadable date (“teatime”)');
  });

  it('counts are grouped as the locale writes them', () => {
    expect(formatCount(12345)).toBe('12,345');
    setDisplayLocale('de-DE');
    expect(formatCount(12345)).toBe('12.345');
  });
});
