// restingHrUpdate / restingHrReset: whole beats 1-500 and complete demographics first.
import { describe, expect, it } from 'vitest';
import { RESTING_HR_MESSAGE, restingHrReset, restingHrUpdate } from '@/profile/builders/restingHrUpdate';
import { MeasurementInputError } from '@/profile/builders/measurementInputError';
import { applyProfileUpdate } from '@/profile/profileUpdate';
import { measuredPerson } from './measurementTestProfile';

describe('restingHrUpdate', () => {
  it.each([1, 60, 500])('stores %s bpm', (bpm) => {
    expect(restingHrUpdate(measuredPerson(), bpm).patch).toEqual({ restingHR: bpm });
  });

  it.each([0, 501, 60.5, -1, Number.NaN])('refuses %s with a clear message', (bpm) => {
    expect(() => restingHrUpdate(measuredPerson(), bpm)).toThrow(
      new MeasurementInputError(RESTING_HR_MESSAGE, 'restingHr'),
    );
  });

  it('needs age, first and last name, sex, height and current weight', () => {
    expect([...restingHrUpdate(measuredPerson(), 60).requires].sort()).toEqual([
      'age',
      'currentWeight',
      'fname',
      'height',
      'lname',
      'sex',
    ]);
    const user = measuredPerson({ height: null, lname: null });
    const outcome = applyProfileUpdate(user, restingHrUpdate(user, 60));
    expect(outcome.ok).toBe(false);
    if (!outcome.ok)
      expect(outcome.message).toBe(
        'Resting heart rate needs your last name and height first. Please fill out the Demographic Form.',
      );
  });
});

describe('restingHrReset', () => {
  it('clears the stored rate and needs nothing', () => {
    expect(restingHrReset()).toEqual({ label: 'Resting heart rate', requires: [], patch: { restingHR: null } });
  });
});
