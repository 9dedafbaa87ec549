// The group grid kept as work in progress in local storage (decision 0154), so a half-filled grid survives a
// reload, another screen and a second tab. Read back field by field; what cannot be read is kept aside under its own
// key, never deleted (decision 0032), and the grid starts empty.
import * as v from 'valibot';
import { GROUP_TEST_KEYS, type GroupDraft } from '@/profile/groupTests';
import { safeStorage } from './profileStore';

export const GROUP_DRAFT_KEY = 'groupTestDraft';
/** Where an unreadable draft is kept before a new one is written. */
export const GROUP_DRAFT_UNREADABLE_KEY = 'groupTestDraft.unreadable';
/** Grids of earlier days with rows typed and not saved, set aside (decision 0178): never today's entries. */
export const EARLIER_GROUP_DRAFTS_KEY = 'groupTestDraft.earlier';

/** Bounds of what a draft may hold: a cell's text is short (a form's field is at most 6 characters). */
const MAX_CLIENTS = 1000;
const MAX_TEXT = 20;

const TextsSchema = v.record(v.string(), v.pipe(v.string(), v.maxLength(MAX_TEXT)));
const ByClientSchema = v.record(v.string(), TextsSchema);

const DraftSchema = v.object({
  version: v.literal(1),
  clientIds: v.pipe(v.array(v.string()), v.maxLength(MAX_CLIENTS)),
  testKey: v.picklist(GROUP_TEST_KEYS),
  texts: ByClientSchema,
  saved: ByClientSchema,
  started: v.boolean(),
  // Absent in drafts of earlier builds: an undated draft is not known to be today's (decision 0178).
  day: v.optional(v.pipe(v.string(), v.regex(/^(\d{4}-\d{2}-\d{2})?$/)), ''),
});
const EarlierSchema = v.array(DraftSchema);

/** Calls `listener` with the kept grid each time another tab changes it; returns the unsubscribe. */
export function onGroupDraftChanged(listener: (draft: GroupDraft) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== GROUP_DRAFT_KEY || event.newValue === null) return;
    const draft = readGroupDraft();
    if (draft) listener(draft);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** The kept grid, or null when there is none or it cannot be read (then it is kept aside, untouched). */
export function readGroupDraft(): GroupDraft | null {
  const local = safeStorage('local');
  let raw: string | null;
  try {
    raw = local?.getItem(GROUP_DRAFT_KEY) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  const result = v.safeParse(DraftSchema, parsed);
  if (result.success) {
    const { version: _version, ...draft } = result.output;
    return draft;
  }
  try {
    local?.setItem(GROUP_DRAFT_UNREADABLE_KEY, raw);
  } catch {
    // storage full: the original stays under its key until a new draft is written
  }
  return null;
}

/** Keeps the grid; null forgets it. Resolves false when storage refused the write. */
export function writeGroupDraft(draft: GroupDraft | null): boolean {
  const local = safeStorage('local');
  try {
    if (draft === null) local?.removeItem(GROUP_DRAFT_KEY);
    else local?.setItem(GROUP_DRAFT_KEY, JSON.stringify({ version: 1, ...draft }));
    return local !== null;
  } catch {
    return false;
  }
}

/** The earlier days' grids set aside, oldest first; what cannot be read reads as none and is left as stored. */
export function readEarlierGroupDrafts(): GroupDraft[] {
  const local = safeStorage('local');
  try {
    const raw = local?.getItem(EARLIER_GROUP_DRAFTS_KEY) ?? null;
    if (raw === null) return [];
    const result = v.safeParse(EarlierSchema, JSON.parse(raw));
    return result.success ? result.output.map(({ version: _version, ...draft }) => draft) : [];
  } catch {
    return [];
  }
}

function writeEarlier(list: readonly GroupDraft[]): boolean {
  const local = safeStorage('local');
  try {
    if (list.length === 0) local?.removeItem(EARLIER_GROUP_DRAFTS_KEY);
    else local?.setItem(EARLIER_GROUP_DRAFTS_KEY, JSON.stringify(list.map((draft) => ({ version: 1, ...draft }))));
    return local !== null;
  } catch {
    return false;
  }
}

/** Whether the stored list can be read (a list that cannot is never overwritten: it stays as stored). */
function earlierReadable(): boolean {
  const raw = safeStorage('local')?.getItem(EARLIER_GROUP_DRAFTS_KEY) ?? null;
  if (raw === null) return true;
  try {
    return v.safeParse(EarlierSchema, JSON.parse(raw)).success;
  } catch {
    return false;
  }
}

/**
 * Sets an earlier day's grid aside (its rows not saved), replacing one of the same day and test. False when storage
 * refused or the stored list cannot be read: the caller then keeps the draft where it is.
 */
export function setAsideGroupDraft(draft: GroupDraft): boolean {
  if (!earlierReadable()) return false;
  const others = readEarlierGroupDrafts().filter((d) => d.day !== draft.day || d.testKey !== draft.testKey);
  return writeEarlier([...others, draft]);
}

/** Deletes the earlier day's grid of this day and test (the coach chose to). */
export function forgetEarlierGroupDraft(day: string, testKey: string): void {
  if (!earlierReadable()) return;
  writeEarlier(readEarlierGroupDrafts().filter((d) => d.day !== day || d.testKey !== testKey));
}
