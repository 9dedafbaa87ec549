// sitAndReachUpdate / sitAndReachReset: cm as entered (half centimetres not rounded, decision 0006), sex and age first.
import { describe, expect, it } from 'vitest';
import { SIT_AND_REACH_MESSAGE, sitAndReachReset, sitAndReachUpdate } from '@/profile/builders/sitAndReachUpdate';
import { MeasurementInputError } from '@/profile/builders/measurementInputError';
import { applyProfileUpdate } from '@/profile/profileUpdate';
import { strengthPerson } from './strengthTestProfile';

describe('sitAndReachUpdate', () => {
  it('man 29, 33.5 cm → good (not rounded up to very good; 29 is in 20-29)', () => {
    const update = sitAndReachUpdate(strengthPerson({ age: 29 }), 33.5);
    expect(update.patch).toEqual({ sar: { unit: 'cm', value: 33.5, category: 'good' } });
    expect([...update.requires].sort()).toEqual(['age', 'sex']);
  });

  it.each([
    [40, 'excellent'],
    [39.5, 'very good'],
    [34, 'very good'],
    [30, 'good'],
    [29.5, 'fair'],
    [25, 'fair'],
    [24.5, 'poor'],
    [0, 'poor'],
  ])('man 25, %s cm → %s', (cm, category) => {
    expect(sitAndReachUpdate(strengthPerson(), cm).patch.sar?.category).toBe(category);
  });

  it('woman 30: 36 cm → very good', () => {
    expect(sitAndReachUpdate(strengthPerson({ sex: 'FEMALE', age: 30 }), 36).patch.sar?.category).toBe('very good');
  });

  it('ages outside 20-69 have no norm', () => {
    expect(sitAndReachUpdate(strengthPerson({ age: 19 }), 30).patch.sar?.category).toBe('');
    expect(sitAndReachUpdate(strengthPerson({ age: 70 }), 30).patch.sar?.category).toBe('');
  });

  it.each([-0.5, 100.5, Number.NaN])('refuses %s cm', (cm) => {
    expect(() => sitAndReachUpdate(strengthPerson(), cm)).toThrow(
      new MeasurementInputError(SIT_AND_REACH_MESSAGE, 'sitAndReach'),
    );
  });

  it('needs sex and age', () => {
    const user = strengthPerson({ age: null });
    expect(applyProfileUpdate(user, sitAndReachUpdate(user, 30))).toEqual({
      ok: false,
      message: 'Sit and reach needs your age first. Please fill out the Demographic Form.',
    });
  });
});

describe('sitAndReachReset', () => {
  it('clears the stored score', () => {
    expect(sitAndReachReset()).toEqual({ label: 'Sit and reach', requires: [], patch: { sar: null } });
  });
});
