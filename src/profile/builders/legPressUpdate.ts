// Builds the profile update for a leg press 1RM (kg): ratio to body weight and its Cooper category; and its reset.
import type { UserProfile } from '@/profile/profileTypes';
import type { ProfileUpdate } from '@/profile/profileUpdate';
import { ONE_REP_MAX_REQUIRES, pressLabel, pressResult } from './oneRepMaxRatio';

/**
 * Stores legPress { legPress (kg, 2 dp), category, legPressRatio (2 dp) }. Requires sex, age and weight. Throws
 * MeasurementInputError (field 'legPress') for a lift outside 0-1000 kg. The norms start at age 20 (category '' below).
 */
export function legPressUpdate(user: UserProfile, liftKg: number): ProfileUpdate {
  const result = pressResult('legPress', user, liftKg, 'legPress');
  const label = pressLabel('legPress');
  if (result.ratio === null) return { label, requires: ONE_REP_MAX_REQUIRES, patch: {} };
  return {
    label,
    requires: ONE_REP_MAX_REQUIRES,
    patch: { legPress: { legPress: result.lift, category: result.category, legPressRatio: result.ratio } },
  };
}

/** Reset: no stored leg press. */
export function legPressReset(): ProfileUpdate {
  return { label: pressLabel('legPress'), requires: [], patch: { legPress: null } };
}
