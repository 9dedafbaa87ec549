// The merge rules of a client import (decision 0080, decision 0132): records and clients are matched by their stable
// ids; importing the same file twice adds nothing, the newer copy of the same client's record wins, a record id that
// is another client's record is a conflict that keeps both, nothing else is touched. Pure.

export interface MergeableRecord {
  readonly timestamp: number;
  readonly recordId?: string | null;
  readonly clientId?: string | null;
  readonly date: string;
  readonly updatedAt?: string | null;
}

/** The fields that say which copy a record is, not what was measured: left out when two records are compared. */
const COPY_FIELDS = new Set(['timestamp', 'recordId', 'updatedAt']);

/** What a record holds, whatever its key, id and write time: two records with the same content are one session. */
export function recordContent(record: object): string {
  return JSON.stringify(
    Object.entries(record)
      .filter(([field, value]) => !COPY_FIELDS.has(field) && value !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

/** When a copy was last written: its updatedAt, else its save date (a record saved before updatedAt existed). */
export function writtenAt(record: Pick<MergeableRecord, 'date' | 'updatedAt'>): number {
  const time = Date.parse(record.updatedAt ?? record.date);
  return Number.isNaN(time) ? 0 : time;
}

export interface SessionMergePlan<T> {
  /** Records not stored yet: added with a fresh key. */
  readonly add: readonly T[];
  /** Stored records of the same client whose imported copy is newer: replaced at the stored key. */
  readonly replace: readonly { key: number; record: T }[];
  /**
   * Records whose id is already another client's record (decision 0132): never written over it; each is added as a
   * new record (a fresh id) beside it, so both are kept, and the import says so.
   */
  readonly conflicts: readonly T[];
  /** Records already stored as they are, or stored in a newer copy. */
  readonly unchanged: number;
}

/**
 * Plans the session part of an import. An incoming record without a recordId cannot be matched and is refused
 * by the file's validation before this (every exported record has one). A stored record is replaced only by a
 * newer copy of the same client's record; a conflict already imported once (the same content stored for the
 * incoming client) is not added again.
 */
export function planSessionMerge<T extends MergeableRecord>(
  stored: readonly MergeableRecord[],
  incoming: readonly T[],
): SessionMergePlan<T> {
  const storedById = new Map<string, MergeableRecord>();
  for (const record of stored) if (record.recordId) storedById.set(record.recordId, record);
  const add: T[] = [];
  const replace: { key: number; record: T }[] = [];
  const conflicts: T[] = [];
  let unchanged = 0;
  const storedContent = new Set(stored.map((record) => `${record.clientId ?? ''} ${recordContent(record)}`));
  const seen = new Set<string>();
  for (const record of incoming) {
    const id = record.recordId;
    if (!id || seen.has(id)) {
      unchanged += 1;
      continue;
    }
    seen.add(id);
    const current = storedById.get(id);
    if (!current) add.push(record);
    else if ((current.clientId ?? null) !== (record.clientId ?? null)) {
      if (storedContent.has(`${record.clientId ?? ''} ${recordContent(record)}`)) unchanged += 1;
      else conflicts.push(record);
    } else if (writtenAt(record) > writtenAt(current)) replace.push({ key: current.timestamp, record });
    else unchanged += 1;
  }
  return { add, replace, conflicts, unchanged };
}

export interface MergeableClient {
  readonly id: string;
  readonly updatedAt: string;
}

/** The client's roster entry: the imported one when there is none stored or it is newer; else the stored one stays. */
export function importedClientWins(stored: MergeableClient | null, incoming: MergeableClient): boolean {
  if (!stored) return true;
  return (Date.parse(incoming.updatedAt) || 0) > (Date.parse(stored.updatedAt) || 0);
}

/**
 * 'Imported Alex: 3 sessions added, 1 updated, 2 already here.' With conflicts (decision 0132), the count is said
 * and that both copies are kept.
 */
export function importMessage(name: string, added: number, replaced: number, unchanged: number, conflicts = 0): string {
  const plural = (n: number) => `${n} session${n === 1 ? '' : 's'}`;
  const base = `Imported ${name}: ${plural(added)} added, ${replaced} updated, ${unchanged} already here.`;
  if (conflicts === 0) return base;
  return (
    `${base} ${plural(conflicts)} of the file had the same record id as another client's session: ` +
    `${conflicts === 1 ? 'it was' : 'they were'} added to ${name} as new ${conflicts === 1 ? 'session' : 'sessions'}, ` +
    "and the other client's sessions are unchanged (both kept)."
  );
}
