// The small profile store: reads the profile, unit preference and equipment at start field by field (decision 0032),
// and writes them back merged per field, so a write never drops what another tab stored (profileSync.ts does the
// cross-tab part). Nothing here throws: storage may be missing, full or hold anything; a merged write that the browser
// refuses is reported to the caller in plain words (decision 0071), never dropped in silence.
import { emptyProfile, type UserProfile } from '@/profile/profileTypes';
import { readStoredProfile, toStoredProfile, unreadableFieldName } from '@/profile/readStoredProfile';
import { EQUIPMENT_KEYS, emptyEquipment, type Equipment } from '@/domain/equipment';
import { explainedError, type ExplainedError } from '@/domain/errorMessages';

export const STORAGE_KEYS = {
  user: 'user',
  prefersMetric: 'prefers_metric',
  equipment: 'equipment',
  hrMax: 'hr_max',
  restingV02: 'restingV02',
  rawV02: 'rawV02',
} as const;

/** Where the unreadable originals wait until the user dismisses the message about them (decision 0032). */
export const UNREADABLE_KEY = 'unreadableStoredData';

export interface UnreadableData {
  /** Fields that could not be read, named for people ("age", "calf skinfold", "unit preference"). */
  fields: string[];
  /** The stored text of each key that held an unreadable field, exactly as it was. */
  originals: Partial<Record<string, string>>;
  /**
   * Keys whose original was too large to copy beside itself (a 3,000,000-character name fills local storage): each
   * was moved, as it was stored, to `${UNREADABLE_KEY}:${key}` (`movedOriginalKey`) instead of being copied.
   */
  moved?: string[];
  /**
   * False when no copy could be stored at all (the browser refuses every write): the message says so and why
   * (`copyFailure`), and the original stays only until the profile is next stored.
   */
  copyKept?: boolean;
  /** Why the copy could not be kept, in plain words. */
  copyFailure?: string;
}

/** Where an original too large to copy is moved (decision 0032: kept aside whatever its size). */
export function movedOriginalKey(key: string): string {
  return `${UNREADABLE_KEY}:${key}`;
}

export interface StartupState {
  user: UserProfile;
  equipment: Equipment;
  /** What could not be read at this start or an earlier one whose message is not dismissed yet; null when all read. */
  unreadable: UnreadableData | null;
}

export function safeStorage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null; // storage can be disabled by the browser's privacy settings
  }
}

function getItem(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes or removes one key; returns what the browser threw (storage full, privacy mode), or null. */
function setItem(storage: Storage | null, key: string, value: string | null): unknown {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
    return null;
  } catch (error) {
    // Quota or privacy mode: the in-memory profile still works for this visit; the caller says so.
    return error ?? new Error('storage write failed');
  }
}

/** A refused write of entries the next visit needs: what the user keeps, and what to do. */
export type WriteFailureListener = (failure: ExplainedError) => void;

function reportWriteFailure(error: unknown, onFailure: WriteFailureListener | undefined): void {
  if (error === null || !onFailure) return;
  onFailure(
    explainedError('Your latest entries could not be stored in this browser.', error, {
      unchanged: 'They stay on screen while this page is open; nothing stored earlier was changed.',
    }),
  );
}

/** JSON text → value; text that is not JSON is `unparsable`. */
function parseJson(raw: string | null): { value: unknown; unparsable: boolean } {
  if (raw === null) return { value: undefined, unparsable: false };
  try {
    return { value: JSON.parse(raw), unparsable: false };
  } catch {
    return { value: undefined, unparsable: true };
  }
}

