// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { emptyProfile } from '@/profile/profileTypes';
import { EXPORT_COLUMNS, PAST_SESSION_COLUMNS, columnHeader } from '@/profile/sessionColumns';
import {
  MEASURED_BODY_FAT_FIELDS,
  SESSION_FIELDS,
  SESSION_VALUE_FIELDS,
  SESSION_NUMBER_FIELDS,
} from '@/profile/sessionRecord';
import { canonicalRecord, sessionContentKey } from '@/profile/canonicalRecord';
import { sessionName, sessionRecordFromProfile } from '@/profile/sessionRecordFromProfile';
import { toUserUnits } from '@/profile/userUnits';
import { NewSessionRecordSchema, readSessionRecord } from '@/storage/sessionSchema';
import * as v from 'valibot';
import { fullProfile } from '../storage/storageTestHelpers';

const NOW = new Date('2024-05-01T09:30:15.250Z');

describe('sessionRecordFromProfile', () => {
  it('copies every metric value of a full profile into the spec §3 field names', () => {
    expect(sessionRecordFromProfile(fullProfile(), NOW)).toEqual({
      date: '2024-05-01T09:30:15.250Z',
      name: 'Ada Lovelace',
      age: 36,
      sex: 'FEMALE',
      height: 165.1,
      current_weight: 61.5,
      goal_weight: 58,
      activity_level: 'very active',
      bmi: 22.562,
      waist_circumference: 71.5,
      max_heart_rate: 185.4,
      pushups: 24,
      grip_strength: 62.5,
      leg_press: 110,
      bench_press: 40,
      vo2_max: 40.12,
      systolic_blood_pressure: 118,
      diastolic_blood_pressure: 76,
      sit_and_reach: 33.5,
      abdomen_circumference: 74,
      arm_circumference: 27.5,
      buttocks_circumference: 96,
      calf_circumference: 35,
      forearm_circumference: 23.5,
      hips_circumference: 97,
      midthigh_circumference: 52,
      abdominal_skin: 18,
      biceps_skin: 6.5,
      calf_skin: 12,
      chest_skin: 9,
      midaxillary_skin: 10,
      subscapular_skin: 11,
      suprailiac_skin: 13.5,
      thigh_skin: 22,
      triceps_skin: 15,
      resting_heart_rate: 58,
      vo2MaxTest: 'step', // decision 0080: the test behind the VO2 max
      measuredBodyFat: null, // decision 0151: none measured another way in this session
      measuredBodyFatMethod: null,
    });
  });

  it('has no key before it is added, and every field of an empty profile is null, never undefined', () => {
    const record = sessionRecordFromProfile(emptyProfile('u'), NOW);
    expect('timestamp' in record).toBe(false);
    expect(Object.keys(record).sort()).toEqual([...SESSION_VALUE_FIELDS].sort());
    for (const field of SESSION_VALUE_FIELDS) {
      if (field === 'date') continue;
      expect(record[field], field).toBeNull();
    }
    expect(record.date).toBe(NOW.toISOString());
  });

  it('turns non-finite numbers into null and leaves categories out', () => {
    const profile = { ...fullProfile(), age: Number.NaN, height: Number.POSITIVE_INFINITY };
    const record = sessionRecordFromProfile(profile, NOW);
    expect(record.age).toBeNull();
    expect(record.height).toBeNull();
    expect(JSON.stringify(record)).not.toMatch(/category|classification/);
  });

  it('is accepted by the strict write schema', () => {
    expect(v.safeParse(NewSessionRecordSchema, sessionRecordFromProfile(fullProfile(), NOW)).success).toBe(true);
    expect(v.safeParse(NewSessionRecordSchema, sessionRecordFromProfile(emptyProfile('u'), NOW)).success).toBe(true);
  });
});

describe('sessionName', () => {
  it.each([
    ['  Ada ', ' Lovelace ', 'Ada Lovelace'],
    ['Ada', null, 'Ada'],
    [null, 'Lovelace', 'Lovelace'],
    ['  ', '', null],
    [null, null, null],
  ])('(%j, %j) is %j', (fname, lname, expected) => {
    expect(sessionName(fname, lname)).toBe(expected);
  });
});

describe('PAST_SESSION_COLUMNS', () => {
  it('has 30 distinct columns (spec §9), every one a field of the record: no computed column', () => {
    expect(PAST_SESSION_COLUMNS).toHaveLength(30);
    const keys = PAST_SESSION_COLUMNS.map((column) => column.key);
    expect(new Set(keys).size).toBe(30);
    for (const key of keys) expect(SESSION_FIELDS).toContain(key);
  });

  it('the export columns are the key, the 30 table columns in their places, every other field once, then body fat', () => {
    const keys = EXPORT_COLUMNS.map((column) => column.key);
    expect(keys.slice().sort()).toEqual(['timestamp', 'body_fat_percentage', ...SESSION_VALUE_FIELDS].sort());
    expect(keys.slice(1, 31)).toEqual(PAST_SESSION_COLUMNS.map((column) => column.key));
    // The skinfold estimate, then a body fat measured another way and its method (decision 0151).
    expect(keys.slice(-3)).toEqual(['body_fat_percentage', 'measuredBodyFat', 'measuredBodyFatMethod']);
  });

  it('converts masses and lengths only', () => {
    const kinds = Object.fromEntries(PAST_SESSION_COLUMNS.map((column) => [column.key, column.unitKind]));
    expect(kinds).toMatchObject({
      current_weight: 'mass',
      goal_weight: 'mass',
      grip_strength: 'mass',
      bench_press: 'mass',
      leg_press: 'mass',
      height: 'length',
      sit_and_reach: 'length',
      waist_circumference: 'circumference',
      hips_circumference: 'circumference',
      pushups: 'none',
      bmi: 'none',
      chest_skin: 'none',
      resting_heart_rate: 'none',
      vo2_max: 'none',
    });
  });

  it('writes the unit into the header', () => {
    const weight = PAST_SESSION_COLUMNS.find((column) => column.key === 'current_weight')!;
    const waist = PAST_SESSION_COLUMNS.find((column) => column.key === 'waist_circumference')!;
    const pushups = PAST_SESSION_COLUMNS.find((column) => column.key === 'pushups')!;
    const skin = PAST_SESSION_COLUMNS.find((column) => column.key === 'chest_skin')!;
    expect(columnHeader(weight, true)).toBe('Weight (kg)');
    expect(columnHeader(weight, false)).toBe('Weight (lb)');
    expect(columnHeader(waist, false)).toBe('Waist (in)');
    expect(columnHeader(pushups, false)).toBe('Pushups');
    expect(columnHeader(skin, false)).toBe('Chest Skinfold (mm)');
  });
});

