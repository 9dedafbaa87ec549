// legPressUpdate / legPressReset: ratio to body weight, the Cooper/ACSM category (ages 20-100), sex and age first,
// the lift kept without a weight.
import { describe, expect, it } from 'vitest';
import { legPressReset, legPressUpdate } from '@/profile/builders/legPressUpdate';
import { TODAYS_WEIGHT_FIELD, oneRepMaxMessage } from '@/profile/builders/oneRepMaxRatio';
import { MeasurementInputError } from '@/profile/builders/measurementInputError';
import { applyProfileUpdate } from '@/profile/profileUpdate';
import { lbToKg } from '@/calculators/units';
import { strengthPerson } from './strengthTestProfile';

describe('legPressUpdate', () => {
  it.each([
    [181.6, 2.27, 'well above average'],
    [181.5, 2.27, 'well above average'],
    [181.4, 2.27, 'well above average'],
    [181.2, 2.27, 'well above average'],
    [181.1, 2.26, 'above average'],
    [164, 2.05, 'above average'],
    [160, 2, 'average'],
    [152.8, 1.91, 'average'],
    [139.2, 1.74, 'below average'],
    [139, 1.74, 'below average'],
    [138.8, 1.74, 'below average'],
    [138.7, 1.73, 'well below average'],
    [0, 0, 'well below average'],
  ])('%s kg for an 80 kg man of 25 → ratio %s → %s', (kg, ratio, category) => {
    expect(legPressUpdate(strengthPerson(), kg).patch).toEqual({
      legPress: { legPress: kg, category, legPressRatio: ratio },
    });
  });

  it('352 lb → 160 kg → ratio 2.00 → average', () => {
    expect(legPressUpdate(strengthPerson(), lbToKg(352)).patch.legPress).toEqual({
      legPress: 160,
      category: 'average',
      legPressRatio: 2,
    });
  });

  it('woman 30, 80 kg: 104 kg → 1.30 → average', () => {
    expect(legPressUpdate(strengthPerson({ sex: 'FEMALE', age: 30 }), 104).patch.legPress).toEqual({
      legPress: 104,
      category: 'average',
      legPressRatio: 1.3,
    });
  });

  it('below 20 there is no norm: the lift and ratio are stored with no category', () => {
    expect(legPressUpdate(strengthPerson({ age: 19 }), 160).patch.legPress).toEqual({
      legPress: 160,
      category: '',
      legPressRatio: 2,
    });
  });

  it('the 60+ group covers ages up to 100 (decision 0030)', () => {
    expect(legPressUpdate(strengthPerson({ age: 100 }), 160).patch.legPress?.category).not.toBe('');
    expect(legPressUpdate(strengthPerson({ age: 101 }), 160).patch.legPress?.category).toBe('');
  });

  it.each([-1, 1001, Number.NaN])('refuses %s kg', (kg) => {
    expect(() => legPressUpdate(strengthPerson(), kg)).toThrow(
      new MeasurementInputError(oneRepMaxMessage('legPress'), 'legPress'),
    );
  });

  it('needs sex and age; without a weight the lift is kept alone, then today’s weight fills in ratio and category', () => {
    const user = strengthPerson({ currentWeight: null });
    const update = legPressUpdate(user, 160);
    expect([...update.requires].sort()).toEqual(['age', 'sex']);
    const kept = applyProfileUpdate(user, update);
    expect(kept.ok && kept.user.legPress).toEqual({ legPress: 160, category: '', legPressRatio: null });
    const weighed = applyProfileUpdate(user, legPressUpdate(user, 160, 80));
    expect(weighed.ok && weighed.user.legPress).toEqual({ legPress: 160, category: 'average', legPressRatio: 2 });
    expect(weighed.ok && weighed.user.currentWeight).toBe(80);
  });

  it('refuses today’s weight outside 40-200 kg on its own field', () => {
    expect(() => legPressUpdate(strengthPerson({ currentWeight: null }), 160, 201)).toThrow(
      new MeasurementInputError('Weight Is Outside Of Acceptable Bounds', TODAYS_WEIGHT_FIELD),
    );
  });
});

describe('legPressReset', () => {
  it('clears the stored leg press', () => {
    expect(legPressReset()).toEqual({ label: 'Leg press', requires: [], patch: { legPress: null } });
  });
});
