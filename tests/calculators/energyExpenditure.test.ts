import { describe, expect, it } from 'vitest';
import { RANGE_MESSAGES } from '@/calculators/CalculatorRangeError';
import {
  ACTIVITY_FACTORS,
  HARRIS_BENEDICT_CONSTANTS,
  HARRIS_BENEDICT_PROVENANCE,
  activityFactor,
  basalMetabolicRate,
  harrisBenedict,
} from '@/calculators/energyExpenditure';
import type { EnergyInput } from '@/calculators/energyExpenditure';
import { NON_FINITE, expectRangeError } from './rangeError';

const man: EnergyInput = { sex: 'MALE', weightKg: 80, heightCm: 180, age: 30, activityLevel: 'moderately active' };

describe('Harris-Benedict (formulas §16)', () => {
  it('worked example: man 80 kg, 180 cm, 30 y, moderately active → BMR 1876, total 2908 kcal/day', () => {
    expect(harrisBenedict(man)).toEqual({
      bmr: 1876,
      activityLevel: 'moderately active',
      activityFactor: 1.55,
      totalCalories: 2908,
      ...HARRIS_BENEDICT_PROVENANCE,
    });
  });
  it('uses the specification constants (decision 0016)', () => {
    expect(HARRIS_BENEDICT_CONSTANTS.MALE).toMatchObject({ intercept: 66, perKg: 14, perCm: 5, perYear: 7 });
    expect(HARRIS_BENEDICT_CONSTANTS.FEMALE).toMatchObject({ intercept: 655, perKg: 9.6, perCm: 1.85, perYear: 4.7 });
    expect(ACTIVITY_FACTORS).toEqual({
      sedentary: 1.2,
      'light activity': 1.375,
      'moderately active': 1.55,
      'very active': 1.725,
      'extra active': 1.9,
    });
  });
  it('woman 50 kg, 160 cm, 60 y, sedentary → BMR 1149, total 1379', () => {
    const result = harrisBenedict({ sex: 'FEMALE', weightKg: 50, heightCm: 160, age: 60, activityLevel: 'sedentary' });
    expect(result.bmr).toBe(1149);
    expect(result.totalCalories).toBe(1379); // 1378.8
  });
  it('defaults to moderately active and computes the total from the unrounded BMR', () => {
    expect(harrisBenedict({ ...man, activityLevel: null }).totalCalories).toBe(2908);
    expect(harrisBenedict({ sex: 'MALE', weightKg: 80, heightCm: 180, age: 30 }).activityLevel).toBe(
      'moderately active',
    );
    expect(activityFactor()).toBe(1.55);
    // woman 50 kg, 160.5 cm, 40 y: BMR 1243.925 (shown 1244); × 1.375 = 1710.4 → 1710 (1244 × 1.375 would give 1711)
    const w = harrisBenedict({
      sex: 'FEMALE',
      weightKg: 50,
      heightCm: 160.5,
      age: 40,
      activityLevel: 'light activity',
    });
    expect(w.bmr).toBe(1244);
    expect(w.totalCalories).toBe(1710);
    expect(basalMetabolicRate('FEMALE', 50, 160.5, 40)).toBeCloseTo(1243.925, 9);
  });
  it('accepts mass 4.5-181 kg, height 90-244 cm, age 1-100 and throws the nutrition.json messages outside', () => {
    expect(harrisBenedict({ ...man, weightKg: 4.5, heightCm: 90, age: 1 }).totalCalories).toBe(
      Math.round((66 + 63 + 450 - 7) * 1.55),
    );
    expect(harrisBenedict({ ...man, weightKg: 181, heightCm: 244, age: 100 }).bmr).toBe(66 + 2534 + 1220 - 700);
    expectRangeError(
      () => harrisBenedict({ ...man, weightKg: 4.4 }),
      'Mass is outside of the acceptable ranges',
      'weight',
    );
    expectRangeError(() => harrisBenedict({ ...man, weightKg: 181.1 }), RANGE_MESSAGES.mass, 'weight');
    expectRangeError(
      () => harrisBenedict({ ...man, heightCm: 89.9 }),
      'Height is outside of the acceptable ranges',
      'height',
    );
    expectRangeError(() => harrisBenedict({ ...man, heightCm: 244.1 }), RANGE_MESSAGES.heightNutrition, 'height');
    expectRangeError(() => harrisBenedict({ ...man, age: 0.9 }), 'Age is outside of the acceptable range', 'age');
    expectRangeError(() => harrisBenedict({ ...man, age: 100.1 }), RANGE_MESSAGES.age, 'age');
    for (const bad of NON_FINITE) {
      expectRangeError(() => harrisBenedict({ ...man, weightKg: bad }), RANGE_MESSAGES.mass);
      expectRangeError(() => harrisBenedict({ ...man, heightCm: bad }), RANGE_MESSAGES.heightNutrition);
      expectRangeError(() => harrisBenedict({ ...man, age: bad }), RANGE_MESSAGES.age);
    }
  });
  it('never returns a BMR of zero or below (men 4.5 kg, 90 cm, 100 y give −121)', () => {
    expectRangeError(
      () => harrisBenedict({ ...man, weightKg: 4.5, heightCm: 90, age: 100 }),
      RANGE_MESSAGES.value,
      'bmr',
    );
  });
  it('rejects an unknown activity level or sex at run time', () => {
    expectRangeError(() => activityFactor('couch' as never), RANGE_MESSAGES.value, 'activityLevel');
    expectRangeError(() => harrisBenedict({ ...man, sex: 'M' as never }), 'Sex Is Outside Testing Types', 'sex');
  });
});
