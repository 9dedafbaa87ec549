// The group test's actor (decision 0154): groupTestMachine with its effects. A save is a roster write, performed by
// the roster in turn with the other writes (each row saved into that client's session for the day: groupRowsWrite.ts).
// The grid is kept as work in progress in local storage (src/storage/groupDraftStore.ts).
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { draftsOfDay } from '@machines/groupDrafts';
import { groupTestMachine } from '@machines/groupTestMachine';
import { type GroupSaveInput, type GroupSaveOutcome } from '@machines/groupTestTypes';
import type { GroupDraft } from '@/profile/groupTests';
import type { AppActors } from '@/state/createAppActors';
import { clientsActor, type ClientsActor } from '@/state/records/clientsActor';
import { rosterStores } from '@/state/records/rosterStores';
import type { SessionDatabaseActor } from '@/state/records/sessionDatabase';
import { writeToRoster } from '@/state/records/rosterWrites';
import { readGroupClients } from '@/storage/groupClientSessions';
import {
  forgetEarlierGroupDraft,
  onGroupDraftChanged,
  readEarlierGroupDrafts,
  readGroupDraft,
  setAsideGroupDraft,
  writeGroupDraft,
} from '@/storage/groupDraftStore';
import { localDayKey } from '@/profile/calendarDate';
import { readGroupBattery, writeGroupBattery } from '@/storage/groupBatteryStore';

export type GroupTestActor = ActorRefFrom<typeof groupTestMachine>;

export interface GroupTestDeps {
  database: SessionDatabaseActor;
  profile: AppActors['profile'];
  alert: AppActors['alert'];
  now?: () => Date;
}

/**
 * Saves the rows as a roster write: the roster performs it in turn with the other writes, once no roster change is
 * under way, and reads itself again afterwards. One outcome per row, in the rows' order.
 */
export function saveGroupRows(clients: ClientsActor, input: GroupSaveInput, at: Date): Promise<GroupSaveOutcome[]> {
  return writeToRoster(clients, { kind: 'saveGroupRows', input, at: at.toISOString() });
}

/**
 * The kept grid for a machine that starts today: today's as it is; another day's rows not saved are set aside first
 * (decision 0178), so the machine's first write of today's grid never overwrites them. When the browser refuses to
 * set them aside, the earlier grid is left where it is (no grid is kept for today until the coach deletes it).
 */
function keptGridsForToday(today: string): { draft: GroupDraft | null; earlier: GroupDraft[]; keep: boolean } {
  const draft = readGroupDraft();
  const split = draftsOfDay(draft, today);
  const keep = split.earlier === null || setAsideGroupDraft(split.earlier);
  // Set aside (or nothing to set aside): the kept draft becomes today's choice, so it is not set aside twice.
  if (keep && draft && split.today && draft.day !== today) writeGroupDraft(split.today);
  const earlier = readEarlierGroupDrafts();
  // Not set aside: shown from where it is, and today's grid is not written over it.
  return { draft: split.today, earlier: keep || !split.earlier ? earlier : [...earlier, split.earlier], keep };
}

/** The group test's actor, not started (the screen owns it), resuming the kept grid when there is one. */
export function createGroupTestActor(deps: GroupTestDeps): GroupTestActor {
  const now = deps.now ?? (() => new Date());
  const today = localDayKey(now());
  const kept = keptGridsForToday(today);
  return createActor(
    groupTestMachine.provide({
      actions: {
        persistDraft: (_, draft) => {
          if (kept.keep) writeGroupDraft(draft);
        },
        forgetEarlier: (_, { day, testKey }) => {
          forgetEarlierGroupDraft(day, testKey);
          // The earlier grid that could not be set aside is the kept draft itself: deleting it frees the key.
          if (!kept.keep && readGroupDraft()?.day === day) {
            writeGroupDraft(null);
            kept.keep = true;
          }
        },
        persistBattery: (_, battery) => writeGroupBattery(battery),
      },
      actors: {
        loadClients: fromPromise(async ({ input }) => {
          const stores = await rosterStores(deps.database);
          const open = deps.profile.getSnapshot().context.user;
          const clients = await readGroupClients(stores, input.clientIds, open.prefers_metric, now());
          // The open client's session is the open profile (what their own screens show), not their stored entry.
          return clients.map((client) => (client.clientId === open.uid ? { ...client, profile: open } : client));
        }),
        saveRows: fromPromise(({ input }) => saveGroupRows(clientsActor(deps), input, now())),
      },
    }),
    { input: { today, draft: kept.draft, earlier: kept.earlier, battery: readGroupBattery() } },
  );
}

/** Follows the grid kept by another tab while the screen is open (a second tab); returns the unsubscribe. */
export function followOtherTabs(actor: GroupTestActor): () => void {
  return onGroupDraftChanged((draft) => actor.send({ type: 'DRAFT_CHANGED', draft }));
}
