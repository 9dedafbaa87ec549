import { describe, expect, it } from 'vitest';
import { RANGE_MESSAGES } from '@/calculators/CalculatorRangeError';
import {
  CARB_SHARE,
  KCAL_PER_GRAM,
  PROTEIN_G_PER_KG,
  macronutrients,
  macrosFromTotal,
} from '@/calculators/macronutrients';
import { NON_FINITE, expectRangeError } from './rangeError';

describe('macronutrients (formulas §17)', () => {
  it('worked example (maintain): man 80 kg, total 2908', () => {
    const m = macronutrients({
      sex: 'MALE',
      weightKg: 80,
      heightCm: 180,
      age: 30,
      activityLevel: 'moderately active',
      goal: 'maintain',
    });
    expect(m.totalCalories).toBe(2908);
    expect(m.carbs).toEqual({ minCal: 1599, maxCal: 1890, minGrams: 400, maxGrams: 473 });
    expect(m.protein).toEqual({ minGrams: 96, maxGrams: 128, minCal: 384, maxCal: 512 });
    expect(m.fats).toEqual({ minCal: 506, maxCal: 925, minGrams: 56, maxGrams: 103 });
    expect(m.goal).toBe('maintain');
  });
  it('fat clamp example: woman 50 kg, 160 cm, 60 y, sedentary, lose → fat min 0, not −37 (decision 0014)', () => {
    const m = macronutrients({
      sex: 'FEMALE',
      weightKg: 50,
      heightCm: 160,
      age: 60,
      activityLevel: 'sedentary',
      goal: 'lose',
    });
    expect(m.totalCalories).toBe(1379);
    expect(m.carbs.maxCal).toBe(896);
    expect(m.protein.maxCal).toBe(520);
    expect(m.fats.minCal).toBe(0);
    expect(m.fats.minGrams).toBe(0);
    expect(m.fats.maxCal).toBe(1379 - 400 - 758); // 221
    expect(m.fats.maxGrams).toBe(25);
  });
  it('uses the protein range of the goal', () => {
    expect(PROTEIN_G_PER_KG).toEqual({ maintain: [1.2, 1.6], gain: [1.8, 2.4], lose: [2, 2.6] });
    expect(macrosFromTotal(2908, 80, 'gain').protein).toEqual({
      minGrams: 144,
      maxGrams: 192,
      minCal: 576,
      maxCal: 768,
    });
    expect(macrosFromTotal(2908, 80, 'lose').protein).toEqual({
      minGrams: 160,
      maxGrams: 208,
      minCal: 640,
      maxCal: 832,
    });
    expect(CARB_SHARE).toEqual([0.55, 0.65]);
    expect(KCAL_PER_GRAM).toEqual({ carbs: 4, protein: 4, fat: 9 });
  });
  it('clamps a negative fat maximum too (extreme body weight with a small total)', () => {
    const m = macrosFromTotal(1000, 181, 'lose');
    expect(m.fats).toEqual({ minCal: 0, maxCal: 0, minGrams: 0, maxGrams: 0 });
  });
  it('checks mass 4.5-181, height 90-244, age 1-100 with the nutrition.json messages', () => {
    const base = { sex: 'MALE', weightKg: 80, heightCm: 180, age: 30, goal: 'maintain' } as const;
    expectRangeError(() => macronutrients({ ...base, weightKg: 181.5 }), RANGE_MESSAGES.mass, 'weight');
    expectRangeError(() => macronutrients({ ...base, weightKg: 4 }), RANGE_MESSAGES.mass, 'weight');
    expectRangeError(() => macronutrients({ ...base, heightCm: 245 }), RANGE_MESSAGES.heightNutrition, 'height');
    expectRangeError(() => macronutrients({ ...base, age: 101 }), RANGE_MESSAGES.age, 'age');
    expect(macronutrients({ ...base, weightKg: 181, heightCm: 244, age: 1 }).totalCalories).toBe(
      Math.round((66 + 2534 + 1220 - 7) * 1.55),
    );
    expectRangeError(() => macrosFromTotal(0, 80, 'maintain'), RANGE_MESSAGES.value, 'totalCalories');
    expectRangeError(() => macrosFromTotal(2908.5, 80, 'maintain'), RANGE_MESSAGES.value, 'totalCalories');
    expectRangeError(() => macrosFromTotal(20_001, 80, 'maintain'), RANGE_MESSAGES.value, 'totalCalories');
    expectRangeError(() => macrosFromTotal(2908, 80, 'bulk' as never), RANGE_MESSAGES.value, 'bodyWeightGoal');
    for (const bad of NON_FINITE) {
      expectRangeError(() => macrosFromTotal(bad, 80, 'maintain'), RANGE_MESSAGES.value);
      expectRangeError(() => macrosFromTotal(2908, bad, 'maintain'), RANGE_MESSAGES.mass);
    }
  });
});
