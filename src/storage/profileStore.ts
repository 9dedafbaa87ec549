// The small profile store: reads the profile, unit preference and equipment at start, mirrors them on update.
import { emptyProfile, type UserProfile } from '@/profile/profileTypes';
import { parseStoredProfile, toStoredProfile } from '@/profile/profileSchema';
import { EQUIPMENT_KEYS, emptyEquipment, type Equipment } from '@/domain/equipment';

export const STORAGE_KEYS = {
  user: 'user',
  prefersMetric: 'prefers_metric',
  equipment: 'equipment',
  hrMax: 'hr_max',
  restingV02: 'restingV02',
  rawV02: 'rawV02',
} as const;

export const CORRUPT_PROFILE_MESSAGE =
  'Your saved profile could not be read and was reset. Please fill out the Demographic Form again.';

export interface StartupState {
  user: UserProfile;
  equipment: Equipment;
  /** Set once when stored data was unreadable; the app shows it and storage is rewritten clean. */
  problem: string | null;
}

function safeStorage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null; // storage can be disabled by the browser's privacy settings
  }
}

function readJson(storage: Storage | null, key: string): { present: boolean; value: unknown; corrupt: boolean } {
  let raw: string | null;
  try {
    raw = storage?.getItem(key) ?? null;
  } catch {
    raw = null;
  }
  if (raw === null) return { present: false, value: undefined, corrupt: false };
  try {
    return { present: true, value: JSON.parse(raw), corrupt: false };
  } catch {
    return { present: true, value: undefined, corrupt: true };
  }
}

export function newUid(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `uid-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

function parseEquipment(value: unknown): Equipment | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const equipment = emptyEquipment();
  for (const key of EQUIPMENT_KEYS) {
    const item = (value as Record<string, unknown>)[key];
    if (item === true || item === false) equipment[key] = item;
    else if (item !== null && item !== undefined) return null;
  }
  return equipment;
}

/** Reads what the app needs at start. Never throws: unreadable data gives a clean start and a one-time message. */
export function readStartupState(): StartupState {
  const local = safeStorage('local');
  let problem: string | null = null;

  const prefers = readJson(local, STORAGE_KEYS.prefersMetric);
  const prefersMetric = prefers.value !== false;

  const stored = readJson(local, STORAGE_KEYS.user);
  let user = stored.present && !stored.corrupt ? parseStoredProfile(stored.value) : null;
  if (stored.present && user === null) problem = CORRUPT_PROFILE_MESSAGE;
  if (user === null) user = emptyProfile(newUid(), prefersMetric);
  else user = { ...user, prefers_metric: prefersMetric };

  const storedEquipment = readJson(local, STORAGE_KEYS.equipment);
  const equipment = (storedEquipment.present ? parseEquipment(storedEquipment.value) : null) ?? emptyEquipment();
  if (storedEquipment.present && parseEquipment(storedEquipment.value) === null) writeEquipment(equipment);

  if (problem) writeProfile(user); // rewrite clean, so the message is shown once
  return { user, equipment, problem };
}

function setItem(storage: Storage | null, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the in-memory profile still works for this visit.
  }
}

/** Mirrors the profile: local storage (read at the next start), session storage (spec §3), and the side keys. */
export function writeProfile(user: UserProfile): void {
  const json = JSON.stringify(toStoredProfile(user));
  const local = safeStorage('local');
  const session = safeStorage('session');
  setItem(local, STORAGE_KEYS.user, json);
  setItem(session, STORAGE_KEYS.user, json);
  setItem(local, STORAGE_KEYS.prefersMetric, JSON.stringify(user.prefers_metric));
  setItem(local, STORAGE_KEYS.hrMax, user.hrMax === null ? null : String(user.hrMax));
  setItem(session, STORAGE_KEYS.restingV02, user.restingVo2 === null ? null : String(user.restingVo2));
  setItem(session, STORAGE_KEYS.rawV02, user.rawVo2 === null ? null : String(user.rawVo2));
}

export function writeEquipment(equipment: Equipment): void {
  setItem(safeStorage('local'), STORAGE_KEYS.equipment, JSON.stringify(equipment));
}
