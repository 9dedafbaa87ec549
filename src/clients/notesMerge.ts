// Notes and goals follow their sessions (decision 0147): what the clients database's 'clientNotes' entries
// (decision 0150) become when one client is merged into another, or one session moves to another client. Works on the
// entries as stored (not as read), so a note this version cannot show is carried as it is; a merge that would have to
// drop or cut anything is refused with the reason instead. Pure: src/storage/reportNotesStore.ts reads and writes.
import { NOTE_MAX_LENGTH, CLIENT_NOTES_SCHEMA_VERSION } from './reportNotes';
import { MEASURES, formatMeasureValue, type MeasureField } from './historyMeasures';

type Entry = Record<string, unknown>;

/** What to write: the target's entry (null = unchanged) and the source's (null = delete it, undefined = unchanged). */
export type NotesMovePlan =
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'write'; readonly target: Entry; readonly source: Entry | null }
  | { readonly kind: 'refused'; readonly reason: string };

function isEntry(value: unknown): value is Entry {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The reasons, as sentences that follow "Nothing was merged: " or "The session was not moved: ". */
const NOT_READABLE =
  'the notes of one of the two clients cannot be read by this version, and moving them could lose them.';
const TOO_LONG = `together the notes would be longer than ${NOTE_MAX_LENGTH} characters. Shorten one of them first.`;

/** An entry's object field (sessionNotes, goals) as stored: {} when absent, null when it is not an object. */
function objectField(entry: Entry, field: 'sessionNotes' | 'goals'): Entry | null {
  const value = entry[field];
  if (value === undefined) return {};
  return isEntry(value) ? value : null;
}

/** Two texts of one place joined: the target's first, then the moved one; one when they are the same or one is empty. */
function joined(kept: unknown, moved: unknown): unknown {
  if (moved === undefined || moved === '' || moved === kept) return kept;
  if (kept === undefined || kept === '') return moved;
  return `${String(kept)}\n\n${String(moved)}`;
}

function tooLong(text: unknown): boolean {
  return typeof text === 'string' && text.length > NOTE_MAX_LENGTH;
}

/** 'Pushups 25 pushups' for a goal as stored (metric), or the stored value as it is when it is not a known goal. */
function goalWords(field: string, value: unknown): string {
  const measure = MEASURES.find((m) => m.field === (field as MeasureField));
  if (!measure || typeof value !== 'number') return `${field} ${String(value)}`;
  return `${measure.label} ${formatMeasureValue(measure, value, true)}`;
}

/**
 * Client `source` merged into client `target` (the Clients screen's "Merge … into another client"):
 * - session notes move with their sessions (they are keyed by the session's record id, which a merge keeps);
 * - the source's note is added below the target's, under a line naming the source ("From Alex Test:");
 * - a goal the target lacks is taken; where both have one, the target's stays and the source's is written into
 *   that line of the note ("Alex Test's goal: Pushups 25 pushups"), so nothing is dropped;
 * - the source's entry is then deleted. Refused when an entry cannot be read or a joined note would be too long.
 */
export function planClientNotesMerge(
  source: unknown,
  target: unknown,
  ids: { readonly sourceId: string; readonly targetId: string },
  sourceName: string,
): NotesMovePlan {
  if (source === undefined) return { kind: 'unchanged' };
  if (!isEntry(source) || (target !== undefined && !isEntry(target))) return { kind: 'refused', reason: NOT_READABLE };
  const here: Entry = target ?? { schemaVersion: CLIENT_NOTES_SCHEMA_VERSION, clientId: ids.targetId };
  const sourceSessions = objectField(source, 'sessionNotes');
  const targetSessions = objectField(here, 'sessionNotes');
  const sourceGoals = objectField(source, 'goals');
  const targetGoals = objectField(here, 'goals');
  if (!sourceSessions || !targetSessions || !sourceGoals || !targetGoals)
    return { kind: 'refused', reason: NOT_READABLE };
  const sourceNote = source.note;
  const targetNote = here.note;
  if (sourceNote !== undefined && typeof sourceNote !== 'string') return { kind: 'refused', reason: NOT_READABLE };
  if (targetNote !== undefined && typeof targetNote !== 'string') return { kind: 'refused', reason: NOT_READABLE };

  const sessionNotes: Entry = { ...targetSessions };
  for (const [recordId, text] of Object.entries(sourceSessions)) {
    sessionNotes[recordId] = joined(targetSessions[recordId], text);
    if (targetSessions[recordId] !== undefined && tooLong(sessionNotes[recordId]))
      return { kind: 'refused', reason: TOO_LONG };
  }
  const goals: Entry = { ...targetGoals };
  const otherGoals: string[] = [];
  for (const [field, value] of Object.entries(sourceGoals)) {
    if (targetGoals[field] === undefined) goals[field] = value;
    else if (targetGoals[field] !== value) otherGoals.push(`${sourceName}'s goal: ${goalWords(field, value)}`);
  }
  // A note the target already has word for word is not added twice.
  const moved = [sourceNote === targetNote ? '' : (sourceNote ?? ''), ...otherGoals]
    .filter((line) => line !== '')
    .join('\n');
  let note: unknown = targetNote;
  if (moved !== '') {
    // A target without a note takes the source's as it is; otherwise it is added below, under the source's name.
    const targetHasNote = targetNote !== undefined && targetNote !== '';
    note = !targetHasNote && otherGoals.length === 0 ? sourceNote : joined(targetNote, `From ${sourceName}:\n${moved}`);
    if (note !== sourceNote && tooLong(note)) return { kind: 'refused', reason: TOO_LONG };
  }
  return {
    kind: 'write',
    target: { ...here, clientId: ids.targetId, ...(note === undefined ? {} : { note }), sessionNotes, goals },
    source: null,
  };
}

/**
 * One session moved from client `from` to client `to`: its note (by record id) moves too, joined below a note the
 * target already has under that id. The rest of both entries stays. Refused when an entry cannot be read.
 */
export function planSessionNoteMove(
  from: unknown,
  to: unknown,
  ids: { readonly fromId: string; readonly toId: string },
  recordId: string,
): NotesMovePlan {
  if (from === undefined) return { kind: 'unchanged' };
  if (!isEntry(from)) return { kind: 'refused', reason: NOT_READABLE };
  const fromSessions = objectField(from, 'sessionNotes');
  if (!fromSessions) return { kind: 'refused', reason: NOT_READABLE };
  if (!Object.prototype.hasOwnProperty.call(fromSessions, recordId)) return { kind: 'unchanged' };
  if (to !== undefined && !isEntry(to)) return { kind: 'refused', reason: NOT_READABLE };
  const here: Entry = to ?? { schemaVersion: CLIENT_NOTES_SCHEMA_VERSION, clientId: ids.toId };
  const toSessions = objectField(here, 'sessionNotes');
  if (!toSessions) return { kind: 'refused', reason: NOT_READABLE };
  const text = joined(toSessions[recordId], fromSessions[recordId]);
  if (toSessions[recordId] !== undefined && tooLong(text)) return { kind: 'refused', reason: TOO_LONG };
  const { [recordId]: _moved, ...left } = fromSessions;
  return {
    kind: 'write',
    target: { ...here, clientId: ids.toId, sessionNotes: { ...toSessions, [recordId]: text } },
    source: { ...from, sessionNotes: left },
  };
}
