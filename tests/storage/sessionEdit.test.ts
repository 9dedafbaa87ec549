// Editing an earlier session on purpose (decision 0102, decision 0137) on real (fake) IndexedDB: the edit writes that
// one record (its values, editedAt), keeps its date and every other field, and never touches the open session's
// record, another client's record or a record that is gone; values outside the forms' bounds are refused.
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyProfile, type UserProfile } from '@/profile/profileTypes';
import { newSessionProfile } from '@/profile/sessionStart';
import { openClientsDb } from '@/storage/clientsDb';
import { editPastSession } from '@/storage/editPastSession';
import { readClientSessions, type RosterStores } from '@/storage/clientRoster';
import { saveOpenSession } from '@/storage/saveOpenSession';
import { startRoster } from '@/storage/rosterStart';
import { SESSIONS_STORE, openSessionsDb } from '@/storage/sessionsDb';
import { useFreshIndexedDb } from './storageTestHelpers';

const DAY1 = new Date('2026-01-10T10:00:00.000Z');
const DAY40 = new Date('2026-02-19T10:00:00.000Z');
const EDITED_ON = new Date('2026-02-20T09:30:00.000Z');

const SAM: UserProfile = {
  ...emptyProfile('client-sam'),
  sessionId: 'session-sam-1',
  sessionStartedAt: DAY1.toISOString(),
  fname: 'Sam',
  lname: 'Jones',
  age: 34,
  sex: 'MALE',
  height: 180,
  currentWeight: 82,
  pushups: { pushups: 20, category: 'good' },
};
const ALEX: UserProfile = {
  ...emptyProfile('client-alex'),
  sessionId: 'session-alex-1',
  sessionStartedAt: DAY1.toISOString(),
  fname: 'Alex',
  lname: 'Lee',
  age: 40,
  sex: 'FEMALE',
  height: 165,
  pushups: { pushups: 12, category: 'fair' },
};

async function stores(): Promise<RosterStores> {
  return { clients: await openClientsDb(), sessions: await openSessionsDb() };
}

/** Sam's day-1 and day-40 sessions (the day-40 one open), and Alex's one session. */
async function twoClients() {
  const s = await stores();
  await startRoster(s, SAM, DAY1);
  const samDay1 = await saveOpenSession(s, SAM, DAY1);
  const alex = await saveOpenSession(s, ALEX, DAY1);
  const day40 = { ...newSessionProfile(SAM, 'session-sam-2', DAY40), pushups: { pushups: 26, category: 'very good' } };
  const samDay40 = await saveOpenSession(s, day40, DAY40);
  return { s, samDay1, alex, samDay40, day40 };
}

beforeEach(() => useFreshIndexedDb());

describe('editPastSession', () => {
  it('writes the values into that record only, keeps its date and marks it edited', async () => {
    const { s, samDay1, alex, samDay40 } = await twoClients();
    const alexBefore = await s.sessions.get(SESSIONS_STORE, alex.key);
    const day40Before = await s.sessions.get(SESSIONS_STORE, samDay40.key);
    const edited = await editPastSession(
      s,
      {
        key: samDay1.key,
        clientId: 'client-sam',
        openSessionId: 'session-sam-2',
        values: { pushups: 22, current_weight: null, bmi: null },
      },
      EDITED_ON,
    );
    expect(edited).toMatchObject({
      pushups: 22,
      current_weight: null,
      editedAt: EDITED_ON.toISOString(),
      date: DAY1.toISOString(),
    });
    const [day1, day40] = await readClientSessions(s, 'client-sam');
    expect(day1).toMatchObject({
      timestamp: samDay1.key,
      pushups: 22,
      current_weight: null,
      bmi: null,
      age: 34,
      height: 180,
      recordId: 'session-sam-1',
      measuredOnly: true,
      date: DAY1.toISOString(),
      editedAt: EDITED_ON.toISOString(),
    });
    expect(await s.sessions.get(SESSIONS_STORE, samDay40.key)).toEqual(day40Before);
    expect(day40?.editedAt).toBeUndefined();
    expect(await s.sessions.get(SESSIONS_STORE, alex.key)).toEqual(alexBefore);
  });

  it("refuses the open session's own record, another client's record and a record that is gone, writing nothing", async () => {
    const { s, samDay1, alex, samDay40 } = await twoClients();
    const before = await s.sessions.getAll(SESSIONS_STORE);
    await expect(
      editPastSession(
        s,
        { key: samDay40.key, clientId: 'client-sam', openSessionId: 'session-sam-2', values: { pushups: 1 } },
        EDITED_ON,
      ),
    ).rejects.toThrow(/open session/);
    await expect(
      editPastSession(
        s,
        { key: alex.key, clientId: 'client-sam', openSessionId: 'session-sam-2', values: { pushups: 1 } },
        EDITED_ON,
      ),
    ).rejects.toThrow(/could not be found/);
    await expect(
      editPastSession(s, { key: 999, clientId: 'client-sam', openSessionId: null, values: { pushups: 1 } }, EDITED_ON),
    ).rejects.toThrow(/could not be found/);
    await expect(
      editPastSession(
        s,
        { key: samDay1.key, clientId: 'client-sam', openSessionId: null, values: { pushups: 1000 } },
        EDITED_ON,
      ),
    ).rejects.toThrow(/not changed/);
    expect(await s.sessions.getAll(SESSIONS_STORE)).toEqual(before);
  });
});
