// Notes, goals and the coach's name and logo in the `clients` database (decision 0150): a client's entry in the
// 'clientNotes' store (version 4), the coach's under the 'coach' key of 'meta'. Reads go through the field-by-field
// readers of src/clients/reportNotes.ts; a write reads the stored entry in its own transaction and changes only the
// field it is given, so a field that could not be read stays as it was stored. An entry that is not an object at all
// is never overwritten: the write is refused and says so.
import type { ClientsDb } from './clientsDb';
import { readFailure, writeFailure } from './clientsDb';
import { announceRecordsChanged } from './recordsChannel';
import { ExplainedError } from '@/domain/errorMessages';
import {
  CLIENT_NOTES_SCHEMA_VERSION,
  readClientNotes,
  readCoachSettings,
  type ClientNotes,
  type CoachLogo,
  type CoachSettings,
} from '@/clients/reportNotes';
import type { MeasureField } from '@/clients/historyMeasures';
import { planClientNotesMerge, planSessionNoteMove, type NotesMovePlan } from '@/clients/notesMerge';

const COACH_KEY = 'coach';

/** A merge or move refused because the notes could not follow without a loss (decision 0147). */
export class NotesNotMovedError extends ExplainedError {
  override readonly name = 'NotesNotMovedError';
}

/** A write refused because what is stored cannot be read and would be lost. */
export class UnreadableEntryError extends ExplainedError {
  override readonly name = 'UnreadableEntryError';
}

const UNREADABLE = 'Not saved: what is stored there cannot be read, and saving would replace it. It is kept as it is.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function readNotesOfClient(db: ClientsDb, clientId: string): Promise<ClientNotes> {
  try {
    return readClientNotes(await db.get('clientNotes', clientId), clientId);
  } catch (error) {
    throw readFailure(error);
  }
}

export async function readCoach(db: ClientsDb): Promise<CoachSettings> {
  try {
    const row = await db.get('meta', COACH_KEY);
    if (!isRecord(row)) return readCoachSettings(row);
    const { key: _key, ...settings } = row;
    return readCoachSettings(settings);
  } catch (error) {
    throw readFailure(error);
  }
}

/** Sets (or, with null / '', removes) one key of an object field of a stored entry, keeping everything else. */
function withKey(parent: unknown, key: string, value: unknown): Record<string, unknown> {
  if (parent !== undefined && !isRecord(parent)) throw new UnreadableEntryError(UNREADABLE);
  const next = { ...(parent ?? {}) };
  if (value === null || value === '') delete next[key];
  else next[key] = value;
  return next;
}

