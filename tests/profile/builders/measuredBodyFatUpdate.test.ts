// measuredBodyFatUpdate / measuredBodyFatReset (decision 0151): 0-100 %, a method named, classified with the skinfold
// estimate's own classifier and table.
import { describe, expect, it } from 'vitest';
import {
  BODY_FAT_METHOD_MESSAGE,
  MEASURED_BODY_FAT_MESSAGE,
  measuredBodyFatReset,
  measuredBodyFatUpdate,
} from '@/profile/builders/measuredBodyFatUpdate';
import { skinfoldsUpdate } from '@/profile/builders/skinfoldsUpdate';
import { MeasurementInputError } from '@/profile/builders/measurementInputError';
import { reclassifyResults } from '@/profile/builders/reclassifyResults';
import { applyProfileUpdate } from '@/profile/profileUpdate';
import { classifyBodyFat } from '@/norms/classifiers';
import { measuredPerson } from './measurementTestProfile';

describe('measuredBodyFatUpdate', () => {
  it('stores the value, its method and the category of the body-fat table', () => {
    const user = measuredPerson({ sex: 'MALE', age: 40 });
    expect(measuredBodyFatUpdate(user, 24, 'bioimpedance').patch).toEqual({
      measuredBodyFat: { percentage: 24, method: 'bioimpedance', category: classifyBodyFat('MALE', 40, 24) },
    });
    // norms.json#bodyFat, men 40-49: fair up to 23.5, poor up to 26.6.
    expect(measuredBodyFatUpdate(user, 24, 'dexa').patch.measuredBodyFat?.category).toBe('poor');
  });

  it('classes a percentage as the skinfold estimate of the same percentage is classed', () => {
    const user = measuredPerson({ sex: 'FEMALE', age: 35 });
    const estimated = skinfoldsUpdate(user, { tricep: 18, supraIliac: 14, thigh: 25 }).patch.bodyComp;
    expect(estimated).toBeTruthy();
    const measured = measuredBodyFatUpdate(user, estimated!.percentage, 'other').patch.measuredBodyFat;
    expect(measured?.category).toBe(estimated!.category);
    for (const percentage of [5, 12.3, 18, 22.9, 27.5, 33, 45]) {
      expect(measuredBodyFatUpdate(user, percentage, 'dexa').patch.measuredBodyFat?.category).toBe(
        classifyBodyFat('FEMALE', 35, percentage),
      );
    }
  });

  it.each([-0.1, 100.1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s %% with a clear message', (percentage) => {
    expect(() => measuredBodyFatUpdate(measuredPerson(), percentage, 'dexa')).toThrow(
      new MeasurementInputError(MEASURED_BODY_FAT_MESSAGE, 'measuredBodyFat'),
    );
  });

  it.each(['', 'calipers', 'scale'])('refuses a method that is not one of the choices (%j)', (method) => {
    expect(() => measuredBodyFatUpdate(measuredPerson(), 20, method)).toThrow(
      new MeasurementInputError(BODY_FAT_METHOD_MESSAGE, 'bodyFatMethod'),
    );
  });

  it('needs sex and age for its category', () => {
    const user = measuredPerson({ age: null });
    const outcome = applyProfileUpdate(user, measuredBodyFatUpdate(user, 20, 'dexa'));
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.message).toContain('age');
  });

  it('is reclassified when the age changes, by the same table', () => {
    const user = measuredPerson({ sex: 'MALE', age: 25 });
    const stored = { ...user, ...measuredBodyFatUpdate(user, 20, 'bioimpedance').patch };
    const older = reclassifyResults({ ...stored, age: 45 });
    expect(older.measuredBodyFat).toEqual({
      percentage: 20,
      method: 'bioimpedance',
      category: classifyBodyFat('MALE', 45, 20),
    });
    expect(older.measuredBodyFat?.category).not.toBe(stored.measuredBodyFat?.category);
  });
});

describe('measuredBodyFatReset', () => {
  it('clears the measured body fat and needs nothing', () => {
    expect(measuredBodyFatReset()).toEqual({
      label: 'Measured body fat',
      requires: [],
      patch: { measuredBodyFat: null },
    });
  });
});
