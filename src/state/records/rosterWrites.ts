// The writes others make into the roster (a save, a group test's save, a client file's import): what each does, performed by the roster
// machine in turn once no roster change is under way, and how a sender sends one and learns its outcome. No sender
// waits for the roster itself: the machine keeps the write until it is ready (machines/clientsMachine.ts).
import type { ActorRefFrom } from 'xstate';
import type { clientsMachine, RosterWrite } from '@machines/clientsMachine';
import type { GroupSaveOutcome } from '@machines/groupTestTypes';
import type { UserProfile } from '@/profile/profileTypes';
import type { AppActors } from '@/state/createAppActors';
import { importClient, type ClientImportOutcome } from '@/storage/clientFileImport';
import { readMostRecentSession, writeMostRecentSession } from '@/storage/mostRecentSession';
import { newUid } from '@/storage/profileStore';
import { saveOpenSession } from '@/storage/saveOpenSession';
import { writeGroupRows } from '@/state/group/groupRowsWrite';
import { existingRecordsActor } from './recordsActor';
import { rosterStores } from './rosterStores';
import type { SessionDatabaseActor } from './sessionDatabase';

/** The open session saved: its record's key, whether it was an update, and whether no session was saved before. */
interface SessionWritten {
  readonly key: number;
  readonly updated: boolean;
  readonly firstSave: boolean;
}

/** What each kind of write resolves with. */
interface RosterWriteOutputs {
  saveSession: SessionWritten;
  importClientFile: ClientImportOutcome;
  saveGroupRows: GroupSaveOutcome[];
}

/** What a write needs from the app: the sessions database and the open profile. */
interface RosterWriteDeps {
  database: SessionDatabaseActor;
  profile: AppActors['profile'];
}

async function saveSession(deps: RosterWriteDeps, at: Date): Promise<SessionWritten> {
  const { database, profile } = deps;
  const stores = await rosterStores(database);
  const previous = readMostRecentSession();
  // The roster gives an open profile its session when it loads; where it could not (its database refused a write),
  // the session starts here, so a save is never refused for want of one (decision 0101).
  const open: UserProfile = profile.getSnapshot().context.user;
  if (open.sessionId === null) {
    profile.send({
      type: 'REPLACE_PROFILE',
      user: { ...open, sessionId: newUid(), sessionStartedAt: at.toISOString() },
    });
  }
  const outcome = await saveOpenSession(stores, profile.getSnapshot().context.user, at);
  writeMostRecentSession(outcome.record);
  // The records machine learns the open session's saved date: from the next day on, it is over (decision 0172).
  const { clientId, recordId, date } = outcome.record;
  if (clientId && recordId)
    existingRecordsActor()?.send({ type: 'SESSION_SAVED', clientId, sessionId: recordId, date });
  return { key: outcome.key, updated: outcome.updated, firstSave: previous === null };
}

/** Performs one write: the roster machine's `write` actor. */
export async function performRosterWrite(deps: RosterWriteDeps, write: RosterWrite): Promise<unknown> {
  if (write.kind === 'saveSession') return saveSession(deps, new Date(write.at));
  if (write.kind === 'saveGroupRows') return writeGroupRows(deps, write.input, new Date(write.at));
  return importClient(await rosterStores(deps.database), write.text);
}

let lastWriteId = 0;

/**
 * Sends a write to the roster and resolves with its outcome (or rejects with its failure) once the roster has
 * performed it: at once when the roster is ready, else after what is under way and the writes sent before it.
 */
export function writeToRoster<W extends RosterWrite>(
  clients: ActorRefFrom<typeof clientsMachine>,
  write: W,
): Promise<RosterWriteOutputs[W['kind']]> {
  lastWriteId += 1;
  const id = `write-${lastWriteId}`;
  return new Promise((resolve, reject) => {
    const subscriptions = [
      clients.on('written', (event) => {
        if (event.id !== id) return;
        stop();
        resolve(event.output as RosterWriteOutputs[W['kind']]);
      }),
      clients.on('writeFailed', (event) => {
        if (event.id !== id) return;
        stop();
        reject(event.error);
      }),
      // A roster stopped first (the app's state replaced) never performs it: the sender hears so.
      clients.subscribe({ complete: () => reject(new Error('The client list closed before the write.')) }),
    ];
    const stop = () => subscriptions.forEach((subscription) => subscription.unsubscribe());
    clients.send({ type: 'WRITE', id, write });
  });
}
