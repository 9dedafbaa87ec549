// The 6-month rule of decision 0105: who is asked to confirm age and weight, at the boundary and at month ends.
import { describe, expect, it } from 'vitest';
import { isAgeCheckDue } from '@/profile/ageCheck';
import { addMonths } from '@/profile/calendarDate';

/** A local moment on a day, noon so no time zone moves it to another day. */
const day = (key: string) => {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
};
const iso = (key: string) => day(key).toISOString();

describe('isAgeCheckDue', () => {
  it.each([
    ['2026-01-10', '2026-07-09', false],
    ['2026-01-10', '2026-07-10', false], // exactly 6 months: not more
    ['2026-01-10', '2026-07-11', true],
    ['2025-08-31', '2026-02-28', false], // 6 months end on the last day of February
    ['2025-08-31', '2026-03-01', true],
    ['2023-08-31', '2024-02-29', false], // a leap year's February
    ['2023-08-31', '2024-03-01', true],
    ['2026-03-31', '2026-09-30', false], // September has 30 days
    ['2026-03-31', '2026-10-01', true],
    ['2025-12-15', '2026-06-16', true], // across a year end
    ['2026-01-10', '2026-06-10', false], // 5 months
    ['2026-01-10', '2026-08-10', true], // 7 months
  ])('last tested %s, today %s: %s', (last, today, due) => {
    expect(isAgeCheckDue(iso(last), day(today), false)).toBe(due);
  });

  it('never asks a client with a date of birth, one never tested, or an unreadable date', () => {
    expect(isAgeCheckDue(iso('2020-01-01'), day('2026-01-01'), true)).toBe(false);
    expect(isAgeCheckDue(null, day('2026-01-01'), false)).toBe(false);
    expect(isAgeCheckDue('yesterday', day('2026-01-01'), false)).toBe(false);
  });
});

describe('addMonths', () => {
  it('keeps the day, or the month end when the month is shorter', () => {
    expect(addMonths({ year: 2026, month: 1, day: 31 }, 1)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(addMonths({ year: 2026, month: 11, day: 30 }, 3)).toEqual({ year: 2027, month: 2, day: 28 });
    expect(addMonths({ year: 2026, month: 7, day: 4 }, 6)).toEqual({ year: 2027, month: 1, day: 4 });
  });
});
