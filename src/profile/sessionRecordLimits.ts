// The bounds of every number a saved session holds, one per field (decision 0135): the same limits as the form that
// takes the value (decision 0034; src/profile/profileLimits.ts and the builders' ranges), so a value read back from
// storage or a file that no form could have accepted (VO2 max 1e308, a height of 1e308) is unreadable: never
// computed with, shown or exported.
import { VO2_RANGE } from '@/calculators/oxygenUptake';
import { SKINFOLD_RANGE } from '@/calculators/bodyDensity';
import { DIASTOLIC_RANGE, SYSTOLIC_RANGE } from './builders/bloodPressureUpdate';
import { CIRCUMFERENCE_RANGE_CM, WAIST_RANGE_CM } from './builders/circumferencesUpdate';
import { MEASURED_BODY_FAT_RANGE } from './builders/measuredBodyFatUpdate';
import { PUSHUPS_RANGE } from './builders/pushupsUpdate';
import { RESTING_HR_RANGE } from './builders/restingHrUpdate';
import { SIT_AND_REACH_RANGE_CM } from './builders/sitAndReachUpdate';
import {
  GRIP_SUM_KG,
  HEIGHT_CM,
  HR_MAX,
  LIFT_KG,
  STORED_AGE,
  WEIGHT_KG,
  withinLimit,
  type NumberLimit,
} from './profileLimits';
import { bodyFatMethodOf } from '@/domain/bodyFatMethods';
import type { SessionNumberField } from './sessionRecord';

/**
 * BMI is not typed into a form: it is computed from a weight and a height the forms took (formulas §2, kg / m²), so
 * its bounds are the BMI of the lightest weight at the tallest height and of the heaviest at the shortest.
 */
export const STORED_BMI: NumberLimit = {
  min: WEIGHT_KG.min / (HEIGHT_CM.max / 100) ** 2,
  max: WEIGHT_KG.max / (HEIGHT_CM.min / 100) ** 2,
};

const SKINFOLD_MM: NumberLimit = { min: SKINFOLD_RANGE.min, max: SKINFOLD_RANGE.max };

export const SESSION_FIELD_LIMITS: Readonly<Record<SessionNumberField, NumberLimit>> = {
  age: STORED_AGE,
  height: HEIGHT_CM,
  current_weight: WEIGHT_KG,
  goal_weight: WEIGHT_KG,
  bmi: STORED_BMI,
  waist_circumference: WAIST_RANGE_CM,
  max_heart_rate: HR_MAX,
  pushups: PUSHUPS_RANGE,
  grip_strength: GRIP_SUM_KG,
  leg_press: LIFT_KG,
  bench_press: LIFT_KG,
  vo2_max: VO2_RANGE,
  systolic_blood_pressure: SYSTOLIC_RANGE,
  diastolic_blood_pressure: DIASTOLIC_RANGE,
  sit_and_reach: SIT_AND_REACH_RANGE_CM,
  abdomen_circumference: CIRCUMFERENCE_RANGE_CM,
  arm_circumference: CIRCUMFERENCE_RANGE_CM,
  buttocks_circumference: CIRCUMFERENCE_RANGE_CM,
  calf_circumference: CIRCUMFERENCE_RANGE_CM,
  forearm_circumference: CIRCUMFERENCE_RANGE_CM,
  hips_circumference: CIRCUMFERENCE_RANGE_CM,
  midthigh_circumference: CIRCUMFERENCE_RANGE_CM,
  abdominal_skin: SKINFOLD_MM,
  biceps_skin: { min: SKINFOLD_RANGE.min, max: SKINFOLD_RANGE.bicepMax },
  calf_skin: SKINFOLD_MM,
  chest_skin: SKINFOLD_MM,
  midaxillary_skin: SKINFOLD_MM,
  subscapular_skin: SKINFOLD_MM,
  suprailiac_skin: SKINFOLD_MM,
  thigh_skin: SKINFOLD_MM,
  triceps_skin: SKINFOLD_MM,
  resting_heart_rate: RESTING_HR_RANGE,
};

/** True when a stored value of `field` is one its form could have taken (null, no value, always is). */
export function storedValueInBounds(field: SessionNumberField, value: number | null): boolean {
  return value === null || withinLimit(value, SESSION_FIELD_LIMITS[field]);
}

/**
 * A measured body fat (decision 0151) is readable when it is within the form's bounds (0-100 %) and names one of the
 * methods the form offers; without a value there is nothing to read (the method alone is ignored).
 */
export function storedMeasuredBodyFatReadable(
  value: number | null | undefined,
  method: string | null | undefined,
): boolean {
  if (value === null || value === undefined) return true;
  return withinLimit(value, MEASURED_BODY_FAT_RANGE) && bodyFatMethodOf(method) !== null;
}
