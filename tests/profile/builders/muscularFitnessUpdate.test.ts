// muscularFitnessUpdate / muscularFitnessReset: leg and bench press (+ optional grip) in one update, filling sex, age
// and weight only where the profile lacks them.
import { describe, expect, it } from 'vitest';
import {
  GRIP_BOTH_HANDS_MESSAGE,
  muscularFitnessReset,
  muscularFitnessUpdate,
} from '@/profile/builders/muscularFitnessUpdate';
import { MeasurementInputError } from '@/profile/builders/measurementInputError';
import { oneRepMaxMessage } from '@/profile/builders/oneRepMaxRatio';
import { applyProfileUpdate } from '@/profile/profileUpdate';
import { emptyProfile } from '@/profile/profileTypes';
import { strengthPerson } from './strengthTestProfile';

describe('muscularFitnessUpdate', () => {
  it('stores leg press, bench press and grip for a complete profile (man 25, 80 kg)', () => {
    const update = muscularFitnessUpdate(strengthPerson(), {
      legPressKg: 160,
      benchPressKg: 105.6,
      gripLeftKg: 50,
      gripRightKg: 55,
    });
    expect(update).toEqual({
      label: 'Muscular fitness',
      requires: [],
      patch: {
        legPress: { legPress: 160, category: 'average', legPressRatio: 2 },
        benchPress: { benchPress: 105.6, category: 'excellent', benchPressRatio: 1.32 },
        gripStrength: { gripStrength: 105, category: 'very good', left: 50, right: 55 },
      },
    });
  });

  it('grip is optional and a stored grip is kept when left empty', () => {
    const user = strengthPerson({ gripStrength: { gripStrength: 100, category: 'good', left: 50, right: 50 } });
    const update = muscularFitnessUpdate(user, {
      legPressKg: 160,
      benchPressKg: 100,
      gripLeftKg: null,
      gripRightKg: null,
    });
    expect(update.patch).not.toHaveProperty('gripStrength');
    const outcome = applyProfileUpdate(user, update);
    expect(outcome.ok && outcome.user.gripStrength?.gripStrength).toBe(100);
  });

  it('one hand alone is refused, naming the missing hand', () => {
    expect(() =>
      muscularFitnessUpdate(strengthPerson(), { legPressKg: 160, benchPressKg: 100, gripLeftKg: 50 }),
    ).toThrow(new MeasurementInputError(GRIP_BOTH_HANDS_MESSAGE, 'gripRight'));
    expect(() =>
      muscularFitnessUpdate(strengthPerson(), { legPressKg: 160, benchPressKg: 100, gripRightKg: 50 }),
    ).toThrow(new MeasurementInputError(GRIP_BOTH_HANDS_MESSAGE, 'gripLeft'));
  });

  it('fills sex, age and weight when missing, derives HR max and resting VO2, and classifies with them', () => {
    const user = emptyProfile('u1');
    const update = muscularFitnessUpdate(user, {
      sex: 'MALE',
      age: 25,
      weightKg: 80,
      legPressKg: 160,
      benchPressKg: 105.6,
    });
    expect(update.requires).toEqual([]);
    const outcome = applyProfileUpdate(user, update);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.user).toMatchObject({
      sex: 'MALE',
      age: 25,
      currentWeight: 80,
      hrMax: 196,
      restingVo2: 280,
      legPress: { legPress: 160, category: 'average', legPressRatio: 2 },
      benchPress: { benchPress: 105.6, category: 'excellent', benchPressRatio: 1.32 },
    });
  });

  it('re-derives categories stored before sex and age were known', () => {
    const user = { ...emptyProfile('u2'), sar: { unit: 'cm' as const, value: 33.5, category: '' } };
    const outcome = applyProfileUpdate(
      user,
      muscularFitnessUpdate(user, { sex: 'MALE', age: 29, weightKg: 80, legPressKg: 160, benchPressKg: 100 }),
    );
    expect(outcome.ok && outcome.user.sar?.category).toBe('good');
  });

  it('ignores sex, age and weight the profile already has (asked only if missing)', () => {
    const update = muscularFitnessUpdate(strengthPerson(), {
      sex: 'FEMALE',
      age: 60,
      weightKg: 100,
      legPressKg: 160,
      benchPressKg: 105.6,
    });
    expect(update.patch).not.toHaveProperty('sex');
    expect(update.patch).not.toHaveProperty('age');
    expect(update.patch.benchPress?.benchPressRatio).toBe(1.32);
  });

  it.each([13, 126, 25.5])('refuses age %s (the form allows 14-125)', (age) => {
    expect(() =>
      muscularFitnessUpdate(emptyProfile('u'), { sex: 'MALE', age, weightKg: 80, legPressKg: 1, benchPressKg: 1 }),
    ).toThrow(new MeasurementInputError('Age Is Outside Of Acceptable Bounds', 'age'));
  });

  it('accepts ages 14 and 125 (bench press norms end at 100: no category at 125)', () => {
    const at14 = muscularFitnessUpdate(emptyProfile('u'), {
      sex: 'MALE',
      age: 14,
      weightKg: 80,
      legPressKg: 100,
      benchPressKg: 100,
    });
    expect(at14.patch.benchPress?.category).not.toBe('');
    expect(at14.patch.legPress?.category).toBe('');
    const at125 = muscularFitnessUpdate(emptyProfile('u'), {
      sex: 'MALE',
      age: 125,
      weightKg: 80,
      legPressKg: 100,
      benchPressKg: 100,
    });
    expect(at125.patch.benchPress?.category).toBe('');
  });

  it('refuses an unknown sex and a weight below 40 kg with the demographics messages', () => {
    expect(() =>
      muscularFitnessUpdate(emptyProfile('u'), { sex: 'OTHER', age: 30, weightKg: 80, legPressKg: 1, benchPressKg: 1 }),
    ).toThrow(new MeasurementInputError('Sex Is Outside Testing Types', 'sex'));
    expect(() =>
      muscularFitnessUpdate(emptyProfile('u'), { sex: 'MALE', age: 30, weightKg: 39, legPressKg: 1, benchPressKg: 1 }),
    ).toThrow(new MeasurementInputError('Weight Is Outside Of Acceptable Bounds', 'currentWeight'));
  });

  it('without any weight the lifts are kept alone (no ratio, no category), grip classified as usual', () => {
    const user = strengthPerson({ currentWeight: null });
    const update = muscularFitnessUpdate(user, { legPressKg: 160, benchPressKg: 100, gripLeftKg: 50, gripRightKg: 55 });
    expect(update.requires).toEqual([]);
    const outcome = applyProfileUpdate(user, update);
    expect(outcome.ok && outcome.user.legPress).toEqual({ legPress: 160, category: '', legPressRatio: null });
    expect(outcome.ok && outcome.user.benchPress).toEqual({ benchPress: 100, category: '', benchPressRatio: null });
    expect(outcome.ok && outcome.user.gripStrength?.category).toBe('very good');
  });

  it('refuses lifts outside 0-1000 kg, naming the test', () => {
    expect(() => muscularFitnessUpdate(strengthPerson(), { legPressKg: 1001, benchPressKg: 100 })).toThrow(
      new MeasurementInputError(oneRepMaxMessage('legPress'), 'legPress'),
    );
    expect(() => muscularFitnessUpdate(strengthPerson(), { legPressKg: 100, benchPressKg: -1 })).toThrow(
      new MeasurementInputError(oneRepMaxMessage('benchPress'), 'benchPress'),
    );
  });
});

describe('muscularFitnessReset', () => {
  it('clears leg press, bench press and grip strength', () => {
    expect(muscularFitnessReset()).toEqual({
      label: 'Muscular fitness',
      requires: [],
      patch: { legPress: null, benchPress: null, gripStrength: null },
    });
  });
});
