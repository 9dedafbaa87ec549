// The input rules of spec §5 "Test forms" for the strength and flexibility fields (what the inline messages check).
import type { NumberRules } from '@/components/numberFieldRules';
import { isValidNumber } from '@/components/numberFieldRules';
import { MUSCULAR_AGE, WEIGHT_KG, WEIGHT_LB } from '@/profile/profileLimits';

/** Bench press 1RM: required, 0-2000, step 0.5, at most 6 characters (in the user's unit). */
export const BENCH_PRESS_RULES: NumberRules = { min: 0, max: 2000, maxLength: 6 };
/** Leg press 1RM: 0-2000, step 0.5 (the specification sets no character limit). */
export const LEG_PRESS_RULES: NumberRules = { min: 0, max: 2000 };
/** Grip left and right: 0-2000, step 0.5, at most 6 characters. */
export const GRIP_RULES: NumberRules = { min: 0, max: 2000, maxLength: 6 };
export const HALF_STEP = 0.5;

/** Sit and reach: 0-100 cm, step 0.5, at most 2 characters. */
export const SIT_AND_REACH_RULES: NumberRules = { min: 0, max: 100, maxLength: 2 };
/** The half-centimetre part a sit-and-reach score may add to its two characters (decision 0006: 33.5 is scored as entered). */
const HALF_CM_SUFFIX = /^\d+\.[05]$/;

/**
 * Sit-and-reach rules for what is typed: the specification's "at most 2 characters" counts the whole centimetres, so a
 * half step ("33.5") adds its two characters ".5"; 3 whole digits ("100", "123") are too many characters.
 */
export function sitAndReachRules(text: string): NumberRules {
  const extra = HALF_CM_SUFFIX.test(text.trim()) ? 2 : 0;
  return { ...SIT_AND_REACH_RULES, maxLength: (SIT_AND_REACH_RULES.maxLength ?? 0) + extra };
}

/** Age on the muscular fitness form: whole years 14-125. */
export const MUSCULAR_AGE_RULES: NumberRules = { ...MUSCULAR_AGE };

/** Weight on the muscular fitness form: the demographics bounds, 40-200 kg or 88-440 lb (decision 0034). */
export function bodyWeightRules(metric: boolean): NumberRules {
  const bounds = metric ? WEIGHT_KG : WEIGHT_LB;
  return { min: bounds.min, max: bounds.max };
}

/** Both grip fields empty, or both valid. */
export function isGripPairValid(left: string, right: string): boolean {
  const empty = (text: string) => text.trim() === '';
  if (empty(left) && empty(right)) return true;
  return isValidNumber(left, GRIP_RULES) && isValidNumber(right, GRIP_RULES);
}
