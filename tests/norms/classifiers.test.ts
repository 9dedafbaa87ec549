// Hand-written checks of the published examples and of the invalid inputs storage may hold.
import { describe, it, expect } from 'vitest';
import {
  benchPressCategory,
  classifyBenchPress,
  classifyBloodPressure,
  classifyBloodPressureReading,
  classifyBmi,
  classifyBodyFat,
  classifyGripStrength,
  classifyLegPress,
  classifyPushups,
  classifySitAndReach,
  classifyVo2Max,
  classifyWaistRisk,
  gripStrengthCategory,
  legPressCategory,
} from '../../src/norms/classifiers';
import { classifyByBounds, findAgeGroup } from '../../src/norms/classifyByBounds';
import { BENCH_PRESS, BODY_FAT, PUSHUPS } from '../../src/norms/normTables';

describe('pushups (CSEP)', () => {
  it.each([
    [36, 'excellent'],
    [35, 'very good'],
    [29, 'very good'],
    [28, 'good'],
    [22, 'good'],
    [21, 'fair'],
    [17, 'fair'],
    [16, 'poor'],
    [0, 'poor'],
    [999, 'excellent'],
  ])('men 20-29: %i push-ups are %s', (count, category) => {
    expect(classifyPushups('MALE', 25, count)).toBe(category);
  });

  it('men 40-49: fair starts at 10 (not 8)', () => {
    expect(classifyPushups('MALE', 45, 10)).toBe('fair');
    expect(classifyPushups('MALE', 45, 9)).toBe('poor');
    expect(classifyPushups('MALE', 45, 8)).toBe('poor');
  });

  it('women use their own table', () => {
    expect(classifyPushups('FEMALE', 25, 30)).toBe('excellent');
    expect(classifyPushups('FEMALE', 25, 9)).toBe('poor');
  });

  it('a count outside 0-999 gives no category', () => {
    expect(classifyPushups('MALE', 25, -1)).toBe('');
    expect(classifyPushups('MALE', 25, 1000)).toBe('');
  });
});

describe('VO2max (FRIEND 2015)', () => {
  it('45.5 is excellent for a woman of 30 and good for a man of 30', () => {
    expect(classifyVo2Max('FEMALE', 30, 45.5)).toBe('excellent');
    expect(classifyVo2Max('MALE', 30, 45.5)).toBe('good');
  });

  it('rounds to 2 decimals first: 57.0999999 reaches excellent (57.1), 57.094 does not', () => {
    expect(classifyVo2Max('MALE', 25, 57.0999999)).toBe('excellent');
    expect(classifyVo2Max('MALE', 25, 57.094)).toBe('good');
  });

  it('a value outside 0-100 gives no category', () => {
    expect(classifyVo2Max('MALE', 25, -0.1)).toBe('');
    expect(classifyVo2Max('MALE', 25, 100.01)).toBe('');
    expect(classifyVo2Max('MALE', 25, 100)).toBe('superior');
    expect(classifyVo2Max('MALE', 25, 0)).toBe('very poor');
  });
});

