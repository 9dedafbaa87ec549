// The two databases behind the roster, opened once per page (decision 0134: a tab of an older version that blocks the
// client list is said at once, and the roster loads when it closes). Its own module, so the records actor's edit and
// the roster share them without importing each other.
import { CLIENTS_BLOCKED_MESSAGE, openClientsDb, type ClientsDb } from '@/storage/clientsDb';
import { SessionStorageError } from '@/storage/sessionsDb';
import type { RosterStores } from '@/storage/clientRoster';
import { openedSessionsDb, type SessionDatabaseActor } from './sessionDatabase';

let clientsDb: Promise<ClientsDb> | null = null;
/** True while another tab of an older version holds the client list open (decision 0134). */
let clientsDbBlocked = false;
const blockedListeners = new Set<() => void>();
const openedListeners = new Set<() => void>();

export function openedClientsDb(): Promise<ClientsDb> {
  if (clientsDb) return clientsDb;
  const opening = openClientsDb({
    onBlocked: () => {
      clientsDbBlocked = true;
      for (const listener of [...blockedListeners]) listener();
    },
  });
  clientsDb = opening;
  opening.then(
    () => {
      const wasBlocked = clientsDbBlocked;
      clientsDbBlocked = false;
      if (wasBlocked) for (const listener of [...openedListeners]) listener();
    },
    () => {
      clientsDb = null; // a failed open is tried again next time
      clientsDbBlocked = false;
    },
  );
  return opening;
}

/**
 * The client list once open; rejects with CLIENTS_BLOCKED_MESSAGE as soon as (or while) another tab blocks the open,
 * so the roster says what is wrong instead of loading for ever. The open itself goes on and completes when the other
 * tab closes.
 */
export function clientsDbUnlessBlocked(): Promise<ClientsDb> {
  const opening = openedClientsDb();
  return new Promise((resolve, reject) => {
    const refuse = () => reject(new SessionStorageError('open', CLIENTS_BLOCKED_MESSAGE));
    if (clientsDbBlocked) {
      refuse();
      return;
    }
    blockedListeners.add(refuse);
    opening.then(resolve, reject).finally(() => blockedListeners.delete(refuse));
  });
}

/** Both databases, opened once per page. */
export async function rosterStores(database: SessionDatabaseActor): Promise<RosterStores> {
  const [clients, sessions] = await Promise.all([clientsDbUnlessBlocked(), openedSessionsDb(database)]);
  return { clients, sessions };
}

/** Calls `listener` when the client list opens after another tab blocked it; returns the unsubscribe. */
export function onClientsDbOpened(listener: () => void): () => void {
  openedListeners.add(listener);
  return () => openedListeners.delete(listener);
}

/** Tests start each case fresh: the client list is closed and opened again on the next use. */
export function resetRosterStores(): void {
  void clientsDb?.then((db) => db.close()).catch(() => undefined);
  clientsDb = null;
  clientsDbBlocked = false;
  blockedListeners.clear();
}
