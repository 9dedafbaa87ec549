// A group test's save as a roster write (decision 0154): each client's row validated against that client's session
// for the day and saved into it as their own screen saves it: the open client through the profile actor and
// saveOpenSession (their screens show the new value at once), every other client through saveClientResults (all of
// them written together), which leaves the open client, the active client and the mostRecentSession entry alone.
// The roster machine performs it in turn with the other writes (src/state/records/rosterWrites.ts).
import { type GroupSaveInput, type GroupSaveOutcome } from '@machines/groupTestTypes';
import { saveErrorText } from '@machines/saveConfirmMachine';
import { GROUP_TESTS, groupRowOutcome, type GroupTestKey, type RowTexts } from '@/profile/groupTests';
import type { UserProfile } from '@/profile/profileTypes';
import type { UpdateOutcome } from '@/profile/profileUpdate';
import type { AppActors } from '@/state/createAppActors';
import { rosterStores } from '@/state/records/rosterStores';
import type { SessionDatabaseActor } from '@/state/records/sessionDatabase';
import { saveClientResults } from '@/storage/groupClientSessions';
import { saveOpenSession } from '@/storage/saveOpenSession';
import { type RosterStores } from '@/storage/clientRoster';
import { writeMostRecentSession } from '@/storage/mostRecentSession';
import { newUid } from '@/storage/profileStore';

/** What a group save needs from the app: the sessions database and the open profile. */
interface GroupRowsDeps {
  database: SessionDatabaseActor;
  profile: AppActors['profile'];
}

const NOTHING_ENTERED = 'Nothing was entered.';

/** Saves the open client's row as their own result screen and Save would: the form's UPDATE, then the open session saved. */
async function saveOpenClientRow(
  deps: GroupRowsDeps,
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

/**
 * Writes every row: the open client's through the profile actor, every other client's together (saveClientResults: one
 * sessions transaction, one index change, one clients write for all of them). One outcome per row, in the rows' order.
 */
export async function writeGroupRows(
  deps: GroupRowsDeps,
  input: GroupSaveInput,
  now: Date,
): Promise<GroupSaveOutcome[]> {
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
  return input.rows.flatMap((row) => byClient.get(row.clientId) ?? []);
}

function outcomeOf(clientId: string, saved: PromiseSettledResult<UpdateOutcome> | undefined): GroupSaveOutcome {
  if (saved === undefined) return { clientId, ok: false, message: NOTHING_ENTERED };
  if (saved.status === 'rejected') return { clientId, ok: false, message: saveErrorText(saved.reason).message };
  return saved.value.ok
    ? { clientId, ok: true, user: saved.value.user }
    : { clientId, ok: false, message: saved.value.message };
}