describe('bench press (Cooper Institute)', () => {
  it('ratio 1.32 for a man of 25 is excellent', () => {
    expect(classifyBenchPress('MALE', 25, 1.32)).toBe('excellent');
  });

  it('exact 0.57 for a man of 65 is poor, whichever way the float is computed', () => {
    expect(classifyBenchPress('MALE', 65, 0.57)).toBe('poor');
    expect(classifyBenchPress('MALE', 65, ((57 / 100) * 100) / 100)).toBe('poor');
    expect(classifyBenchPress('MALE', 65, 0.56999999999)).toBe('poor');
    expect(classifyBenchPress('MALE', 65, 0.56)).toBe('very poor');
    expect(benchPressCategory('MALE', 65, 57, 100)).toEqual({ ratio: 0.57, category: 'poor' });
    expect(benchPressCategory('MALE', 65, 39.9, 70)).toEqual({ ratio: 0.57, category: 'poor' });
    expect(benchPressCategory('MALE', 65, 0.57 * 83.3, 83.3)).toEqual({ ratio: 0.57, category: 'poor' });
  });

  it('very poor is returned (six categories)', () => {
    expect(classifyBenchPress('FEMALE', 25, 0.5)).toBe('very poor');
    expect(classifyBenchPress('FEMALE', 25, 0.51)).toBe('poor');
  });

  it('every bound is reached from lift / body weight for several body weights (float-safe)', () => {
    for (const sex of ['MALE', 'FEMALE'] as const) {
      for (const group of BENCH_PRESS.ageGroups) {
        const age = group.maxAge ?? 100;
        const bounds = BENCH_PRESS.lowerBounds[sex][group.label] ?? {};
        for (const [category, bound] of Object.entries(bounds)) {
          if (bound === null) continue;
          for (const bw of [45.5, 57.3, 70, 83.3, 99.9, 123.4, 700]) {
            const lift = bound * bw;
            if (lift > 1000) continue;
            expect(benchPressCategory(sex, age, lift, bw).category, `${sex} ${age} ${lift}/${bw}`).toBe(category);
          }
        }
      }
    }
  });

  it('lift 0-1000 and 0 < body weight <= 700, else no ratio and no category', () => {
    expect(benchPressCategory('MALE', 25, 0, 80)).toEqual({ ratio: 0, category: 'very poor' });
    expect(benchPressCategory('MALE', 25, 1000, 700)).toEqual({ ratio: 1.43, category: 'excellent' });
    expect(benchPressCategory('MALE', 25, -1, 80)).toEqual({ ratio: null, category: '' });
    expect(benchPressCategory('MALE', 25, 1000.5, 80)).toEqual({ ratio: null, category: '' });
    expect(benchPressCategory('MALE', 25, 100, 0)).toEqual({ ratio: null, category: '' });
    expect(benchPressCategory('MALE', 25, 100, 700.5)).toEqual({ ratio: null, category: '' });
    expect(benchPressCategory('MALE', 25, null, 80)).toEqual({ ratio: null, category: '' });
    expect(benchPressCategory('MALE', 101, 100, 80)).toEqual({ ratio: 1.25, category: '' });
    expect(benchPressCategory('X', 25, 100, 80)).toEqual({ ratio: 1.25, category: '' });
  });

  it('ratio rounds half-up: 1.315 is 1.32 (excellent for a man of 25)', () => {
    expect(classifyBenchPress('MALE', 25, 1.315)).toBe('excellent');
    expect(classifyBenchPress('MALE', 25, 1.3149)).toBe('good');
  });
});

describe('leg press (Cooper Institute)', () => {
  it('looks up the ratio with the 60+ group to 100', () => {
    expect(classifyLegPress('MALE', 25, 2.27)).toBe('well above average');
    expect(classifyLegPress('MALE', 25, 1.73)).toBe('well below average');
    expect(classifyLegPress('MALE', 99, 1.43)).toBe('average');
  });

  it('legPressCategory computes the ratio with the same limits', () => {
    expect(legPressCategory('FEMALE', 35, 139, 100)).toEqual({ ratio: 1.39, category: 'above average' });
    expect(legPressCategory('FEMALE', 35, 1001, 100)).toEqual({ ratio: null, category: '' });
    expect(legPressCategory('FEMALE', 19, 139, 100)).toEqual({ ratio: 1.39, category: '' });
  });
});

