// benchPressUpdate / benchPressReset: ratio to body weight, the Cooper category, sex and age first, the lift kept
// without a weight (today's weight given in place fills the ratio in), 0-1000 kg.
import { describe, expect, it } from 'vitest';
import { benchPressReset, benchPressUpdate } from '@/profile/builders/benchPressUpdate';
import { BODY_WEIGHT_MESSAGE, TODAYS_WEIGHT_FIELD, oneRepMaxMessage } from '@/profile/builders/oneRepMaxRatio';
import { MeasurementInputError } from '@/profile/builders/measurementInputError';
import { applyProfileUpdate } from '@/profile/profileUpdate';
import { lbToKg } from '@/calculators/units';
import { strengthPerson } from './strengthTestProfile';

describe('benchPressUpdate', () => {
  it('105.6 kg for an 80 kg man of 25 → ratio 1.32 → excellent (formulas §15)', () => {
    const update = benchPressUpdate(strengthPerson(), 105.6);
    expect(update.patch).toEqual({ benchPress: { benchPress: 105.6, category: 'excellent', benchPressRatio: 1.32 } });
    expect(update.label).toBe('Bench press');
    expect([...update.requires].sort()).toEqual(['age', 'sex']);
  });

  it('232.32 lb converted once (lb / 2.2) gives the same result', () => {
    expect(benchPressUpdate(strengthPerson(), lbToKg(232.32)).patch.benchPress).toEqual({
      benchPress: 105.6,
      category: 'excellent',
      benchPressRatio: 1.32,
    });
  });

  it.each([
    [104.8, 1.31, 'good'],
    [130.4, 1.63, 'superior'],
    [130.3, 1.63, 'superior'],
    [70.4, 0.88, 'poor'],
    [70, 0.88, 'poor'],
    [70.3, 0.88, 'poor'],
    [0, 0, 'very poor'],
    [1000, 12.5, 'superior'],
  ])('%s kg → ratio %s → %s (man 20-29)', (kg, ratio, category) => {
    expect(benchPressUpdate(strengthPerson(), kg).patch.benchPress).toEqual({
      benchPress: kg,
      category,
      benchPressRatio: ratio,
    });
  });

  it('classifies with the person’s own sex and age: woman 30, 80 kg, 56 kg → 0.70 → excellent', () => {
    expect(benchPressUpdate(strengthPerson({ sex: 'FEMALE', age: 30 }), 56).patch.benchPress?.category).toBe(
      'excellent',
    );
  });

  it('stores the lift to 2 decimals', () => {
    expect(benchPressUpdate(strengthPerson(), lbToKg(100.5)).patch.benchPress?.benchPress).toBe(45.68);
  });

  it.each([-0.5, 1000.5, 2000, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %s kg with a message naming the range',
    (kg) => {
      expect(() => benchPressUpdate(strengthPerson(), kg)).toThrow(
        new MeasurementInputError(oneRepMaxMessage('benchPress'), 'benchPress'),
      );
      expect(oneRepMaxMessage('benchPress')).toBe('Bench press 1RM must be a number from 0 to 1000 kg');
    },
  );

  it('without a weight the lift is kept alone: no ratio, no category', () => {
    const user = strengthPerson({ currentWeight: null });
    const outcome = applyProfileUpdate(user, benchPressUpdate(user, 80));
    expect(outcome.ok && outcome.user.benchPress).toEqual({ benchPress: 80, category: '', benchPressRatio: null });
    expect(outcome.ok && outcome.user.currentWeight).toBe(null);
  });

  it('today’s weight given with it becomes the session’s weight and fills in the ratio and category', () => {
    const user = strengthPerson({ currentWeight: null, goalWeight: 75 });
    const outcome = applyProfileUpdate(user, benchPressUpdate(user, 105.6, 80));
    expect(outcome.ok && outcome.user.currentWeight).toBe(80);
    expect(outcome.ok && outcome.user.benchPress).toEqual({
      benchPress: 105.6,
      category: 'excellent',
      benchPressRatio: 1.32,
    });
    // Derived as the demographics form derives it: resting VO2 (3.5 x kg) and the weight goal.
    expect(outcome.ok && outcome.user.restingVo2).toBe(280);
    expect(outcome.ok && outcome.user.bodyWeightGoal).toBe('lose');
  });

  it('today’s weight is ignored when the session has one', () => {
    const update = benchPressUpdate(strengthPerson(), 105.6, 100);
    expect(update.patch).toEqual({ benchPress: { benchPress: 105.6, category: 'excellent', benchPressRatio: 1.32 } });
  });

  it.each([39.9, 200.1, Number.NaN])('refuses today’s weight %s kg on its own field', (kg) => {
    expect(() => benchPressUpdate(strengthPerson({ currentWeight: null }), 80, kg)).toThrow(
      new MeasurementInputError('Weight Is Outside Of Acceptable Bounds', TODAYS_WEIGHT_FIELD),
    );
  });

  it('without sex and age the machine refuses it, naming both', () => {
    const user = strengthPerson({ sex: null, age: null });
    const outcome = applyProfileUpdate(user, benchPressUpdate(user, 100));
    expect(outcome).toEqual({
      ok: false,
      message: 'Bench press needs your sex and age first. Please fill out the Demographic Form.',
    });
  });

  it('a stored weight above 700 kg (corrupted profile) is a clear error, not a silent no-op', () => {
    expect(() => benchPressUpdate(strengthPerson({ currentWeight: 800 }), 100)).toThrow(
      new MeasurementInputError(BODY_WEIGHT_MESSAGE, 'currentWeight'),
    );
  });
});

describe('benchPressReset', () => {
  it('clears the stored bench press and needs nothing', () => {
    expect(benchPressReset()).toEqual({ label: 'Bench press', requires: [], patch: { benchPress: null } });
  });
});
