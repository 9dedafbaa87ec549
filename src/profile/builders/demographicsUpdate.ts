// Builds the profile update for a demographics submission: the entered values plus everything derived from them.
import { estimateHrMax } from '@/calculators/heartRateMax';
import { restingVo2 } from '@/calculators/oxygenUptake';
import type { Demographics } from '../demographics';
import type { BodyWeightGoal, UserProfile } from '../profileTypes';
import type { ProfileUpdate } from '../profileUpdate';
import { reclassifyResults } from './reclassifyResults';
import { safely } from './safely';

/** SPEC section 4: above goal → lose, below → gain, equal → maintain. */
export function deriveBodyWeightGoal(currentWeightKg: number, goalWeightKg: number): BodyWeightGoal {
  if (currentWeightKg > goalWeightKg) return 'lose';
  if (currentWeightKg < goalWeightKg) return 'gain';
  return 'maintain';
}

export function demographicsUpdate(user: UserProfile, demographics: Demographics): ProfileUpdate {
  const next: UserProfile = {
    ...user,
    ...demographics,
    bodyWeightGoal: deriveBodyWeightGoal(demographics.currentWeight, demographics.goalWeight),
    hrMax: safely(() => estimateHrMax(demographics.age).value),
    restingV02: safely(() => restingVo2(demographics.currentWeight)),
  };
  return { label: 'Demographics', requires: [], patch: { ...next, ...reclassifyResults(next) } };
}