export function newUid(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `uid-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The stored profile text read field by field (unreadable fields named by their stored key). */
export function readProfileText(raw: string | null, prefersMetric = true): { user: UserProfile; unreadable: string[] } {
  const parsed = parseJson(raw);
  if (parsed.unparsable) return { user: emptyProfile(newUid(), prefersMetric), unreadable: ['profile'] };
  return readStoredProfile(parsed.value, newUid, prefersMetric);
}

/** Each tick read on its own: true, false or null; anything else is null and named. */
export function readEquipmentText(raw: string | null): { equipment: Equipment; unreadable: string[] } {
  const parsed = parseJson(raw);
  const equipment = emptyEquipment();
  if (parsed.unparsable) return { equipment, unreadable: ['equipment'] };
  const value = parsed.value;
  if (value === undefined || value === null) return { equipment, unreadable: [] };
  if (typeof value !== 'object' || Array.isArray(value)) return { equipment, unreadable: ['equipment'] };
  const unreadable: string[] = [];
  for (const key of EQUIPMENT_KEYS) {
    const item = (value as Record<string, unknown>)[key];
    if (item === true || item === false || item === 'true' || item === 'false')
      equipment[key] = item === true || item === 'true';
    else if (item !== null && item !== undefined) unreadable.push(`equipment.${key}`);
  }
  return { equipment, unreadable };
}

/** The unit preference: a boolean (or its text); null when absent or unreadable. */
function readPrefersMetric(raw: string | null): { value: boolean | null; unreadable: boolean } {
  const parsed = parseJson(raw);
  const value = parsed.value;
  if (value === true || value === 'true') return { value: true, unreadable: false };
  if (value === false || value === 'false') return { value: false, unreadable: false };
  return { value: null, unreadable: raw !== null };
}

function fieldLabel(field: string): string {
  if (field === 'equipment') return 'equipment checklist';
  if (field.startsWith('equipment.')) return `equipment tick "${field.slice('equipment.'.length)}"`;
  return unreadableFieldName(field);
}

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function readKeptAside(local: Storage | null): UnreadableData | null {
  const parsed = parseJson(getItem(local, UNREADABLE_KEY)).value;
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { fields, originals, moved } = parsed as Partial<UnreadableData>;
  if (!isTextList(fields) || typeof originals !== 'object' || originals === null) return null;
  return isTextList(moved) && moved.length > 0 ? { fields, originals, moved } : { fields, originals };
}

/** Why a write was refused, for the message: a full storage, or a browser that stores nothing here. */
function refusalReason(error: unknown): string {
  return error instanceof DOMException && error.name === 'QuotaExceededError'
    ? "this browser's storage is full"
    : 'this browser refused to store it';
}

/**
 * Moves each original, as stored, to its own key (a copy beside it would not fit): the original's key is emptied
 * first, so the move needs no more room than the original took. Only where the browser stores anything at all (a
 * small probe write), so an original is never removed by a browser that refuses every write; one that could not be
 * moved is put back. Returns the moved keys, or what the browser threw.
 */
function moveOriginalsAside(local: Storage, originals: Partial<Record<string, string>>): string[] | { error: unknown } {
  const probe = setItem(local, movedOriginalKey('probe'), '');
  if (probe !== null) return { error: probe };
  setItem(local, movedOriginalKey('probe'), null);
  const moved: string[] = [];
  for (const [key, raw] of Object.entries(originals)) {
    if (raw === undefined) continue;
    setItem(local, key, null);
    const failure = setItem(local, movedOriginalKey(key), raw);
    if (failure !== null) {
      setItem(local, key, raw);
      return { error: failure };
    }
    moved.push(key);
  }
  return moved;
}

/**
 * Keeps the originals aside (an earlier, not yet dismissed set keeps its originals) and returns all that is pending.
 * A copy that does not fit beside its original is moved instead (decision 0032: kept aside whatever its size);
 * `copyKept: false` with the reason only when the browser stores nothing.
 */
function keepAside(local: Storage | null, found: UnreadableData): UnreadableData {
  const earlier = readKeptAside(local);
  const fields = [...new Set([...(earlier?.fields ?? []), ...found.fields])];
  const merged: UnreadableData = {
    fields,
    originals: { ...found.originals, ...(earlier?.originals ?? {}) },
    ...(earlier?.moved ? { moved: earlier.moved } : {}),
  };
  const failure = setItem(local, UNREADABLE_KEY, JSON.stringify(merged));
  if (failure === null) return merged;
  const moved = local ? moveOriginalsAside(local, found.originals) : { error: failure };
  if (!Array.isArray(moved)) return { ...merged, copyKept: false, copyFailure: refusalReason(moved.error) };
  const aside: UnreadableData = {
    fields,
    originals: earlier?.originals ?? {},
    moved: [...new Set([...(earlier?.moved ?? []), ...moved])],
  };
  const listed = setItem(local, UNREADABLE_KEY, JSON.stringify(aside));
  return listed === null ? aside : { ...aside, copyKept: false, copyFailure: refusalReason(listed) };
}

/** The user dismissed the message: the originals kept aside, copied or moved, are let go (decision 0032). */
export function dismissUnreadableData(): void {
  const local = safeStorage('local');
  for (const key of readKeptAside(local)?.moved ?? []) setItem(local, movedOriginalKey(key), null);
  setItem(local, UNREADABLE_KEY, null);
}

/** The message for the user: what was lost, that the rest is kept, and what to do. */
export function unreadableDataMessage(data: UnreadableData): string {
  const start =
    `Some saved details could not be read and are now empty: ${data.fields.join(', ')}. Everything else was kept. ` +
    'Please enter them again.';
  if (data.copyKept === false) {
    return (
      `${start} A copy of the original could not be kept aside: ${data.copyFailure ?? "this browser's storage is full"}. ` +
      'The original stays stored only until these details are next stored; to keep it, export your data first or free some space.'
    );
  }
  return `${start} A copy of the original is kept until you dismiss this message.`;
}

/** Reads what the app needs at start. Never throws and never destroys: unreadable originals are kept aside. */
export function readStartupState(): StartupState {
  const local = safeStorage('local');
  const rawPrefers = getItem(local, STORAGE_KEYS.prefersMetric);
  const rawUser = getItem(local, STORAGE_KEYS.user);
  const rawEquipment = getItem(local, STORAGE_KEYS.equipment);

  const prefers = readPrefersMetric(rawPrefers);
  const profile = readProfileText(rawUser, prefers.value ?? true);
  // The separate key wins; when it is unreadable the profile's own copy still knows the preference.
  const user = prefers.value === null ? profile.user : { ...profile.user, prefers_metric: prefers.value };
  const equipmentReading = readEquipmentText(rawEquipment);

  const fields = [
    ...profile.unreadable.map(fieldLabel),
    ...(prefers.unreadable && !profile.unreadable.includes('prefers_metric') ? ['unit preference'] : []),
    ...equipmentReading.unreadable.map(fieldLabel),
  ];
  const originals: Partial<Record<string, string>> = {};
  if (profile.unreadable.length > 0 && rawUser !== null) originals[STORAGE_KEYS.user] = rawUser;
  if (prefers.unreadable && rawPrefers !== null) originals[STORAGE_KEYS.prefersMetric] = rawPrefers;
  if (equipmentReading.unreadable.length > 0 && rawEquipment !== null) originals[STORAGE_KEYS.equipment] = rawEquipment;

  // A first start stores the new profile at once: otherwise the first saved change would be merged over another new
  // profile with another uid, and work in progress keyed by the uid in memory (decision 0103) would not match the
  // client after a reload.
  if (rawUser === null) writeProfileNow(user);
  let unreadable = readKeptAside(local);
  if (fields.length > 0) {
    unreadable = keepAside(local, { fields, originals });
    // The readable part is written back, so the next start reads it cleanly; the original waits aside. When no copy
    // could be kept aside, the original is not rewritten: it stays in place until the user decides.
    if (unreadable.copyKept !== false) {
      writeProfileNow(user);
      writeEquipmentNow(equipmentReading.equipment);
    }
  }
  return { user, equipment: equipmentReading.equipment, unreadable };
}

/**
 * Mirrors a whole profile: local storage (read at the next start), session storage (spec §3), and the side keys.
 * Returns what the browser threw for the local copy (the one the next visit reads), or null.
 */
function writeProfileNow(user: UserProfile): unknown {
  const json = JSON.stringify(toStoredProfile(user));
  const local = safeStorage('local');
  const session = safeStorage('session');
  const failure = setItem(local, STORAGE_KEYS.user, json);
  setItem(session, STORAGE_KEYS.user, json);
  setItem(local, STORAGE_KEYS.prefersMetric, JSON.stringify(user.prefers_metric));
  setItem(local, STORAGE_KEYS.hrMax, user.hrMax === null ? null : String(user.hrMax));
  setItem(session, STORAGE_KEYS.restingV02, user.restingVo2 === null ? null : String(user.restingVo2));
  setItem(session, STORAGE_KEYS.rawV02, user.rawVo2 === null ? null : String(user.rawVo2));
  return failure;
}

function writeEquipmentNow(equipment: Equipment): unknown {
  return setItem(safeStorage('local'), STORAGE_KEYS.equipment, JSON.stringify(equipment));
}

/** The top-level fields whose values differ (compared as stored, i.e. as JSON). */
export function changedFields<T extends object>(before: T, after: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = after[key];
  }
  return changes;
}

/**
 * Read-modify-write of only the changed profile fields: what is stored now (perhaps written by another tab) is read
 * field by field, the changes are laid over it, and the result is written. Returns the profile as stored.
 */
export function mergeProfileChanges(changes: Partial<UserProfile>, onFailure?: WriteFailureListener): UserProfile {
  const stored = readProfileText(getItem(safeStorage('local'), STORAGE_KEYS.user)).user;
  const merged: UserProfile = { ...stored, ...changes };
  reportWriteFailure(writeProfileNow(merged), onFailure);
  return merged;
}

/** The same for the equipment ticks. */
export function mergeEquipmentChanges(changes: Partial<Equipment>, onFailure?: WriteFailureListener): Equipment {
  const stored = readEquipmentText(getItem(safeStorage('local'), STORAGE_KEYS.equipment)).equipment;
  const merged: Equipment = { ...stored, ...changes };
  reportWriteFailure(writeEquipmentNow(merged), onFailure);
  return merged;
}

/** Writes a whole profile, replacing what is stored (a start with nothing stored, tests). */
export function writeProfile(user: UserProfile): void {
  writeProfileNow(user);
}

export function writeEquipment(equipment: Equipment): void {
  writeEquipmentNow(equipment);
}
