// The results a set-aside session holds that its saved record does not (decision 0152): what Discard would forget,
// named with the history's measures and units ('Pushups 31, Grip Strength 85 kg'), so the question names it exactly.
import { roundHalfUp } from '@/calculators/rounding';
import type { UserProfile } from '@/profile/profileTypes';
import { sessionRecordFromProfile } from '@/profile/sessionRecordFromProfile';
import { type StoredSessionRecord } from '@/profile/sessionRecord';
import { MEASURES, measureUnit } from './historyMeasures';
import { valueInUserUnits } from './measureChange';

/**
 * Each result (and the weight) of the session's profile that its saved record lacks or holds differently, in the
 * history's order and the user's units; every result when the session was never saved (`saved` null).
 */
export function resultsNotSaved(profile: UserProfile, saved: StoredSessionRecord | null, metric: boolean): string[] {
  const open: StoredSessionRecord = {
    ...sessionRecordFromProfile(profile, new Date(profile.sessionStartedAt ?? 0)),
    timestamp: 0,
  };
  return MEASURES.flatMap((measure) => {
    const value = valueInUserUnits(measure, open, metric);
    if (value === null || (saved !== null && valueInUserUnits(measure, saved, metric) === value)) return [];
    const unit = measureUnit(measure, metric);
    const shown = String(roundHalfUp(value, 2));
    return [unit ? `${measure.label} ${shown} ${unit}` : `${measure.label} ${shown}`];
  });
}
