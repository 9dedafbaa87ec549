// The merge rules of a client import (decision 0080): records and clients are matched by their stable ids;
// importing the same file twice adds nothing, the newer copy of a record wins, nothing else is touched. Pure.

export interface MergeableRecord {
  readonly timestamp: number;
  readonly recordId?: string | null;
  readonly date: string;
  readonly updatedAt?: string | null;
}

/** When a copy was last written: its updatedAt, else its save date (a record saved before updatedAt existed). */
export function writtenAt(record: Pick<MergeableRecord, 'date' | 'updatedAt'>): number {
  const time = Date.parse(record.updatedAt ?? record.date);
  return Number.isNaN(time) ? 0 : time;
}

export interface SessionMergePlan<T> {
  /** Records not stored yet: added with a fresh key. */
  readonly add: readonly T[];
  /** Stored records whose imported copy is newer: replaced at the stored key. */
  readonly replace: readonly { key: number; record: T }[];
  /** Records already stored as they are, or stored in a newer copy. */
  readonly unchanged: number;
}

/**
 * Plans the session part of an import. An incoming record without a recordId cannot be matched and is refused
 * by the file's validation before this (every exported record has one).
 */
export function planSessionMerge<T extends MergeableRecord>(
  stored: readonly MergeableRecord[],
  incoming: readonly T[],
): SessionMergePlan<T> {
  const storedById = new Map<string, MergeableRecord>();
  for (const record of stored) if (record.recordId) storedById.set(record.recordId, record);
  const add: T[] = [];
  const replace: { key: number; record: T }[] = [];
  let unchanged = 0;
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
    else if (writtenAt(record) > writtenAt(current)) replace.push({ key: current.timestamp, record });
    else unchanged += 1;
  }
  return { add, replace, unchanged };
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

/** 'Imported Alex: 3 sessions added, 1 updated, 2 already here.' */
export function importMessage(name: string, added: number, replaced: number, unchanged: number): string {
  const plural = (n: number) => `${n} session${n === 1 ? '' : 's'}`;
  return `Imported ${name}: ${plural(added)} added, ${replaced} updated, ${unchanged} already here.`;
}
