// Harris-Benedict basal metabolic rate and total daily energy expenditure (formulas §16;
// constants and ranges from the project copy src/norms/data/nutrition.json; decision 0016).
import nutrition from '@/norms/data/nutrition.json';
import type { ActivityLevel, Sex } from '@/domain/person';
import { CalculatorRangeError, RANGE_MESSAGES } from './CalculatorRangeError';
import { requireRange, requireSex } from './guards';
import type { Provenance } from './provenance';
import { roundHalfUp } from './rounding';

export interface HarrisBenedictConstants {
  readonly intercept: number;
  readonly perKg: number;
  readonly perCm: number;
  readonly perYear: number;
}

/** The specification's (rounded) constants: men 66 + 14·kg + 5·cm − 7·age; women 655 + 9.6·kg + 1.85·cm − 4.7·age. */
export const HARRIS_BENEDICT_CONSTANTS: Readonly<Record<Sex, HarrisBenedictConstants>> = {
  MALE: nutrition.harrisBenedict.productConstants.MALE,
  FEMALE: nutrition.harrisBenedict.productConstants.FEMALE,
};

/** sedentary 1.2, light activity 1.375, moderately active 1.55, very active 1.725, extra active 1.9. */
export const ACTIVITY_FACTORS: Readonly<Record<ActivityLevel, number>> = nutrition.activityFactors.values;
export const DEFAULT_ACTIVITY_LEVEL: ActivityLevel = 'moderately active';

/** Mass 4.5-181 kg, height 90-244 cm, age 1-100 (nutrition.json validRanges). */
export const HARRIS_BENEDICT_RANGES = {
  massKg: { min: 4.5, max: 181 },
  heightCm: { min: 90, max: 244 },
  ageYears: { min: 1, max: 100 },
} as const;

export const HARRIS_BENEDICT_PROVENANCE: Provenance = {
  method: 'Harris-Benedict BMR × activity factor',
  source: 'Harris & Benedict, Carnegie Institution of Washington Publ. 279, 1919',
};

export interface EnergyInput {
  readonly sex: Sex;
  /** kg, 4.5-181 */
  readonly weightKg: number;
  /** cm, 90-244 */
  readonly heightCm: number;
  /** years, 1-100 */
  readonly age: number;
  /** null or undefined → 'moderately active' (the specification's default). */
  readonly activityLevel?: ActivityLevel | null;
}

export interface EnergyExpenditure {
  /** Basal metabolic rate, kcal/day, whole (display only; the total uses the unrounded BMR). */
  readonly bmr: number;
  readonly activityLevel: ActivityLevel;
  readonly activityFactor: number;
  /** round(BMR × activity factor), kcal/day. */
  readonly totalCalories: number;
  readonly method: string;
  readonly source: string;
}

function requireEnergyInput(input: EnergyInput): void {
  requireSex(input.sex);
  const r = HARRIS_BENEDICT_RANGES;
  requireRange(input.weightKg, r.massKg.min, r.massKg.max, 'weight', RANGE_MESSAGES.mass);
  requireRange(input.heightCm, r.heightCm.min, r.heightCm.max, 'height', RANGE_MESSAGES.heightNutrition);
  requireRange(input.age, r.ageYears.min, r.ageYears.max, 'age', RANGE_MESSAGES.age);
}

/**
 * Unrounded BMR, kcal/day. Ranges as HARRIS_BENEDICT_RANGES. The men's equation goes to zero or below for a few
 * extreme combinations inside those ranges (e.g. 4.5 kg, 90 cm, 100 y); that throws 'Value is outside of the acceptable range'.
 */
export function basalMetabolicRate(sex: Sex, weightKg: number, heightCm: number, age: number): number {
  requireEnergyInput({ sex, weightKg, heightCm, age });
  const c = HARRIS_BENEDICT_CONSTANTS[sex];
  const bmr = c.intercept + c.perKg * weightKg + c.perCm * heightCm - c.perYear * age; // Harris & Benedict 1919 (spec constants)
  return requireRange(bmr, 0, Number.MAX_VALUE, 'bmr', RANGE_MESSAGES.value, { minExclusive: true });
}

/** Activity factor for a level; null/undefined → 1.55 (moderately active). */
export function activityFactor(level?: ActivityLevel | null): number {
  const chosen = level ?? DEFAULT_ACTIVITY_LEVEL;
  const factor = (ACTIVITY_FACTORS as Partial<Record<string, number>>)[chosen];
  if (factor === undefined) throw new CalculatorRangeError(RANGE_MESSAGES.value, 'activityLevel');
  return factor;
}

/** BMR and total daily energy expenditure: man 80 kg, 180 cm, 30 y, moderately active → BMR 1876, total 2908 kcal/day. */
export function harrisBenedict(input: EnergyInput): EnergyExpenditure {
  const raw = basalMetabolicRate(input.sex, input.weightKg, input.heightCm, input.age);
  const activityLevel = input.activityLevel ?? DEFAULT_ACTIVITY_LEVEL;
  const factor = activityFactor(activityLevel);
  return {
    bmr: roundHalfUp(raw),
    activityLevel,
    activityFactor: factor,
    totalCalories: roundHalfUp(raw * factor), // total = BMR × activity factor (conventional Harris-Benedict multipliers)
    ...HARRIS_BENEDICT_PROVENANCE,
  };
}
