// The age a date of birth gives on a session's date (decision 0105): birthdays, 29 February, impossible input.
import { describe, expect, it } from 'vitest';
import { ageOnDate } from '@/profile/ageOnDate';

describe('ageOnDate', () => {
  it.each([
    ['1996-06-15', '2026-06-14', 29], // the day before the birthday
    ['1996-06-15', '2026-06-15', 30], // the birthday itself
    ['1996-06-15', '2026-06-16', 30], // the day after
    ['1996-12-31', '2027-01-01', 30],
    ['1996-01-01', '2026-12-31', 30],
    ['2000-05-05', '2000-05-05', 0], // born that day
  ])('born %s, on %s: %i', (birth, on, age) => {
    expect(ageOnDate(birth, on)).toBe(age);
  });

  it.each([
    ['2027-02-28', 26], // a common year: the 29 February birthday is not reached on the 28th
    ['2027-03-01', 27], // …it is on 1 March (decision 0119)
    ['2028-02-28', 27], // a leap year: the day before
    ['2028-02-29', 28], // the birthday itself
    ['2100-02-28', 99], // 2100 is not a leap year
    ['2100-03-01', 100],
  ])('born 2000-02-29, on %s: %i', (on, age) => {
    expect(ageOnDate('2000-02-29', on)).toBe(age);
  });

  it('a birth after the date gives no age', () => {
    expect(ageOnDate('2026-06-16', '2026-06-15')).toBeNull();
  });

  it.each(['2026-02-30', '2026-13-01', '15/06/1996', '', '1996-6-15', '0000-01-01', ' 1996-06-15'])(
    'no age from %j',
    (birth) => {
      expect(ageOnDate(birth, '2026-06-15')).toBeNull();
    },
  );

  it('a birth 130 years ago gives 130 (the form then refuses it)', () => {
    expect(ageOnDate('1896-11-25', '2026-11-25')).toBe(130);
  });
});
