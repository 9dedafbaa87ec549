// Builds the profile update for a pushup count (CSEP norms, spec §5 "Test forms"), and its reset.
import { classifyPushups } from '@/norms/classifiers';
import type { UserProfile } from '@/profile/profileTypes';
import type { ProfileUpdate, Requirement } from '@/profile/profileUpdate';
import { requireMeasurement } from './measurementInputError';

export const PUSHUPS_REQUIRES: readonly Requirement[] = ['sex', 'age'];

/** A whole count; at most 3 characters on the form (spec §5). */
export const PUSHUPS_RANGE = { min: 0, max: 999, integer: true } as const;
export const PUSHUPS_MESSAGE = 'Pushups must be a whole number from 0 to 999';

/** Stores pushups { pushups, category }. Throws MeasurementInputError (field 'pushups') for a count out of range. */
export function pushupsUpdate(user: UserProfile, count: number): ProfileUpdate {
  const pushups = requireMeasurement(count, PUSHUPS_RANGE, PUSHUPS_MESSAGE, 'pushups');
  return {
    label: 'Pushups',
    requires: PUSHUPS_REQUIRES,
    patch: { pushups: { pushups, category: classifyPushups(user.sex, user.age, pushups) } },
  };
}

export function pushupsReset(): ProfileUpdate {
  return { label: 'Pushups', requires: [], patch: { pushups: null } };
}
