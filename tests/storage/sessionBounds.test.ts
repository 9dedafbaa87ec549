// Every number read back from storage or a file passes its form's bounds (decision 0135): out of bounds it reads as
// null and is named, the row itself is kept; in bounds it reads as stored.
import { describe, expect, it } from 'vitest';
import { SESSION_FIELDS, SESSION_NUMBER_FIELDS } from '@/profile/sessionRecord';
import { SESSION_FIELD_LIMITS, STORED_BMI } from '@/profile/sessionRecordLimits';
import { readSessionRecord } from '@/storage/sessionSchema';
import { HEIGHT_CM, WEIGHT_KG } from '@/profile/profileLimits';

function row(values: Record<string, unknown>): Record<string, unknown> {
  return {
    ...Object.fromEntries(SESSION_FIELDS.map((f) => [f, null])),
    timestamp: 1,
    date: '2026-01-01T10:00:00.000Z',
    ...values,
  };
}

describe('a measured body fat read back (decision 0151)', () => {
  it('reads within 0-100 % with a method the form offers, its method as its key', () => {
    const read = readSessionRecord(row({ measuredBodyFat: 24, measuredBodyFatMethod: ' DEXA ' }));
    expect(read.ok && [read.record.measuredBodyFat, read.record.measuredBodyFatMethod, read.outOfRange]).toEqual([
      24,
      'dexa',
      [],
    ]);
    const older = readSessionRecord(row({ pushups: 30 }));
    expect(older.ok && [older.record.measuredBodyFat ?? null, older.outOfRange]).toEqual([null, []]);
  });

  it.each([
    { measuredBodyFat: 100.5, measuredBodyFatMethod: 'dexa' },
    { measuredBodyFat: 1e308, measuredBodyFatMethod: 'bioimpedance' },
    { measuredBodyFat: 20, measuredBodyFatMethod: 'calipers' },
    { measuredBodyFat: 20, measuredBodyFatMethod: null },
  ])('is read as null and named when out of bounds or without a known method, the rest kept: %j', (values) => {
    const read = readSessionRecord(row({ ...values, pushups: 30 }));
    expect(read.ok).toBe(true);
    expect(read.ok && [read.record.measuredBodyFat, read.record.measuredBodyFatMethod, read.record.pushups]).toEqual([
      null,
      null,
      30,
    ]);
    expect(read.ok && read.outOfRange).toEqual(['measuredBodyFat']);
  });
});

describe('reading each stored number through its bounds', () => {
  it.each(SESSION_NUMBER_FIELDS)('%s: its limits read, just beyond them, Infinity-like and NaN do not', (field) => {
    const { min, max, integer } = SESSION_FIELD_LIMITS[field];
    for (const value of [min, max]) {
      const read = readSessionRecord(row({ [field]: value }));
      expect(read.ok && read.record[field]).toBe(value);
      expect(read.ok && read.outOfRange).toEqual([]);
    }
    const step = integer ? 1 : Math.max(1e-6, (max - min) * 1e-9);
    for (const value of [max + step, min - step, 1e308, -1e308]) {
      const read = readSessionRecord(row({ [field]: value }));
      expect(read.ok).toBe(true);
      expect(read.ok && read.record[field]).toBeNull();
      expect(read.ok && read.outOfRange).toEqual([field]);
    }
    // Numeric text from an older version goes through the same bounds.
    const text = readSessionRecord(row({ [field]: '1e308' }));
    expect(text.ok && text.record[field]).toBeNull();
  });

  it('other values of the row are kept when one is out of bounds', () => {
    const read = readSessionRecord(row({ vo2_max: 1e308, height: 1e308, pushups: 30, name: 'Ada' }));
    expect(read.ok && [read.record.vo2_max, read.record.height, read.record.pushups, read.record.name]).toEqual([
      null,
      null,
      30,
      'Ada',
    ]);
    expect(read.ok && [...read.outOfRange].sort()).toEqual(['height', 'vo2_max']);
  });

  it('the BMI bounds are the BMI of the form limits (formulas §2)', () => {
    expect(STORED_BMI.min).toBeCloseTo(WEIGHT_KG.min / (HEIGHT_CM.max / 100) ** 2, 10);
    expect(STORED_BMI.max).toBeCloseTo(WEIGHT_KG.max / (HEIGHT_CM.min / 100) ** 2, 10);
  });
});
