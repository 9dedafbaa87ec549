// Grouping of sessions saved before clients existed (decision 0080): records without a client are grouped by
// name, matched to an existing client of that name when there is one. Pure: the storage applies the plan.
import { nameKey } from './clientTypes';

export interface GroupableRecord {
  readonly timestamp: number;
  readonly date: string;
  readonly name: string | null;
  readonly clientId?: string | null;
}

export interface GroupingPlan {
  /** Clients to create: one per name (and one for the records without a name), or one per unknown client id. */
  readonly newClients: readonly { id: string; name: string | null }[];
  /** Which client each ungrouped record joins. */
  readonly assignments: readonly { key: number; clientId: string }[];
  /** How many records were grouped (those without a client id). */
  readonly grouped: number;
}

/**
 * Plans the grouping. A record without a client id joins the client of its name (case and spacing ignored): an
 * existing client of that name, or a new one named as the name's latest record spells it. A record whose client
 * id names no known client (the roster was cleared, or a backup came from another browser) keeps that id and the
 * client is re-created with the record's name. `newId` gives fresh client ids.
 */
export function planGrouping(
  records: readonly GroupableRecord[],
  existing: readonly { id: string; name: string | null }[],
  newId: () => string,
): GroupingPlan {
  const knownIds = new Set(existing.map((c) => c.id));
  const byName = new Map<string | null, string>();
  for (const client of existing) {
    const key = nameKey(client.name);
    if (!byName.has(key)) byName.set(key, client.id);
  }
  const newClients: { id: string; name: string | null }[] = [];
  const assignments: { key: number; clientId: string }[] = [];
  // Latest first, so a new client takes the spelling of the name's latest record.
  const ordered = [...records].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.timestamp - a.timestamp));
  let grouped = 0;
  for (const record of ordered) {
    if (record.clientId) {
      if (!knownIds.has(record.clientId)) {
        knownIds.add(record.clientId);
        newClients.push({ id: record.clientId, name: record.name?.trim() || null });
      }
      continue;
    }
    const key = nameKey(record.name);
    let clientId = byName.get(key);
    if (clientId === undefined) {
      clientId = newId();
      byName.set(key, clientId);
      knownIds.add(clientId);
      newClients.push({ id: clientId, name: record.name?.trim().replace(/\s+/g, ' ') || null });
    }
    assignments.push({ key: record.timestamp, clientId });
    grouped += 1;
  }
  assignments.sort((a, b) => a.key - b.key);
  return { newClients, assignments, grouped };
}

/** 'Grouped 5 saved sessions into 2 clients by name.' */
export function groupingMessage(grouped: number, clients: number): string {
  const sessions = `${grouped} saved session${grouped === 1 ? '' : 's'}`;
  return `Grouped ${sessions} into ${clients} client${clients === 1 ? '' : 's'} by name.`;
}
