// Builds the profile update for a bench press 1RM (kg): ratio to body weight and its Cooper category; and its reset.
import type { UserProfile } from '@/profile/profileTypes';
import type { ProfileUpdate } from '@/profile/profileUpdate';
import { pressLabel, pressUpdate } from './oneRepMaxRatio';

/**
 * Stores benchPress { benchPress (kg, 2 dp), category, benchPressRatio (2 dp) }. Requires sex and age. Without a weight in the
 * session the lift is kept alone (ratio null, category '') unless `todaysWeightKg` gives one (decision 0174). Throws
 * MeasurementInputError (field 'benchPress') for a lift outside 0-1000 kg.
 */
export function benchPressUpdate(
  user: UserProfile,
  liftKg: number,
  todaysWeightKg: number | null = null,
): ProfileUpdate {
  return pressUpdate('benchPress', user, liftKg, todaysWeightKg);
}

/** Reset: no stored bench press. */
export function benchPressReset(): ProfileUpdate {
  return { label: pressLabel('benchPress'), requires: [], patch: { benchPress: null } };
}
