// The group grid kept as work in progress in local storage (issue 21, decision 0154), so a half-filled grid survives a
// reload, another screen and a second tab. Read back field by field; what cannot be read is kept aside under its own
// key, never deleted (decision 0032), and the grid starts empty.
import * as v from 'valibot';
import { GROUP_TEST_KEYS, type GroupDraft } from '@/profile/groupTests';
import { safeStorage } from './profileStore';

export const GROUP_DRAFT_KEY = 'groupTestDraft';
/** Where an unreadable draft is kept before a new one is written. */
export const GROUP_DRAFT_UNREADABLE_KEY = 'groupTestDraft.unreadable';

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
});

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
