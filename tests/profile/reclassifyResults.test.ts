// A demographics change re-derives every stored result: categories, body composition and waist-to-height ratio.
import { describe, expect, it } from 'vitest';
import { demographicsUpdate } from '@/profile/builders/demographicsUpdate';
import { emptyProfile, type UserProfile } from '@/profile/profileTypes';

const base: UserProfile = {
  ...emptyProfile('u'),
  fname: 'Ada',
  lname: 'L',
  age: 25,
  sex: 'MALE',
  height: 180,
  currentWeight: 80,
  goalWeight: 80,
  pushups: { pushups: 30, category: 'very good' },
  skinfolds: {
    abdominal: 20,
    bicep: null,
    tricep: 11,
    chest: 10,
    calf: null,
    midaxillary: 12,
    subscap: 15,
    supraIliac: 14,
    thigh: 18,
  },
  bodyDensity: 1.0682,
  bodyComp: { percentage: 13.4, category: 'good', equation: 'x' },
  waistCircumference: { wc: 90, category: 'low' },
  waistHeightRatio: 0.5,
};

describe('reclassifyResults through demographicsUpdate', () => {
  it('an older age moves the pushup category and recomputes body density and fat for the new age', () => {
    const { patch } = demographicsUpdate(base, {
      fname: 'Ada',
      lname: 'L',
      age: 30,
      sex: 'MALE',
      height: 180,
      currentWeight: 80,
      goalWeight: 80,
      activityLevel: 'sedentary',
      dateOfBirth: null,
    });
    expect(patch.pushups).toEqual({ pushups: 30, category: 'excellent' }); // men 30-39: excellent >= 30
    expect(patch.bodyDensity).toBeCloseTo(1.0653532, 7); // formulas §6 worked example at age 30
    expect(patch.bodyComp).toMatchObject({ percentage: 14.6, category: 'excellent' });
  });

  it('a new height recomputes the waist-to-height ratio; a new sex the waist category', () => {
    const { patch } = demographicsUpdate(base, {
      fname: 'Ada',
      lname: 'L',
      age: 25,
      sex: 'FEMALE',
      height: 150,
      currentWeight: 80,
      goalWeight: 80,
      activityLevel: 'sedentary',
      dateOfBirth: null,
    });
    expect(patch.waistHeightRatio).toBe(0.6);
    expect(patch.waistCircumference).toEqual({ wc: 90, category: 'high' });
  });
});
