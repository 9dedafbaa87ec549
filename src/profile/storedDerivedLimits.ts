// The bounds of every number a stored profile holds that no form takes as typed: the app computed it from values the
// forms took, so its bounds follow from theirs (or from the calculator's own input ranges). A stored value outside them
// (a VO2 max of 1e308, shown rounded as "Infinity") is unreadable like any other field (decision 0032): never shown,
// computed with or exported.
import { BODY_RATIO_RANGES } from '@/calculators/bodyRatios';
import { ML_KG_MIN_PER_MET, OXYGEN_WEIGHT_RANGE, VO2_RANGE } from '@/calculators/oxygenUptake';
import { SIRI_DENSITY_RANGE } from '@/calculators/siriBodyFat';
import { STRENGTH_RANGES } from '@/calculators/strengthRatio';
import type { NumberLimit } from './profileLimits';
import { STORED_BMI } from './sessionRecordLimits';

/** A ratio a / b of two ranged values: from the smallest over the largest to the largest over the smallest. */
const ratioOf = (a: NumberLimit, b: NumberLimit): NumberLimit => ({ min: a.min / b.max, max: a.max / b.min });

const STRENGTH_RATIO = ratioOf(STRENGTH_RANGES.liftKg, STRENGTH_RANGES.bodyWeightKg);

export const STORED_DERIVED_LIMITS = {
  /** mL/kg/min: the range every VO2 max estimate is checked against. */
  vo2Max: VO2_RANGE,
  /** mL/min: 3.5 mL/kg/min × the body mass the calculator takes. */
  restingVo2: { min: ML_KG_MIN_PER_MET * OXYGEN_WEIGHT_RANGE.min, max: ML_KG_MIN_PER_MET * OXYGEN_WEIGHT_RANGE.max },
  /** mL/min: VO2 max × body mass. */
  rawVo2: { min: VO2_RANGE.min * OXYGEN_WEIGHT_RANGE.min, max: VO2_RANGE.max * OXYGEN_WEIGHT_RANGE.max },
  bmi: STORED_BMI,
  waistHipRatio: ratioOf(BODY_RATIO_RANGES.waistCm, BODY_RATIO_RANGES.hipsCm),
  waistHeightRatio: ratioOf(BODY_RATIO_RANGES.waistCm, BODY_RATIO_RANGES.heightCm),
  /** g/cm³: only a density the Siri equation takes gives a body fat, and only then is it stored. */
  bodyDensity: SIRI_DENSITY_RANGE,
  benchPressRatio: STRENGTH_RATIO,
  legPressRatio: STRENGTH_RATIO,
} as const satisfies Record<string, NumberLimit>;
