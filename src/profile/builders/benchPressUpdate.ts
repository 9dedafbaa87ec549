// Builds the profile update for a bench press 1RM (kg): ratio to body weight and its Cooper category; and its reset.
import type { UserProfile } from '@/profile/profileTypes';
import type { ProfileUpdate } from '@/profile/profileUpdate';
import { ONE_REP_MAX_REQUIRES, pressLabel, pressResult } from './oneRepMaxRatio';

/**
 * Stores benchPress { benchPress (kg, 2 dp), category, benchPressRatio (2 dp) }. Requires sex, age and weight (the
 * machine refuses the update naming what is missing). Throws MeasurementInputError (field 'benchPress') for a lift
 * outside 0-1000 kg.
 */
export function benchPressUpdate(user: UserProfile, liftKg: number): ProfileUpdate {
  const result = pressResult('benchPress', user, liftKg, 'benchPress');
  const label = pressLabel('benchPress');
  if (result.ratio === null) return { label, requires: ONE_REP_MAX_REQUIRES, patch: {} };
  return {
    label,
    requires: ONE_REP_MAX_REQUIRES,
    patch: { benchPress: { benchPress: result.lift, category: result.category, benchPressRatio: result.ratio } },
  };
}

/** Reset: no stored bench press. */
export function benchPressReset(): ProfileUpdate {
  return { label: pressLabel('benchPress'), requires: [], patch: { benchPress: null } };
}
