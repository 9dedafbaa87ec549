// Builds the profile update for a demographics submission: the entered values plus everything derived from them.
import { estimateHrMax } from '@/calculators/heartRateMax';
import { restingVo2 } from '@/calculators/oxygenUptake';
import type { Demographics } from '@/profile/demographics';
import { bodyWeightGoal } from '@/calculators/bodyWeightGoal';
import type { UserProfile } from '@/profile/profileTypes';
import type { ProfileUpdate } from '@/profile/profileUpdate';
import { reclassifyResults } from './reclassifyResults';
import { safely } from './safely';

export function demographicsUpdate(user: UserProfile, demographics: Demographics): ProfileUpdate {
  const next: UserProfile = {
    ...user,
    ...demographics,
    bodyWeightGoal: safely(() => bodyWeightGoal(demographics.currentWeight, demographics.goalWeight)),
    hrMax: safely(() => estimateHrMax(demographics.age).value),
    restingVo2: safely(() => restingVo2(demographics.currentWeight)),
  };
  return { label: 'Demographics', requires: [], patch: { ...next, ...reclassifyResults(next) } };
}
