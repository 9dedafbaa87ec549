// The record "I'm sure" saves: sessionRecordFromProfile, with sites stored as 0 ("not measured") saved as null.
import type { UserProfile } from '@/profile/profileTypes';
import { sessionRecordFromProfile, type NewSessionRecord } from '@/storage/sessionRecord';

/** Fields where a stored 0 means the site was not measured (every circumference is a required form field). */
export const UNMEASURED_WHEN_ZERO = [
  'abdomen_circumference', 'arm_circumference', 'buttocks_circumference', 'calf_circumference',
  'forearm_circumference', 'hips_circumference', 'midthigh_circumference',
  'abdominal_skin', 'biceps_skin', 'calf_skin', 'chest_skin', 'midaxillary_skin', 'subscapular_skin',
  'suprailiac_skin', 'thigh_skin', 'triceps_skin',
] as const satisfies readonly (keyof NewSessionRecord)[];

export function sessionRecordForSave(user: UserProfile, now: Date): NewSessionRecord {
  const record = sessionRecordFromProfile(user, now);
  for (const field of UNMEASURED_WHEN_ZERO) {
    if (record[field] === 0) record[field] = null;
  }
  return record;
}
