// The step-test results form as pure rules: the 15-second pulse count (decision 0027: a whole number 10-100, at most 3
// characters) and the heart rate it gives as it is typed. The update a submit sends is built by
// src/profile/builders/stepTestVo2Update.ts.
import {
  STEP_TEST_COUNT_RANGE,
  STEP_TEST_MEN_PROVENANCE,
  STEP_TEST_WOMEN_PROVENANCE,
  stepTestHeartRate,
} from '@/calculators/stepTest';
import type { Provenance } from '@/calculators/provenance';
import { stoppedEarlyText } from '@/domain/stopTestIndications';
import { isValidNumber, type NumberRules } from '@/components/numberFieldRules';
import type { UserProfile } from '@/profile/profileTypes';

export const PULSE_COUNT_RULES: NumberRules = {
  min: STEP_TEST_COUNT_RANGE.min,
  max: STEP_TEST_COUNT_RANGE.max,
  maxLength: 3,
  integer: true,
};

/** The heart rate (bpm) for what is typed, or null while it is not a valid count. */
export function heartRateForCount(text: string): number | null {
  return isValidNumber(text, PULSE_COUNT_RULES) ? stepTestHeartRate(Number(text.trim())) : null;
}

/** The equation the step test uses for this person (by sex), or null while the sex is unknown. */
export function stepTestEquation(user: UserProfile): Provenance | null {
  if (user.sex === null) return null;
  return user.sex === 'MALE' ? STEP_TEST_MEN_PROVENANCE : STEP_TEST_WOMEN_PROVENANCE;
}

/** 'VO2 max 47.49 mL/kg/min (McArdle Step Test)', and '. Stopped early: Dizziness' for a test stopped early. */
export function vo2MaxText(vo2Max: NonNullable<UserProfile['vo2Max']>): string {
  const early = vo2Max.stoppedEarly ? `. ${stoppedEarlyText(vo2Max.stoppedEarly)}` : '';
  return `VO2 max ${vo2Max.vo2Max.toFixed(2)} mL/kg/min${vo2Max.test ? ` (${vo2Max.test})` : ''}${early}`;
}

/** What the timer hands the results form: the reason the test was stopped early (decision 50), when it was. */
export interface StepTestResultsState {
  stoppedEarly?: string;
}

/** The reason from the navigation state, when it is readable text (a state from elsewhere is ignored). */
export function stoppedEarlyFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const reason = (state as StepTestResultsState).stoppedEarly;
  return typeof reason === 'string' && reason.trim() !== '' ? reason.trim() : null;
}
