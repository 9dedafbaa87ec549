// A saved session's date: only a date the app writes is a time; anything else is unreadable, never an invalid Date.
import { describe, expect, it } from 'vitest';
import { recordTime, unreadableDateLabel } from '@/domain/recordDate';

describe('recordTime', () => {
  it('reads the ISO date-times the app writes', () => {
    expect(recordTime('2026-01-01T10:00:00.000Z')).toBe(Date.UTC(2026, 0, 1, 10));
    expect(recordTime('2026-01-01')).toBe(Date.UTC(2026, 0, 1));
  });

  it.each(['yesterday', '31.12.2023', '12/31/2023', '', '2026-13-45T99:00:00Z', 'Dec 1 2023'])(
    '%s is unreadable',
    (text) => {
      expect(recordTime(text)).toBeNull();
    },
  );

  it('labels an unreadable date with its text', () => {
    expect(unreadableDateLabel('yesterday')).toBe('Unreadable date (“yesterday”)');
  });
});
