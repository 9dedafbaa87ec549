// A profile update as the machine receives it: a computed patch plus the profile data it needs first (spec §4).
import type { UserProfile } from '@/profile/profileTypes';

export type Requirement = 'sex' | 'age' | 'currentWeight' | 'height' | 'fname' | 'lname';

export interface ProfileUpdate {
  /** What is being updated, for messages: "Pushups", "Bench press" … */
  readonly label: string;
  /** The new values, already computed and classified by a pure builder (src/profile/builders). */
  readonly patch: Partial<UserProfile>;
  /** Profile fields that must be present before this update is accepted. */
  readonly requires: readonly Requirement[];
  /** The specification's own text where it has one (waist). */
  readonly missingMessage?: string;
}

export type UpdateOutcome = { ok: true; user: UserProfile } | { ok: false; message: string };

const REQUIREMENT_NAMES: Record<Requirement, string> = {
  sex: 'sex',
  age: 'age',
  currentWeight: 'weight',
  height: 'height',
  fname: 'first name',
  lname: 'last name',
};

export function missingRequirements(user: UserProfile, requires: readonly Requirement[]): Requirement[] {
  return requires.filter((key) => user[key] === null || user[key] === undefined || user[key] === '');
}

function joinNames(names: string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The missing fields named for a message: 'sex, age and weight'. */
export function requirementNames(missing: readonly Requirement[]): string {
  return joinNames(missing.map((m) => REQUIREMENT_NAMES[m]));
}

/** decision 0018: a refused update says what is missing and where to enter it. */
export function refusalMessage(update: ProfileUpdate, missing: readonly Requirement[]): string {
  if (update.missingMessage) return update.missingMessage;
  return `${update.label} needs your ${requirementNames(missing)} first. Please fill out the Demographic Form.`;
}

export function applyProfileUpdate(user: UserProfile, update: ProfileUpdate): UpdateOutcome {
  const missing = missingRequirements(user, update.requires);
  if (missing.length > 0) return { ok: false, message: refusalMessage(update, missing) };
  return { ok: true, user: { ...user, ...update.patch, uid: user.uid } };
}