describe('grip strength (CSEP, sum of both hands)', () => {
  it('105 kg for a man of 25 is very good', () => {
    expect(classifyGripStrength('MALE', 25, 105)).toBe('very good');
  });

  it('114.5 is very good, 115 excellent, 83.5 poor (men 20-29)', () => {
    expect(classifyGripStrength('MALE', 25, 114.5)).toBe('very good');
    expect(classifyGripStrength('MALE', 25, 115)).toBe('excellent');
    expect(classifyGripStrength('MALE', 25, 83.5)).toBe('poor');
  });

  it('men 60-69 fair starts at 73 (not 74)', () => {
    expect(classifyGripStrength('MALE', 65, 73)).toBe('fair');
    expect(classifyGripStrength('MALE', 65, 72.5)).toBe('poor');
  });

  it('gripStrengthCategory classifies the SUM of the best hands', () => {
    expect(gripStrengthCategory('MALE', 25, 52.5, 52.5)).toEqual({ sum: 105, category: 'very good' });
    expect(gripStrengthCategory('FEMALE', 14, 34, 34)).toEqual({ sum: 68, category: 'excellent' });
    expect(gripStrengthCategory('MALE', 25, -1, 52.5)).toEqual({ sum: null, category: '' });
    expect(gripStrengthCategory('MALE', 25, 600, 600)).toEqual({ sum: 1200, category: '' });
  });
});

describe('sit and reach (CSEP)', () => {
  it('a man of 29 with 33.5 cm is good (20-29 group, half cm not rounded up)', () => {
    expect(classifySitAndReach('MALE', 29, 33.5)).toBe('good');
    expect(classifySitAndReach('MALE', 29, 34)).toBe('very good');
    expect(classifySitAndReach('MALE', 30, 33.5)).toBe('very good');
  });

  it('outside 0-100 cm gives no category', () => {
    expect(classifySitAndReach('MALE', 29, 100.5)).toBe('');
    expect(classifySitAndReach('MALE', 29, -0.5)).toBe('');
  });
});

describe('body fat (Cooper Institute / ACSM)', () => {
  it('14.6 % for a man of 30-39 is excellent; 25.2 is very poor (poor ends at 25.1)', () => {
    expect(classifyBodyFat('MALE', 35, 14.6)).toBe('excellent');
    expect(classifyBodyFat('MALE', 35, 25.1)).toBe('poor');
    expect(classifyBodyFat('MALE', 35, 25.2)).toBe('very poor');
  });

  it('rounds to 1 decimal first', () => {
    expect(classifyBodyFat('MALE', 25, 6.449)).toBe('very lean');
    expect(classifyBodyFat('MALE', 25, 6.45)).toBe('excellent');
  });

  it('percent must be 1-100 (after rounding to 1 decimal)', () => {
    expect(classifyBodyFat('MALE', 25, 1)).toBe('very lean');
    expect(classifyBodyFat('MALE', 25, 0.94)).toBe('');
    expect(classifyBodyFat('MALE', 25, 100)).toBe('very poor');
    expect(classifyBodyFat('MALE', 25, 100.1)).toBe('');
  });

  it('women excellent ends at the 85th percentile (16.1 for 20-29)', () => {
    expect(classifyBodyFat('FEMALE', 25, 16.1)).toBe('excellent');
    expect(classifyBodyFat('FEMALE', 25, 16.2)).toBe('good');
  });
});

describe('BMI classes (NHLBI / WHO)', () => {
  it.each([
    [18.49, 'underweight'],
    [18.5, 'normal'],
    [24.99, 'normal'],
    [25, 'overweight'],
    [29.99, 'overweight'],
    [30, 'obesity class 1'],
    [34.99, 'obesity class 1'],
    [35, 'obesity class 2'],
    [39.99, 'obesity class 2'],
    [40, 'obesity class 3'],
    [0.2, 'underweight'],
    [500, 'obesity class 3'],
  ])('%f is %s', (bmi, label) => {
    expect(classifyBmi(bmi)).toBe(label);
  });

  it('rounds to 2 decimals first: 24.995 is 25.00, overweight; 24.9949 stays normal', () => {
    expect(classifyBmi(24.995)).toBe('overweight');
    expect(classifyBmi(24.9949)).toBe('normal');
  });

  it('computed values reach their boundary despite binary floating point', () => {
    const bmi = (18.5 * 1.7 * 1.7) / (1.7 * 1.7);
    expect(classifyBmi(bmi)).toBe('normal');
    expect(classifyBmi(0.1 + 24.9)).toBe('overweight');
  });

  it('no class for zero, negative or non-numbers', () => {
    for (const v of [0, -5, Number.NaN, Number.POSITIVE_INFINITY, null, undefined]) expect(classifyBmi(v)).toBe('');
  });
});

