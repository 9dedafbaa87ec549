// The real-change rule: a change is real only above the cited minimal detectable change, per test and unit system.
import { describe, expect, it } from 'vitest';
import { MDC95_FACTOR, MEASUREMENT_ERRORS } from '@/clients/measurementError';
import { realChangeVerdict, verdictSourceText, verdictText } from '@/clients/realChange';
import { kgToLb } from '@/calculators/units';

// The figure each test is compared with, per unit system, and a previous value (relative MDCs scale with it).
const ABSOLUTE_CASES = [
  { field: 'pushups', metric: true, mdc: 2 },
  { field: 'pushups', metric: false, mdc: 2 },
  { field: 'grip_strength', metric: true, mdc: 5.7 },
  { field: 'grip_strength', metric: false, mdc: 12.4 },
  { field: 'sit_and_reach', metric: true, mdc: 4 },
  { field: 'sit_and_reach', metric: false, mdc: 1.6 },
  { field: 'systolic_blood_pressure', metric: true, mdc: 15.5 },
  { field: 'systolic_blood_pressure', metric: false, mdc: 15.5 },
] as const;

describe('real change at, just below and just above each MDC', () => {
  for (const { field, metric, mdc } of ABSOLUTE_CASES) {
    const units = metric ? 'metric' : 'imperial';
    it(`${field} (${units}): ±${mdc}`, () => {
      for (const sign of [1, -1]) {
        expect(realChangeVerdict(field, 50, sign * mdc, metric)).toMatchObject({ kind: 'within-error', mdc });
        expect(realChangeVerdict(field, 50, sign * (mdc - 0.01), metric).kind).toBe('within-error');
        expect(realChangeVerdict(field, 50, sign * (mdc + 0.01), metric).kind).toBe('real');
      }
      expect(realChangeVerdict(field, 50, 0, metric).kind).toBe('within-error');
    });
  }

  it('pushups count whole repetitions: +2 is within error, +3 is real', () => {
    expect(realChangeVerdict('pushups', 20, 2, true).kind).toBe('within-error');
    expect(realChangeVerdict('pushups', 20, 3, true).kind).toBe('real');
  });

  for (const field of ['bench_press', 'leg_press'] as const) {
    for (const metric of [true, false]) {
      it(`${field} (${metric ? 'metric' : 'imperial'}): 11.6% of the earlier 1RM`, () => {
        const previous = metric ? 100 : 220;
        const mdc = metric ? 11.6 : 25.5; // 220 x 11.6% = 25.52
        expect(realChangeVerdict(field, previous, mdc, metric)).toMatchObject({ kind: 'within-error', mdc });
        expect(realChangeVerdict(field, previous, mdc - 0.1, metric).kind).toBe('within-error');
        expect(realChangeVerdict(field, previous, mdc + 0.1, metric).kind).toBe('real');
        expect(realChangeVerdict(field, previous, -(mdc + 0.1), metric).kind).toBe('real');
      });
    }
  }

  it('the imperial figures are the metric ones converted', () => {
    expect(MEASUREMENT_ERRORS.grip_strength?.mdc).toEqual({ kind: 'absolute', metric: 5.7, imperial: 12.4 });
    expect(kgToLb(4 * Math.SQRT2)).toBeCloseTo(12.45, 2);
    expect(4 / 2.54).toBeCloseTo(1.57, 2);
    expect(MDC95_FACTOR * 5.6).toBeCloseTo(15.5, 1);
    expect(MDC95_FACTOR * 4.2).toBeCloseTo(11.6, 1);
  });
});

describe('tests without a cited figure', () => {
  for (const field of [
    'vo2_max',
    'current_weight',
    'resting_heart_rate',
    'diastolic_blood_pressure',
    'waist_circumference',
    'bmi',
    'chest_skin',
  ]) {
    it(`${field} has no reference, whatever the change`, () => {
      const verdict = realChangeVerdict(field, 40, 30, true);
      expect(verdict).toEqual({ kind: 'no-reference' });
      expect(verdictText(verdict, 'kg')).toBe('no reference for measurement error');
      expect(verdictSourceText(verdict, 'kg')).toBeNull();
    });
  }
});

describe('texts', () => {
  it('names the MDC and its unit, and the source one tap away', () => {
    const within = realChangeVerdict('pushups', 20, 1, true);
    expect(verdictText(within, 'pushups')).toBe('within measurement error (±2 pushups)');
    expect(verdictText(realChangeVerdict('grip_strength', 80, 6, true), 'kg')).toBe('real change');
    const source = verdictSourceText(realChangeVerdict('grip_strength', 80, 6, true), 'kg');
    expect(source).toContain('±5.7 kg, derived');
    expect(source).toContain('Abe T');
  });
});
