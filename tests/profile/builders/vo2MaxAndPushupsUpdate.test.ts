// The VO2 max and pushups builders: the value, the category from the user's own sex table, and the requirements.
import { describe, expect, it } from 'vitest';
import { vo2MaxUpdate } from '@/profile/builders/vo2MaxUpdate';
import { pushupsUpdate } from '@/profile/builders/pushupsUpdate';
import { MeasurementInputError } from '@/profile/builders/measurementInputError';
import { emptyProfile } from '@/profile/profileTypes';
import { treadmillVo2Max, BRUCE } from '@/calculators/treadmillProtocols';
import { stepTestVo2Max } from '@/calculators/stepTest';
import { applyProfileUpdate } from '@/profile/profileUpdate';

const woman30 = { ...emptyProfile('u'), sex: 'FEMALE' as const, age: 30, currentWeight: 80 };

describe('vo2MaxUpdate', () => {
  it('Bruce stage 4 → 45.5 → woman 30 excellent, raw VO2 3640 mL/min', () => {
    const update = vo2MaxUpdate(woman30, treadmillVo2Max(BRUCE, 4), 'Bruce protocol');
    expect(update.patch.vo2Max).toEqual({
      vo2Max: 45.5,
      category: 'excellent',
      test: 'Bruce protocol',
      method: expect.stringMatching(/METs × 3.5/),
    });
    expect(update.patch.rawVo2).toBe(3640);
  });

  it('a man of 25, step test HR 152 → 47.49 → fair (men 20-29: fair >= 44.9, good >= 50.2)', () => {
    const update = vo2MaxUpdate({ ...woman30, sex: 'MALE', age: 25 }, stepTestVo2Max('MALE', 152), 'McArdle step test');
    expect(update.patch.vo2Max).toMatchObject({ vo2Max: 47.49, category: 'fair' });
  });

  it('is refused by the machine without sex and age', () => {
    const update = vo2MaxUpdate(emptyProfile('u'), treadmillVo2Max(BRUCE, 1), 'Bruce protocol');
    expect(applyProfileUpdate(emptyProfile('u'), update)).toEqual({
      ok: false,
      message: 'Bruce protocol needs your sex and age first. Please fill out the Demographic Form.',
    });
  });
});

describe('pushupsUpdate', () => {
  it.each([
    [36, 'excellent'],
    [35, 'very good'],
    [21, 'fair'],
    [16, 'poor'],
  ])('man 25, %i pushups → %s', (count, category) => {
    expect(pushupsUpdate({ ...woman30, sex: 'MALE', age: 25 }, count).patch.pushups).toEqual({
      pushups: count,
      category,
    });
  });
  it('refuses a fractional or negative count', () => {
    expect(() => pushupsUpdate(woman30, 2.5)).toThrow(MeasurementInputError);
    expect(() => pushupsUpdate(woman30, -1)).toThrow('Pushups must be a whole number from 0 to 999');
  });
});