describe('waist risk (Bray 2004), own-sex thresholds', () => {
  it('a man with 95 cm is low; a woman with 95 cm is high; a woman with 89.5 cm is low', () => {
    expect(classifyWaistRisk('MALE', 95)).toBe('low');
    expect(classifyWaistRisk('FEMALE', 95)).toBe('high');
    expect(classifyWaistRisk('FEMALE', 89.5)).toBe('low');
  });

  it.each([
    ['FEMALE', 69.9, 'very low'],
    ['FEMALE', 70, 'low'],
    ['FEMALE', 89.99, 'low'],
    ['FEMALE', 90, 'high'],
    ['FEMALE', 110, 'high'],
    ['FEMALE', 110.01, 'very high'],
    ['FEMALE', 500, 'very high'],
    ['MALE', 20, 'very low'],
    ['MALE', 79.5, 'very low'],
    ['MALE', 80, 'low'],
    ['MALE', 99.5, 'low'],
    ['MALE', 100, 'high'],
    ['MALE', 120, 'high'],
    ['MALE', 120.5, 'very high'],
  ] as const)('%s %f cm is %s', (sex, wc, label) => {
    expect(classifyWaistRisk(sex, wc)).toBe(label);
  });

  it('the float 110.00000000000001 is still high (maxInclusive), 47 in x 2.54 = 119.38 cm is high', () => {
    expect(classifyWaistRisk('FEMALE', 110.00000000000001)).toBe('high');
    expect(classifyWaistRisk('MALE', 47 * 2.54)).toBe('high');
  });

  it('needs sex and 20 <= wc <= 500', () => {
    expect(classifyWaistRisk(null, 95)).toBe('');
    expect(classifyWaistRisk('male', 95)).toBe('');
    expect(classifyWaistRisk('MALE', 19.5)).toBe('');
    expect(classifyWaistRisk('MALE', 500.5)).toBe('');
    expect(classifyWaistRisk('MALE', Number.NaN)).toBe('');
  });
});

