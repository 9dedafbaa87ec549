// Builds the profile update every VO2 test sends (spec §4): vo2Max with its category, and the raw VO2 it implies.
import type { Vo2MaxResult } from '@/calculators/oxygenUptake';
import { rawVo2 } from '@/calculators/oxygenUptake';
import { classifyVo2Max } from '@/norms';
import type { UserProfile } from '@/profile/profileTypes';
import type { ProfileUpdate, Requirement } from '@/profile/profileUpdate';
import { safely } from './safely';

/** Classification needs sex and age; every VO2 test form asks for them before it can be submitted. */
export const VO2_MAX_REQUIRES: readonly Requirement[] = ['sex', 'age'];

/** Stores vo2Max { vo2Max (mL/kg/min, 2 dp), category (FRIEND 2015), test } and rawVo2 = VO2 max × weight (mL/min). */
export function vo2MaxUpdate(user: UserProfile, result: Vo2MaxResult, test: string, requires: readonly Requirement[] = VO2_MAX_REQUIRES): ProfileUpdate {
  const vo2Max = result.value;
  return {
    label: test,
    requires,
    patch: {
      vo2Max: { vo2Max, category: classifyVo2Max(user.sex, user.age, vo2Max), test },
      rawVo2: user.currentWeight === null ? null : safely(() => rawVo2(vo2Max, user.currentWeight as number)),
    },
  };
}

/** Reset: no stored VO2 max. */
export function vo2MaxReset(): ProfileUpdate {
  return { label: 'VO2 max', requires: [], patch: { vo2Max: null, rawVo2: null } };
}
