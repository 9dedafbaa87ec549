// Builds the profile update for a leg press 1RM (kg): ratio to body weight and its Cooper category; and its reset.
import type { UserProfile } from '@/profile/profileTypes';
import type { ProfileUpdate } from '@/profile/profileUpdate';
import { pressLabel, pressUpdate } from './oneRepMaxRatio';

/**
 * Stores legPress { legPress (kg, 2 dp), category, legPressRatio (2 dp) }. Requires sex and age. Without a weight in the
 * session the lift is kept alone (ratio null, category '') unless `todaysWeightKg` gives one (decision 0174). Throws
 * MeasurementInputError (field 'legPress') for a lift outside 0-1000 kg. The norms start at age 20 (category '' below).
 */
export function legPressUpdate(user: UserProfile, liftKg: number, todaysWeightKg: number | null = null): ProfileUpdate {
  return pressUpdate('legPress', user, liftKg, todaysWeightKg);
}

/** Reset: no stored leg press. */
export function legPressReset(): ProfileUpdate {
  return { label: pressLabel('legPress'), requires: [], patch: { legPress: null } };
}
