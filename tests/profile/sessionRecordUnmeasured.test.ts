// The saved record: the profile's values, with a site stored as 0 ("not measured") saved as null.
import { describe, expect, it } from 'vitest';
import { MEASURED_BODY_FAT_FIELDS, SESSION_FIELDS } from '@/profile/sessionRecord';
import { sessionRecordFromProfile } from '@/profile/sessionRecordFromProfile';
import { completeProfile, noProfile } from '../features/session/sessionFixtures';

const NOW = new Date('2026-11-21T14:05:00.000Z');

describe('sessionRecordFromProfile', () => {
  it('saves every field, a 0 circumference or skinfold as null', () => {
    const record = sessionRecordFromProfile(
      completeProfile({ skinfolds: { ...completeProfile().skinfolds, calf: 0 } }),
      NOW,
    );
    // The spec's fields, plus the test behind the VO2 max when there is one (decision 0080) and the measured body fat
    // with its method (decision 0151).
    expect(new Set(Object.keys(record))).toEqual(
      new Set([...SESSION_FIELDS, ...MEASURED_BODY_FAT_FIELDS, ...(record.vo2_max === null ? [] : ['vo2MaxTest'])]),
    );
    expect(record).toMatchObject({
      date: '2026-11-21T14:05:00.000Z',
      name: 'Alan Turing',
      age: 30,
      sex: 'MALE',
      height: 180,
      current_weight: 80,
      bmi: 24.69,
      waist_circumference: 95,
      hips_circumference: 100,
      midthigh_circumference: null,
      calf_skin: null,
      biceps_skin: null,
      chest_skin: 10,
      pushups: 32,
      vo2_max: 45.5,
      sit_and_reach: 33.5,
      resting_heart_rate: 58,
    });
  });

  it('an empty profile gives a record of nulls with the date', () => {
    const record = sessionRecordFromProfile(noProfile(), NOW);
    const { date, ...rest } = record;
    expect(date).toBe(NOW.toISOString());
    expect(Object.values(rest).every((value) => value === null)).toBe(true);
  });

  it('stores a body fat measured another way with its method, and null for both when none was entered (decision 0151)', () => {
    const measured = completeProfile({ measuredBodyFat: { percentage: 24, method: 'bioimpedance', category: 'poor' } });
    const record = sessionRecordFromProfile(measured, NOW);
    expect([record.measuredBodyFat, record.measuredBodyFatMethod]).toEqual([24, 'bioimpedance']);
    const none = sessionRecordFromProfile(completeProfile({ measuredBodyFat: null }), NOW);
    expect(none).toHaveProperty('measuredBodyFat', null);
    expect(none).toHaveProperty('measuredBodyFatMethod', null);
  });
});
