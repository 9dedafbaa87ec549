// Builds the profile update for a demographics submission: the entered values plus everything derived from them.
import { estimateHrMax } from '@/calculators/heartRateMax';
import { restingVo2 } from '@/calculators/oxygenUptake';
import type { Demographics } from '@/profile/demographics';
import { bodyWeightGoal } from '@/calculators/bodyWeightGoal';
import type { UserProfile } from '@/profile/profileTypes';
import type { ProfileUpdate } from '@/profile/profileUpdate';
import { reclassifyResults } from './reclassifyResults';
import { safely } from './safely';

/**
 * The profile with new demographic values and everything that depends on them recomputed (maximum heart rate from the
 * age, resting VO2 and the weight goal from the weights, every category): the one way a demographic value changes,
 * whether typed on the form, confirmed on the age check or moved on by a date of birth (decision 0105).
 */
export function withDemographics(user: UserProfile, values: Partial<Demographics>): UserProfile {
  const next: UserProfile = { ...user, ...values };
  const derived: UserProfile = {
    ...next,
    bodyWeightGoal:
      next.currentWeight !== null && next.goalWeight !== null
        ? safely(() => bodyWeightGoal(next.currentWeight as number, next.goalWeight as number))
        : next.bodyWeightGoal,
    hrMax: next.age !== null ? safely(() => estimateHrMax(next.age as number).value) : next.hrMax,
    restingVo2: next.currentWeight !== null ? safely(() => restingVo2(next.currentWeight as number)) : next.restingVo2,
  };
  return { ...derived, ...reclassifyResults(derived) };
}

export function demographicsUpdate(user: UserProfile, demographics: Demographics): ProfileUpdate {
  return { label: 'Demographics', requires: [], patch: withDemographics(user, demographics) };
}

/**
 * The current weight alone changed (the group grid's weight column, decision 0154): the weight as the form checked it
 * (checkedWeightKg), everything that depends on it recomputed exactly as the form's submit recomputes it.
 */
export function currentWeightUpdate(user: UserProfile, currentWeightKg: number): ProfileUpdate {
  return { label: 'Weight', requires: [], patch: withDemographics(user, { currentWeight: currentWeightKg }) };
}
