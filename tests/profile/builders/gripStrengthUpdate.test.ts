// gripStrengthUpdate / gripStrengthReset: the SUM of the best of each hand (decision 0005), CSEP category, sex and age first.
import { describe, expect, it } from 'vitest';
import { gripHandMessage, gripStrengthReset, gripStrengthUpdate } from '@/profile/builders/gripStrengthUpdate';
import { MeasurementInputError } from '@/profile/builders/measurementInputError';
import { applyProfileUpdate } from '@/profile/profileUpdate';
import { lbToKg } from '@/calculators/units';
import { strengthPerson } from './strengthTestProfile';

describe('gripStrengthUpdate', () => {
  it('50 + 55 = 105 kg → man 25: very good (formulas §15; the old app’s mean would say poor)', () => {
    const update = gripStrengthUpdate(strengthPerson(), 50, 55);
    expect(update.patch).toEqual({ gripStrength: { gripStrength: 105, category: 'very good', left: 50, right: 55 } });
    expect([...update.requires].sort()).toEqual(['age', 'sex']);
    expect(update.label).toBe('Grip strength');
  });

  it.each([
    [57.5, 57.5, 'excellent'],
    [57, 57.5, 'very good'],
    [52, 52, 'very good'],
    [51.5, 52, 'good'],
    [47.5, 47.5, 'good'],
    [42, 42, 'fair'],
    [41.5, 42, 'poor'],
    [0, 0, 'poor'],
  ])('%s + %s kg, man 20-29 → %s', (left, right, category) => {
    expect(gripStrengthUpdate(strengthPerson(), left, right).patch.gripStrength?.category).toBe(category);
  });

  it('imperial: 110 lb + 121 lb → 50 + 55 kg → 105 kg', () => {
    expect(gripStrengthUpdate(strengthPerson(), lbToKg(110), lbToKg(121)).patch.gripStrength).toEqual({
      gripStrength: 105,
      category: 'very good',
      left: 50,
      right: 55,
    });
  });

  it('woman 30: 30 + 33 = 63 kg → very good', () => {
    expect(gripStrengthUpdate(strengthPerson({ sex: 'FEMALE', age: 30 }), 30, 33).patch.gripStrength?.category).toBe(
      'very good',
    );
  });

  it('age 14 uses the 15-19 group; 70 has no norm', () => {
    expect(gripStrengthUpdate(strengthPerson({ age: 14 }), 50, 55).patch.gripStrength?.category).not.toBe('');
    expect(gripStrengthUpdate(strengthPerson({ age: 70 }), 50, 55).patch.gripStrength?.category).toBe('');
  });

  it.each([
    [-1, 50, 'gripLeft', 'left'],
    [50, -1, 'gripRight', 'right'],
    [2000.5, 50, 'gripLeft', 'left'],
    [Number.NaN, 50, 'gripLeft', 'left'],
  ] as const)('refuses %s + %s, naming the hand', (left, right, field, hand) => {
    expect(() => gripStrengthUpdate(strengthPerson(), left, right)).toThrow(
      new MeasurementInputError(gripHandMessage(hand), field),
    );
  });

  it('needs sex and age', () => {
    const user = strengthPerson({ sex: null });
    expect(applyProfileUpdate(user, gripStrengthUpdate(user, 50, 55))).toEqual({
      ok: false,
      message: 'Grip strength needs your sex first. Please fill out the Demographic Form.',
    });
  });

  it('does not need a weight', () => {
    const user = strengthPerson({ currentWeight: null });
    expect(applyProfileUpdate(user, gripStrengthUpdate(user, 50, 55)).ok).toBe(true);
  });
});

describe('gripStrengthReset', () => {
  it('clears the stored grip strength', () => {
    expect(gripStrengthReset()).toEqual({ label: 'Grip strength', requires: [], patch: { gripStrength: null } });
  });
});