describe('toUserUnits', () => {
  it.each([
    [80, 'mass', false, 176],
    [61.5, 'mass', false, 135.3],
    [180, 'length', false, 70.87],
    [177, 'length', false, 69.68], // × 0.3937 (spec §9, as on every screen); ÷ 2.54 would give 69.69
    [100, 'circumference', false, 39.37],
    [81.3, 'circumference', false, 32.01],
    [22.562, 'none', false, 22.56],
    [22.565, 'none', true, 22.57],
    [180, 'length', true, 180],
    [-5, 'length', false, null], // a negative length left by an older version cannot be converted
  ] as const)('%d %s (metric %s) is %d', (value, kind, metric, expected) => {
    expect(toUserUnits(value, kind, metric)).toBe(expected);
  });
});

describe('read schema (what every row read goes through)', () => {
  it('normalises what an older version may have left: numeric text, lower-case sex, Date, missing and empty values', () => {
    const result = readSessionRecord({
      timestamp: 4,
      date: new Date('2023-01-02T03:04:05.000Z'),
      name: '  Grace Hopper ',
      sex: 'female',
      age: '45',
      height: ' 170.5 ',
      current_weight: '',
      pushups: 20,
      activity_level: '',
      someOldField: 'dropped',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.record).toMatchObject({
      timestamp: 4,
      date: '2023-01-02T03:04:05.000Z',
      name: 'Grace Hopper',
      sex: 'FEMALE',
      age: 45,
      height: 170.5,
      current_weight: null,
      pushups: 20,
      activity_level: null,
      triceps_skin: null,
      resting_heart_rate: null,
    });
    expect(Object.keys(result.record).sort()).toEqual(['timestamp', ...SESSION_FIELDS].sort());
  });

  it.each([
    ['a missing key', { date: '2024-01-01' }],
    ['a key of 0', { timestamp: 0, date: '2024-01-01' }],
    ['a text key', { timestamp: 'a', date: '2024-01-01' }],
    ['no date', { timestamp: 1 }],
    ['an empty date', { timestamp: 1, date: ' ' }],
    ['an invalid Date', { timestamp: 1, date: new Date('nonsense') }],
    ['non-numeric text in a number field', { timestamp: 1, date: '2024-01-01', age: 'forty' }],
    ['an object in a number field', { timestamp: 1, date: '2024-01-01', height: { cm: 180 } }],
    ['an unknown sex', { timestamp: 1, date: '2024-01-01', sex: 'robot' }],
    ['a number as name', { timestamp: 1, date: '2024-01-01', name: 42 }],
    ['not an object', 'a string'],
  ])('rejects %s', (_label, row) => {
    const result = readSessionRecord(row);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).not.toBe('');
  });
});

describe('content key and canonical order', () => {
  it('ignores the key and the field order, and sees any changed value', () => {
    const record = { ...sessionRecordFromProfile(fullProfile(), NOW), timestamp: 3 };
    const reordered = Object.fromEntries(Object.entries(record).reverse()) as typeof record;
    expect(sessionContentKey({ ...reordered, timestamp: 99 } as typeof record)).toBe(sessionContentKey(record));
    expect(sessionContentKey({ ...record, pushups: 25 })).not.toBe(sessionContentKey(record));
    expect(Object.keys(canonicalRecord(reordered))).toEqual([
      'timestamp',
      ...SESSION_FIELDS,
      'vo2MaxTest',
      ...MEASURED_BODY_FAT_FIELDS,
    ]);
    // decision 0151: a measured body fat (or its method) makes another session's content.
    expect(sessionContentKey({ ...record, measuredBodyFat: 24, measuredBodyFatMethod: 'dexa' })).not.toBe(
      sessionContentKey(record),
    );
    expect(sessionContentKey({ ...record, measuredBodyFat: 24, measuredBodyFatMethod: 'dexa' })).not.toBe(
      sessionContentKey({ ...record, measuredBodyFat: 24, measuredBodyFatMethod: 'bioimpedance' }),
    );
  });

  it('lists the numeric fields in the field list', () => {
    for (const field of SESSION_NUMBER_FIELDS) expect(SESSION_FIELDS).toContain(field);
    expect(SESSION_FIELDS).toHaveLength(SESSION_NUMBER_FIELDS.length + 4);
  });
});
