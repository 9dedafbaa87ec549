// Waist-to-hip and waist-to-height ratios (formulas §3). Shown without categories.
import { RANGE_MESSAGES } from './CalculatorRangeError';
import { requireRange } from './guards';
import type { Provenance } from './provenance';
import { roundHalfUp } from './rounding';

/**
 * cm. Waist 20-500 (spec §5 "Waist must be 20 to 500"); hips 20-500 (circumference inputs go to 500; a hip
 * circumference below 20 cm is not a human one, and near 0 the ratio would grow without bound); height as BMI.
 */
export const BODY_RATIO_RANGES = {
  waistCm: { min: 20, max: 500 },
  hipsCm: { min: 20, max: 500 },
  heightCm: { min: 1, max: 274 },
} as const;

export const WAIST_HIP_RATIO_PROVENANCE: Provenance = {
  method: 'Waist-to-hip ratio, waist / hips',
  source: "ACSM's Guidelines for Exercise Testing and Prescription (body composition)",
};

export const WAIST_HEIGHT_RATIO_PROVENANCE: Provenance = {
  method: 'Waist-to-height ratio, waist / height',
  source: "ACSM's Guidelines for Exercise Testing and Prescription (body composition)",
};

function waist(waistCm: number): number {
  return requireRange(
    waistCm,
    BODY_RATIO_RANGES.waistCm.min,
    BODY_RATIO_RANGES.waistCm.max,
    'waist',
    RANGE_MESSAGES.value,
  );
}

/** Waist / hips (both cm), 2 decimals half-up (the old app floored). */
export function waistHipRatio(waistCm: number, hipsCm: number): number {
  waist(waistCm);
  requireRange(hipsCm, BODY_RATIO_RANGES.hipsCm.min, BODY_RATIO_RANGES.hipsCm.max, 'hips', RANGE_MESSAGES.value);
  return roundHalfUp(waistCm / hipsCm, 2); // WHR = waist / hips (ACSM's Guidelines)
}

/** Waist / height (both cm), 2 decimals half-up. */
export function waistHeightRatio(waistCm: number, heightCm: number): number {
  waist(waistCm);
  requireRange(
    heightCm,
    BODY_RATIO_RANGES.heightCm.min,
    BODY_RATIO_RANGES.heightCm.max,
    'height',
    RANGE_MESSAGES.height,
  );
  return roundHalfUp(waistCm / heightCm, 2); // WHtR = waist / height (ACSM's Guidelines)
}
