// The group test's actor (decision 0154): groupTestMachine with its effects. Each client's row is validated
// against that client's session for the day and saved into it as their own screen saves it: the open client through
// the profile actor and saveOpenSession (their screens show the new value at once), every other client through
// saveClientResults (all of them written together), which leaves the open client, the active client and the
// mostRecentSession entry alone. The grid is kept as work in progress in local storage (src/storage/groupDraftStore.ts).
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { draftsOfDay } from '@machines/groupDrafts';
import { groupTestMachine } from '@machines/groupTestMachine';
import { type GroupSaveInput, type GroupSaveOutcome } from '@machines/groupTestTypes';
import { saveErrorText } from '@machines/saveConfirmMachine';
import { GROUP_TESTS, groupRowOutcome, type GroupTestKey, type RowTexts } from '@/profile/groupTests';
import type { UserProfile } from '@/profile/profileTypes';
import type { GroupDraft } from '@/profile/groupTests';
import type { UpdateOutcome } from '@/profile/profileUpdate';
import type { AppActors } from '@/state/createAppActors';
import { clientsActor } from '@/state/records/clientsActor';
import { rosterStores } from '@/state/records/rosterStores';
import type { SessionDatabaseActor } from '@/state/records/sessionDatabase';
import { readGroupClients, saveClientResults } from '@/storage/groupClientSessions';
import { saveOpenSession } from '@/storage/saveOpenSession';
import { type RosterStores } from '@/storage/clientRoster';
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
import { writeMostRecentSession } from '@/storage/mostRecentSession';
import { newUid } from '@/storage/profileStore';

export type GroupTestActor = ActorRefFrom<typeof groupTestMachine>;

export interface GroupTestDeps {
  database: SessionDatabaseActor;
  profile: AppActors['profile'];
  alert: AppActors['alert'];
  now?: () => Date;
}

/** Saves the open client's row as their own result screen and Save would: the form's UPDATE, then the open session saved. */
async function saveOpenClientRow(
  deps: GroupTestDeps,
  stores: RosterStores,
  texts: RowTexts,
  testKey: GroupTestKey,
  now: Date,
): Promise<GroupSaveOutcome> {
  const { profile } = deps;
  const open = profile.getSnapshot().context.user;
  const outcome = groupRowOutcome(GROUP_TESTS[testKey], open, texts);
  if (outcome.kind !== 'valid')
    return { clientId: open.uid, ok: false, message: outcome.kind === 'empty' ? NOTHING_ENTERED : outcome.message };
  // As saveCurrentSession: a profile the roster could not give a session gets one, so the save is never refused.
  if (open.sessionId === null)
    profile.send({
      type: 'REPLACE_PROFILE',
      user: { ...open, sessionId: newUid(), sessionStartedAt: now.toISOString() },
    });
  profile.send({ type: 'UPDATE', update: outcome.update });
  const user = profile.getSnapshot().context.user;
  const saved = await saveOpenSession(stores, user, now);
  writeMostRecentSession(saved.record);
  return { clientId: open.uid, ok: true, user };
}

const NOTHING_ENTERED = 'Nothing was entered.';

/**
 * Writes every row: the open client's through the profile actor, every other client's together (saveClientResults: one
 * sessions transaction, one index change, one clients write for all of them). One outcome per row, in the rows' order.
 */
export async function saveGroupRows(deps: GroupTestDeps, input: GroupSaveInput): Promise<GroupSaveOutcome[]> {
  const now = (deps.now ?? (() => new Date()))();
  const stores = await rosterStores(deps.database);
  const test = GROUP_TESTS[input.testKey];
  const open = deps.profile.getSnapshot().context.user;
  const apply =
    (texts: RowTexts) =>
    (profile: UserProfile): UpdateOutcome => {
      const outcome = groupRowOutcome(test, profile, texts);
      if (outcome.kind === 'valid') return { ok: true, user: outcome.user };
      return { ok: false, message: outcome.kind === 'empty' ? NOTHING_ENTERED : outcome.message };
    };
  const others = input.rows.filter((row) => row.clientId !== open.uid);
  const saved = await saveClientResults(
    stores,
    others.map((row) => ({ clientId: row.clientId, apply: apply(row.texts) })),
    open.prefers_metric,
    now,
  );
  const byClient = new Map<string, GroupSaveOutcome>(
    others.map((row, index) => [row.clientId, outcomeOf(row.clientId, saved[index])]),
  );
  const openRow = input.rows.find((row) => row.clientId === open.uid);
  if (openRow)
    byClient.set(
      open.uid,
      await saveOpenClientRow(deps, stores, openRow.texts, input.testKey, now).catch(
        (error: unknown): GroupSaveOutcome => ({
          clientId: open.uid,
          ok: false,
          message: saveErrorText(error).message,
        }),
      ),
    );
  clientsActor(deps).send({ type: 'REFRESH' });
  return input.rows.flatMap((row) => byClient.get(row.clientId) ?? []);
}

function outcomeOf(clientId: string, saved: PromiseSettledResult<UpdateOutcome> | undefined): GroupSaveOutcome {
  if (saved === undefined) return { clientId, ok: false, message: NOTHING_ENTERED };
  if (saved.status === 'rejected') return { clientId, ok: false, message: saveErrorText(saved.reason).message };
  return saved.value.ok
    ? { clientId, ok: true, user: saved.value.user }
    : { clientId, ok: false, message: saved.value.message };
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
        saveRows: fromPromise(async ({ input }) => saveGroupRows(deps, input)),
      },
    }),
    { input: { today, draft: kept.draft, earlier: kept.earlier, battery: readGroupBattery() } },
  );
}

/** Follows the grid kept by another tab while the screen is open (a second tab); returns the unsubscribe. */
export function followOtherTabs(actor: GroupTestActor): () => void {
  return onGroupDraftChanged((draft) => actor.send({ type: 'DRAFT_CHANGED', draft }));
}
