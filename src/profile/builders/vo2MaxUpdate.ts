// Builds the profile update every VO2 test sends (spec §4): vo2Max with its category, and the raw VO2 it implies.
import type { Vo2MaxResult } from '@/calculators/oxygenUptake';
import { rawVo2 } from '@/calculators/oxygenUptake';
import { classifyVo2Max } from '@/norms/classifiers';
import type { UserProfile } from '@/profile/profileTypes';
import type { ProfileUpdate, Requirement } from '@/profile/profileUpdate';
import { safely } from './safely';

/** Classification needs sex and age; every VO2 test form asks for them before it can be submitted. */
export const VO2_MAX_REQUIRES: readonly Requirement[] = ['sex', 'age'];

/** A stored label is at most 100 characters (the profile schema's limit). */
const STORED_LABEL_LENGTH = 100;

/**
 * Stores vo2Max { vo2Max (mL/kg/min, 2 dp), category (FRIEND 2015), test, method } and rawVo2 = VO2 max × weight
 * (mL/min). `test` says which test produced it and `method` its equation, so a later screen can tell what a new
 * result replaces.
 */
export function vo2MaxUpdate(
  user: UserProfile,
  result: Vo2MaxResult,
  test: string,
  requires: readonly Requirement[] = VO2_MAX_REQUIRES,
  stoppedEarly?: string,
): ProfileUpdate {
  const vo2Max = result.value;
  return {
    label: test,
    requires,
    patch: {
      vo2Max: {
        vo2Max,
        category: classifyVo2Max(user.sex, user.age, vo2Max),
        test: test.slice(0, STORED_LABEL_LENGTH),
        method: result.method.slice(0, STORED_LABEL_LENGTH),
        ...(stoppedEarly?.trim() ? { stoppedEarly: stoppedEarly.trim().slice(0, STORED_LABEL_LENGTH) } : {}),
      },
      rawVo2: user.currentWeight === null ? null : safely(() => rawVo2(vo2Max, user.currentWeight as number)),
    },
  };
}

/** Reset: no stored VO2 max. */
export function vo2MaxReset(): ProfileUpdate {
  return { label: 'VO2 max', requires: [], patch: { vo2Max: null, rawVo2: null } };
}

/**
 * What recording a new VO2 max replaces, e.g. 'Recording this replaces your current VO2 max, 47.49 mL/kg/min from the
 * McArdle Step Test.'; null when there is none yet.
 */
export function vo2ReplacementText(current: UserProfile['vo2Max']): string | null {
  if (!current) return null;
  const from = current.test ? ` from the ${current.test}` : '';
  return `Recording this replaces your current VO2 max, ${current.vo2Max.toFixed(2)} mL/kg/min${from}.`;
}
