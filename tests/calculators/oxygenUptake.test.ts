import { describe, expect, it } from 'vitest';
import { RANGE_MESSAGES } from '@/calculators/CalculatorRangeError';
import {
  ML_KG_MIN_PER_MET,
  metsFromVo2,
  rawVo2,
  restingVo2,
  vo2MaxFromMets,
  vo2MaxResult,
} from '@/calculators/oxygenUptake';
import { NON_FINITE, expectRangeError } from './rangeError';

describe('METs, resting and raw VO2 (formulas §14)', () => {
  it('worked examples: 80 kg, VO2max 45.5 → resting 280 and raw 3640 mL/min; 47.49 → 13.57 METs', () => {
    expect(restingVo2(80)).toBe(280);
    expect(rawVo2(45.5, 80)).toBe(3640);
    expect(metsFromVo2(47.49)).toBe(13.57);
  });
  it('one MET is 3.5 mL/kg/min', () => {
    expect(ML_KG_MIN_PER_MET).toBe(3.5);
    expect(metsFromVo2(3.5)).toBe(1);
    expect(metsFromVo2(0)).toBe(0);
  });
  it('rounds absolute values to 2 decimals', () => {
    expect(restingVo2(68.181818)).toBe(238.64);
    expect(rawVo2(42.37, 68.181818)).toBe(2888.86);
  });
  it('checks its ranges', () => {
    expect(metsFromVo2(150)).toBe(42.86);
    expectRangeError(() => metsFromVo2(-0.01), RANGE_MESSAGES.value);
    expectRangeError(() => metsFromVo2(150.01), RANGE_MESSAGES.value);
    expect(restingVo2(1)).toBe(3.5);
    expect(restingVo2(800)).toBe(2800);
    expectRangeError(() => restingVo2(0.99), RANGE_MESSAGES.weight, 'weight');
    expectRangeError(() => restingVo2(800.01), RANGE_MESSAGES.weight, 'weight');
    expectRangeError(() => rawVo2(150.01, 80), RANGE_MESSAGES.value, 'vo2Max');
    expectRangeError(() => rawVo2(45, 0), RANGE_MESSAGES.weight, 'weight');
    for (const bad of NON_FINITE) {
      expectRangeError(() => metsFromVo2(bad), RANGE_MESSAGES.value);
      expectRangeError(() => restingVo2(bad), RANGE_MESSAGES.weight);
      expectRangeError(() => rawVo2(bad, 80), RANGE_MESSAGES.value);
    }
  });
});

describe('vo2MaxResult', () => {
  const provenance = { method: 'm', source: 's' };
  it('rounds VO2 and derives METs from the unrounded value', () => {
    expect(vo2MaxResult(47.49, provenance, 'f', 'msg')).toEqual({
      value: 47.49,
      mets: 13.57,
      method: 'm',
      source: 's',
    });
    expect(vo2MaxResult(35.004999999, provenance, 'f', 'msg')).toMatchObject({ value: 35, mets: 10 });
  });
  it('never returns zero, negative, super-human or non-finite VO2', () => {
    for (const bad of [0, -1, 0.004, 150.01, ...NON_FINITE])
      expectRangeError(() => vo2MaxResult(bad, provenance, 'f', 'msg'), 'msg', 'f');
    expect(vo2MaxResult(0.005, provenance, 'f', 'msg').value).toBe(0.01);
  });
});

describe('vo2MaxFromMets', () => {
  it('is METs × 3.5 (Bruce stage 4: 13 METs → 45.5; Modified Naughton 13: 14 → 49.0)', () => {
    expect(vo2MaxFromMets(13).value).toBe(45.5);
    expect(vo2MaxFromMets(14).value).toBe(49);
    expect(vo2MaxFromMets(13).mets).toBe(13);
  });
  it('refuses zero, negative, non-finite and super-human capacities', () => {
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, 43]) expect(() => vo2MaxFromMets(bad)).toThrow();
  });
});