describe('blood pressure (JNC 7)', () => {
  it.each([
    [119, 79, 'normal'],
    [120, 79, 'prehypertension'],
    [119, 80, 'prehypertension'],
    [139, 89, 'prehypertension'],
    [140, 60, 'stage 1 hypertension'],
    [110, 90, 'stage 1 hypertension'],
    [159, 99, 'stage 1 hypertension'],
    [160, 70, 'stage 2 hypertension'],
    [110, 100, 'stage 2 hypertension'],
    [139.5, 70, 'prehypertension'],
    [1, 1, 'normal'],
    [400, 200, 'stage 2 hypertension'],
    [100, 95, 'stage 1 hypertension'],
  ])('%f / %f is %s', (sbp, dbp, label) => {
    expect(classifyBloodPressure(sbp, dbp)).toBe(label);
  });

  it('the more severe reading decides', () => {
    expect(classifyBloodPressure(165, 70)).toBe('stage 2 hypertension');
    expect(classifyBloodPressure(125, 95)).toBe('stage 1 hypertension');
  });

  it('sbp 1-400 and dbp 1-200, numbers and non-zero, else no class', () => {
    for (const [s, d] of [
      [0, 80],
      [120, 0],
      [401, 80],
      [120, 201],
      [0.5, 80],
      [Number.NaN, 80],
      [null, 80],
      [120, undefined],
    ]) {
      expect(classifyBloodPressure(s, d)).toBe('');
    }
  });

  // Each reading has its own class from its own column of the table (norms.json#bloodPressure).
  it.each([
    ['systolic', 119, 'normal'],
    ['systolic', 120, 'prehypertension'],
    ['systolic', 139, 'prehypertension'],
    ['systolic', 140, 'stage 1 hypertension'],
    ['systolic', 159, 'stage 1 hypertension'],
    ['systolic', 160, 'stage 2 hypertension'],
    ['diastolic', 76, 'normal'],
    ['diastolic', 79, 'normal'],
    ['diastolic', 80, 'prehypertension'],
    ['diastolic', 89, 'prehypertension'],
    ['diastolic', 90, 'stage 1 hypertension'],
    ['diastolic', 99, 'stage 1 hypertension'],
    ['diastolic', 100, 'stage 2 hypertension'],
  ] as const)('a %s reading of %f alone is %s', (reading, mmHg, label) => {
    expect(classifyBloodPressureReading(reading, mmHg)).toBe(label);
  });

  it('one reading alone can be milder than the class of both: 130/76 is prehypertension, its diastolic normal', () => {
    expect(classifyBloodPressure(130, 76)).toBe('prehypertension');
    expect(classifyBloodPressureReading('systolic', 130)).toBe('prehypertension');
    expect(classifyBloodPressureReading('diastolic', 76)).toBe('normal');
  });

  it('a reading outside its range, or no number, has no class', () => {
    expect(classifyBloodPressureReading('systolic', 401)).toBe('');
    expect(classifyBloodPressureReading('diastolic', 201)).toBe('');
    expect(classifyBloodPressureReading('diastolic', 0)).toBe('');
    expect(classifyBloodPressureReading('systolic', null)).toBe('');
  });
});

describe('invalid inputs never classify and never throw', () => {
  const bad: unknown[] = [
    null,
    undefined,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    '25',
    {},
    [],
  ];
  const classifiers = [
    classifyPushups,
    classifyVo2Max,
    classifyBenchPress,
    classifyLegPress,
    classifyGripStrength,
    classifySitAndReach,
    classifyBodyFat,
  ] as unknown as ((sex: unknown, age: unknown, value: unknown) => string)[];

  it('bad sex, age or value give the empty category', () => {
    for (const classify of classifiers) {
      for (const b of bad) {
        expect(classify(b, 30, 20)).toBe('');
        expect(classify('MALE', b, 20)).toBe('');
        expect(classify('MALE', 30, b)).toBe('');
      }
      expect(classify('male', 30, 20)).toBe('');
      expect(classify('OTHER', 30, 20)).toBe('');
      expect(classify('MALE', -1, 20)).toBe('');
    }
  });
});

describe('the generic lookup', () => {
  it('findAgeGroup picks groups by completed years within the window', () => {
    expect(findAgeGroup(BENCH_PRESS, 0)?.label).toBe('<20');
    expect(findAgeGroup(BENCH_PRESS, 19.99)?.label).toBe('<20');
    expect(findAgeGroup(BENCH_PRESS, 20)?.label).toBe('20-29');
    expect(findAgeGroup(BENCH_PRESS, 100)?.label).toBe('60+');
    expect(findAgeGroup(BENCH_PRESS, 100.5)?.label).toBe('60+');
    expect(findAgeGroup(BENCH_PRESS, 101)).toBeUndefined();
    expect(findAgeGroup(BODY_FAT, 80)?.label).toBe('70-79');
    expect(findAgeGroup(PUSHUPS, -0.5)).toBeUndefined();
    expect(findAgeGroup(PUSHUPS, Number.NaN)).toBeUndefined();
  });

  it('classifyByBounds works on any table of the same shape', () => {
    expect(classifyByBounds(PUSHUPS, 'MALE', 25, 36)).toBe('excellent');
    expect(classifyByBounds(BODY_FAT, 'FEMALE', 25, 14)).toBe('very lean');
  });
});
