// Macronutrient ranges from the Harris-Benedict total (formulas §17; nutrition.json#macros; decision 0014).
import nutrition from '@/norms/data/nutrition.json';
import type { BodyWeightGoal } from '@/domain/person';
import { CalculatorRangeError, RANGE_MESSAGES } from './CalculatorRangeError';
import type { EnergyInput } from './energyExpenditure';
import { HARRIS_BENEDICT_RANGES, harrisBenedict } from './energyExpenditure';
import { requireRange } from './guards';
import type { Provenance } from './provenance';
import { roundHalfUp } from './rounding';

function pair(values: readonly number[]): readonly [number, number] {
  const [low, high] = values;
  if (low === undefined || high === undefined) throw new Error('nutrition.json: expected a [min, max] pair');
  return [low, high];
}

/** Carbohydrate 55-65 % of kcal. */
export const CARB_SHARE: readonly [number, number] = pair(nutrition.macros.carbohydrate.shareOfCalories);
/** Protein g per kg of current body weight by goal: maintain 1.2-1.6, gain 1.8-2.4, lose 2.0-2.6. */
export const PROTEIN_G_PER_KG: Readonly<Record<BodyWeightGoal, readonly [number, number]>> = {
  maintain: pair(nutrition.macros.protein.gramsPerKgByGoal.maintain),
  gain: pair(nutrition.macros.protein.gramsPerKgByGoal.gain),
  lose: pair(nutrition.macros.protein.gramsPerKgByGoal.lose),
};
export const KCAL_PER_GRAM = {
  carbs: nutrition.macros.carbohydrate.kcalPerGram,
  protein: nutrition.macros.protein.kcalPerGram,
  fat: nutrition.macros.fat.kcalPerGram,
} as const;
/** Largest total accepted, kcal/day (above any Harris-Benedict total inside its ranges: about 6,000). */
export const MAX_TOTAL_CALORIES = 20_000;

export const MACROS_PROVENANCE: Provenance = {
  method: 'Carbohydrate 55-65 % of kcal; protein g/kg by goal; fat the remainder (min clamped at 0)',
  source: 'Product rule; context: IOM 2005 AMDR, Thomas et al. 2016',
};

export interface MacroRange {
  readonly minGrams: number;
  readonly maxGrams: number;
  readonly minCal: number;
  readonly maxCal: number;
}

export interface Macronutrients {
  /** kcal/day */
  readonly totalCalories: number;
  readonly goal: BodyWeightGoal;
  readonly carbs: MacroRange;
  readonly protein: MacroRange;
  readonly fats: MacroRange;
  readonly method: string;
  readonly source: string;
}

const atLeastZero = (value: number): number => Math.max(0, value);

/**
 * Macros from a daily total (kcal, whole, > 0 and <= 20,000), current body weight (kg, 4.5-181) and goal.
 * Every min/max is whole grams and kcal; fat min (and, for extreme inputs, fat max) below zero is shown as 0.
 */
export function macrosFromTotal(totalCalories: number, weightKg: number, goal: BodyWeightGoal): Macronutrients {
  requireRange(totalCalories, 0, MAX_TOTAL_CALORIES, 'totalCalories', RANGE_MESSAGES.value, {
    minExclusive: true,
    integer: true,
  });
  requireRange(
    weightKg,
    HARRIS_BENEDICT_RANGES.massKg.min,
    HARRIS_BENEDICT_RANGES.massKg.max,
    'weight',
    RANGE_MESSAGES.mass,
  );
  const proteinPerKg = (PROTEIN_G_PER_KG as Partial<Record<string, readonly [number, number]>>)[goal];
  if (!proteinPerKg) throw new CalculatorRangeError(RANGE_MESSAGES.value, 'bodyWeightGoal');

  const [carbLow, carbHigh] = CARB_SHARE;
  const carbs: MacroRange = {
    minCal: roundHalfUp(carbLow * totalCalories), // 55 % of kcal (spec)
    maxCal: roundHalfUp(carbHigh * totalCalories), // 65 % of kcal (spec)
    minGrams: roundHalfUp((carbLow * totalCalories) / KCAL_PER_GRAM.carbs), // 4 kcal/g
    maxGrams: roundHalfUp((carbHigh * totalCalories) / KCAL_PER_GRAM.carbs),
  };
  const [proteinLow, proteinHigh] = proteinPerKg;
  const protein: MacroRange = {
    minGrams: roundHalfUp(proteinLow * weightKg), // g/kg by goal (spec)
    maxGrams: roundHalfUp(proteinHigh * weightKg),
    minCal: roundHalfUp(proteinLow * weightKg * KCAL_PER_GRAM.protein), // 4 kcal/g
    maxCal: roundHalfUp(proteinHigh * weightKg * KCAL_PER_GRAM.protein),
  };
  // Fat is the remainder (spec §9), 9 kcal/g; below zero is shown as 0 (decision 0014).
  const fatMaxCal = atLeastZero(totalCalories - protein.minCal - carbs.minCal);
  const fatMinCal = atLeastZero(totalCalories - protein.maxCal - carbs.maxCal);
  const fats: MacroRange = {
    minCal: roundHalfUp(fatMinCal),
    maxCal: roundHalfUp(fatMaxCal),
    minGrams: roundHalfUp(fatMinCal / KCAL_PER_GRAM.fat),
    maxGrams: roundHalfUp(fatMaxCal / KCAL_PER_GRAM.fat),
  };
  return { totalCalories, goal, carbs, protein, fats, ...MACROS_PROVENANCE };
}

export interface MacroInput extends EnergyInput {
  readonly goal: BodyWeightGoal;
}

/** Harris-Benedict total (harrisBenedict) → macros. Ranges: mass 4.5-181 kg, height 90-244 cm, age 1-100. */
export function macronutrients(input: MacroInput): Macronutrients {
  const { totalCalories } = harrisBenedict(input);
  return macrosFromTotal(totalCalories, input.weightKg, input.goal);
}
