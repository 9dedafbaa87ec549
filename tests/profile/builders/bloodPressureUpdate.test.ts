// bloodPressureUpdate / bloodPressureReset: JNC 7 classes and the payload rule (both numbers, non-zero, in range).
import { describe, expect, it } from 'vitest';
import {
  BLOOD_PRESSURE_MESSAGE,
  SYSTOLIC_NOT_ABOVE_DIASTOLIC_MESSAGE,
  bloodPressureReset,
  bloodPressureUpdate,
} from '@/profile/builders/bloodPressureUpdate';
import { MeasurementInputError } from '@/profile/builders/measurementInputError';
import { measuredPerson } from './measurementTestProfile';

describe('bloodPressureUpdate', () => {
  it.each([
    [119, 79, 'normal'],
    [120, 79, 'prehypertension'],
    [119, 80, 'prehypertension'],
    [120, 80, 'prehypertension'],
    [139, 89, 'prehypertension'],
    [140, 70, 'stage 1 hypertension'],
    [110, 90, 'stage 1 hypertension'],
    [159, 99, 'stage 1 hypertension'],
    [160, 90, 'stage 2 hypertension'],
    [118, 100, 'stage 2 hypertension'],
    [2, 1, 'normal'],
    [400, 200, 'stage 2 hypertension'],
  ])('%s/%s mmHg → %s', (sbp, dbp, classification) => {
    const update = bloodPressureUpdate(measuredPerson(), sbp, dbp);
    expect(update.patch).toEqual({ bloodPressure: { sbp, dbp, classification } });
    expect(update.requires).toEqual([]);
  });

  it.each([
    [0, 0, 'systolic'],
    [0, 80, 'systolic'],
    [120, 0, 'diastolic'],
    [401, 80, 'systolic'],
    [120, 201, 'diastolic'],
    [Number.NaN, 80, 'systolic'],
    [120, Number.NaN, 'diastolic'],
    [-120, 80, 'systolic'],
  ])('refuses %s/%s with the invalid-payload message, on the %s field', (sbp, dbp, field) => {
    expect(() => bloodPressureUpdate(measuredPerson(), sbp, dbp)).toThrow(MeasurementInputError);
    try {
      bloodPressureUpdate(measuredPerson(), sbp, dbp);
    } catch (error) {
      expect((error as MeasurementInputError).message).toBe(BLOOD_PRESSURE_MESSAGE);
      expect((error as MeasurementInputError).field).toBe(field);
    }
  });

  it.each([
    [80, 80],
    [70, 90],
    [1, 1],
  ])('refuses %s/%s: the systolic must exceed the diastolic (decision 0034)', (sbp, dbp) => {
    expect(() => bloodPressureUpdate(measuredPerson(), sbp, dbp)).toThrow(SYSTOLIC_NOT_ABOVE_DIASTOLIC_MESSAGE);
  });

  it('names both ranges in its message', () => {
    expect(BLOOD_PRESSURE_MESSAGE).toBe('Blood pressure must be systolic 1-400 and diastolic 1-200 mmHg');
  });
});

describe('bloodPressureReset', () => {
  it('clears the stored reading and needs nothing', () => {
    expect(bloodPressureReset()).toEqual({ label: 'Blood pressure', requires: [], patch: { bloodPressure: null } });
  });
});