async function patchClientNotes(
  db: ClientsDb,
  clientId: string,
  patch: (stored: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  try {
    const tx = db.transaction('clientNotes', 'readwrite');
    const row: unknown = await tx.store.get(clientId);
    if (row !== undefined && !isRecord(row)) throw new UnreadableEntryError(UNREADABLE);
    const stored = row ?? { schemaVersion: CLIENT_NOTES_SCHEMA_VERSION, clientId };
    await tx.store.put({ ...patch(stored), clientId });
    await tx.done;
  } catch (error) {
    if (error instanceof UnreadableEntryError) throw error;
    throw writeFailure(error);
  }
  announceRecordsChanged({ store: 'clients', clientId });
}

/** The note on a client ('' removes it). The caller has checked its length (NOTE_MAX_LENGTH). */
export function writeClientNote(db: ClientsDb, clientId: string, note: string): Promise<void> {
  return patchClientNotes(db, clientId, (stored) => ({ ...stored, note }));
}

/** The note on one session, by its record id ('' removes it). */
export function writeSessionNote(db: ClientsDb, clientId: string, recordId: string, note: string): Promise<void> {
  return patchClientNotes(db, clientId, (stored) => ({
    ...stored,
    sessionNotes: withKey(stored.sessionNotes, recordId, note),
  }));
}

/** A goal for one measure, metric (null removes it). */
export function writeGoal(db: ClientsDb, clientId: string, field: MeasureField, goal: number | null): Promise<void> {
  return patchClientNotes(db, clientId, (stored) => ({ ...stored, goals: withKey(stored.goals, field, goal) }));
}

/** The coach's name and logo; `logo` undefined keeps the stored one, null removes it. */
export async function writeCoach(db: ClientsDb, name: string, logo?: CoachLogo | null): Promise<void> {
  try {
    const tx = db.transaction('meta', 'readwrite');
    const row: unknown = await tx.store.get(COACH_KEY);
    if (row !== undefined && !isRecord(row)) throw new UnreadableEntryError(UNREADABLE);
    const next: Record<string, unknown> = { ...(row ?? {}), key: COACH_KEY, name: name.trim() };
    if (logo !== undefined) next.logo = logo;
    await tx.store.put(next);
    await tx.done;
  } catch (error) {
    if (error instanceof UnreadableEntryError) throw error;
    throw writeFailure(error);
  }
  announceRecordsChanged({ store: 'clients' });
}

/** A client's notes entry as stored (for the client file), or undefined when there is none. */
export async function rawNotesOfClient(db: ClientsDb, clientId: string): Promise<unknown> {
  try {
    return await db.get('clientNotes', clientId);
  } catch (error) {
    throw readFailure(error);
  }
}

/**
 * A client file's notes and goals (decision 0150), read field by field (what cannot be read is left out): each note
 * and goal this device does not have is added; one it has stays as it is here (the coach's own edits win).
 */
export async function importNotes(db: ClientsDb, clientId: string, row: unknown): Promise<void> {
  const imported = readClientNotes(row, clientId);
  if (!imported.note && Object.keys(imported.sessionNotes).length === 0 && Object.keys(imported.goals).length === 0)
    return;
  const tx = db.transaction('clientNotes', 'readwrite');
  const stored: unknown = await tx.store.get(clientId);
  if (stored !== undefined && !isRecord(stored)) {
    await tx.done;
    return; // what is here cannot be read and is kept; the file's notes are not merged into it
  }
  const here = stored ?? { schemaVersion: CLIENT_NOTES_SCHEMA_VERSION, clientId };
  const merged = (field: 'sessionNotes' | 'goals', incoming: Record<string, unknown>) => {
    const own = here[field];
    if (own !== undefined && !isRecord(own)) return own;
    return { ...incoming, ...(own ?? {}) };
  };
  await tx.store.put({
    ...here,
    clientId,
    ...(here.note === undefined || here.note === '' ? (imported.note ? { note: imported.note } : {}) : {}),
    sessionNotes: merged('sessionNotes', imported.sessionNotes),
    goals: merged('goals', imported.goals),
  });
  await tx.done;
}

/**
 * Reads the notes entries of `fromId` and `toId`, plans what they become (src/clients/notesMerge.ts) and, with
 * `write`, writes it in the same transaction: the target's entry put, the source's put or deleted. A refused plan
 * throws NotesNotMovedError before anything is written. Without `write` it only checks, so a caller can refuse
 * before it moves any session.
 */
async function moveNotes(
  db: ClientsDb,
  ids: { readonly fromId: string; readonly toId: string },
  plan: (from: unknown, to: unknown) => NotesMovePlan,
  refused: string,
  write: boolean,
): Promise<void> {
  let planned: NotesMovePlan;
  try {
    if (write) {
      const tx = db.transaction('clientNotes', 'readwrite');
      const [from, to]: unknown[] = await Promise.all([tx.store.get(ids.fromId), tx.store.get(ids.toId)]);
      planned = plan(from, to);
      if (planned.kind === 'write') {
        const { target, source } = planned;
        await Promise.all([
          tx.store.put({ ...target, clientId: ids.toId }),
          source === null ? tx.store.delete(ids.fromId) : tx.store.put({ ...source, clientId: ids.fromId }),
        ]);
      }
      await tx.done;
    } else {
      const [from, to]: unknown[] = await Promise.all([
        db.get('clientNotes', ids.fromId),
        db.get('clientNotes', ids.toId),
      ]);
      planned = plan(from, to);
    }
  } catch (error) {
    throw write ? writeFailure(error) : readFailure(error);
  }
  if (planned.kind === 'refused') throw new NotesNotMovedError(`${refused}: ${planned.reason}`);
  if (write && planned.kind === 'write') announceRecordsChanged({ store: 'clients', clientId: ids.toId });
}

const NOT_MERGED = 'Nothing was merged';
const NOT_MOVED = 'The session was not moved';

/**
 * Client `sourceId` merged into `targetId` (decision 0147): session notes follow their sessions, the source's note
 * and any goal the target also has are added to the target's note under the source's name, the source's entry goes.
 * `write: false` only checks that this can be done without a loss.
 */
export function mergeClientNotes(
  db: ClientsDb,
  sourceId: string,
  targetId: string,
  sourceName: string,
  options: { readonly write: boolean },
): Promise<void> {
  return moveNotes(
    db,
    { fromId: sourceId, toId: targetId },
    (from, to) => planClientNotesMerge(from, to, { sourceId, targetId }, sourceName),
    NOT_MERGED,
    options.write,
  );
}

/** One session (by record id) moved from client `fromId` to `toId`: its note goes with it (decision 0147). */
export function moveSessionNote(
  db: ClientsDb,
  fromId: string,
  toId: string,
  recordId: string,
  options: { readonly write: boolean },
): Promise<void> {
  return moveNotes(
    db,
    { fromId, toId },
    (from, to) => planSessionNoteMove(from, to, { fromId, toId }, recordId),
    NOT_MOVED,
    options.write,
  );
}
