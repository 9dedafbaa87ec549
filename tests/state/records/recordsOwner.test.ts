// The records actor owns the open client and session (decision 0162), with its real children on fake IndexedDB: a
// new client, opening (continuing today's session), save, update, rename, a new session, switching with work in
// progress set aside and restored, and the earlier session's edit, each sent to the records actor alone.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { waitFor } from 'xstate';
import { createAppActors, type AppActors } from '@/state/createAppActors';
import { getAllSessions } from '@/storage/sessionsDb';
import { saveConfirmLogic, type SaveConfirmActor } from '@/state/records/saveConfirmActor';
import { openedSessionsDb, resetSessionDatabase, sessionDatabase } from '@/state/records/sessionDatabase';
import { clientsActor, resetClientsActor } from '@/state/records/clientsActor';
import { recordsActor, recordsChild, type RecordsActor } from '@/state/records/recordsActor';
import { savedOpenSession } from '@/state/records/openSession';
import { startNewSession } from '@/state/records/startNewSession';
import { workKeyOf } from '@/profile/workKey';
import { PROTOCOL_SNAPSHOT_KEY_PREFIX, snapshotNameFor, workStoredFor } from '@/effects/protocolSnapshotStore';
import { setAsideSessionsOf } from '@/storage/setAsideSessions';
import { completeProfile } from '../../features/session/sessionFixtures';

let actors: AppActors;
let records: RecordsActor;
const database = () =>
  sessionDatabase((message) => actors.profile.send({ type: 'ERROR', message, origin: 'database' }));
const user = () => actors.profile.getSnapshot().context.user;

async function rosterReady() {
  const roster = clientsActor({ database: database(), profile: actors.profile, alert: actors.alert });
  return waitFor(roster, (s) => s.matches('ready') && !s.hasTag('busy'));
}

/** Sends a roster command to the records actor and waits for the roster's step to end. */
async function rosterStep(event: Parameters<RecordsActor['send']>[0]) {
  const roster = recordsChild<ReturnType<typeof clientsActor>>(records, 'clients')!;
  await rosterReady(); // the roster takes a command when ready (a save's refresh may still be reading)
  const seen: boolean[] = [];
  const watching = roster.subscribe((s) => seen.push(s.hasTag('busy')));
  records.send(event);
  await waitFor(roster, (s) => seen.includes(true) && s.matches('ready') && !s.hasTag('busy'));
  watching.unsubscribe();
}

/** Current Session's dialog, handed to the records actor as the screen does. */
function attachSaveDialog(): SaveConfirmActor {
  const logic = saveConfirmLogic({
    database: database(),
    profile: actors.profile,
    alert: actors.alert,
    persist: async () => 'granted',
  });
  records.send({ type: 'ATTACH_SAVE', logic, savedBefore: savedOpenSession(user()) !== null });
  return recordsChild<SaveConfirmActor>(records, 'saveConfirm')!;
}

async function saveThroughRecords(dialog: SaveConfirmActor) {
  records.send({ type: 'SAVE', firstName: user().fname });
  expect(dialog.getSnapshot().matches('confirming')).toBe(true);
  records.send({ type: 'CONFIRM_SAVE' });
  await waitFor(dialog, (s) => s.matches('saved'));
}

async function storedRecords() {
  return (await getAllSessions(await openedSessionsDb(database()))).records;
}

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  actors = createAppActors();
  actors.profile.send({ type: 'UPDATE', update: { label: 't', requires: [], patch: completeProfile() } });
  records = recordsActor(actors);
  await rosterReady();
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  resetSessionDatabase();
  resetClientsActor();
});

describe('the records actor owns the open client and session (decision 0162)', () => {
  it('knows which client and session are open, and the roster and the dialog are its children', () => {
    const { open } = records.getSnapshot().context;
    expect(open).toMatchObject({ clientId: user().uid, sessionId: user().sessionId });
    expect(recordsChild(records, 'clients')).toBe(clientsActor({ database: database(), ...actors }));
    expect(attachSaveDialog()).toBe(recordsChild(records, 'saveConfirm'));
  });

  it('save, then update: the first adds the open session, the second updates that record; the button follows', async () => {
    const dialog = attachSaveDialog();
    expect(dialog.getSnapshot().context.savedBefore).toBe(false);
    await saveThroughRecords(dialog);
    const [first] = await storedRecords();
    expect(first).toMatchObject({ name: 'Alan Turing', recordId: user().sessionId });
    expect(dialog.getSnapshot().context.savedBefore).toBe(true);
    actors.profile.send({ type: 'REPLACE_PROFILE', user: { ...user(), pushups: { pushups: 30, category: 'good' } } });
    await saveThroughRecords(dialog);
    const after = await storedRecords();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ timestamp: first!.timestamp, pushups: 30 });
  });

  it('a new session: the records actor follows it and the dialog offers Save again; the saved record stays', async () => {
    const dialog = attachSaveDialog();
    await saveThroughRecords(dialog);
    const saved = user().sessionId;
    startNewSession(actors);
    expect(records.getSnapshot().context.open).toMatchObject({ clientId: user().uid, sessionId: user().sessionId });
    expect(user().sessionId).not.toBe(saved);
    expect(dialog.getSnapshot().context.savedBefore).toBe(false);
    expect(await storedRecords()).toHaveLength(1);
  });

  it('a new client, rename, and opening the first again: one entry point; its session continues (saved today)', async () => {
    const dialog = attachSaveDialog();
    await saveThroughRecords(dialog);
    const alan = { clientId: user().uid, sessionId: user().sessionId };
    await rosterStep({ type: 'NEW_CLIENT' });
    expect(records.getSnapshot().context.open?.clientId).not.toBe(alan.clientId);
    expect(user()).toMatchObject({ fname: null, pushups: null });
    await rosterStep({ type: 'RENAME_CLIENT', clientId: alan.clientId, name: 'Alan M Turing' });
    await rosterStep({ type: 'OPEN_CLIENT', clientId: alan.clientId });
    expect(records.getSnapshot().context.open).toMatchObject({ clientId: alan.clientId, sessionId: alan.sessionId }); // saved today: the same session continues
    expect(user()).toMatchObject({ fname: 'Alan', lname: 'M Turing' });
    expect(dialog.getSnapshot().context.savedBefore).toBe(true); // its Update updates that record
  });

  it('switching with work in progress: set aside under its client and session, never shown for another, restored', async () => {
    const alan = user();
    const key = `${PROTOCOL_SNAPSHOT_KEY_PREFIX}${snapshotNameFor('pushups', workKeyOf(alan))}`;
    localStorage.setItem(key, '{"kept":true}');
    await rosterStep({ type: 'NEW_CLIENT' });
    expect(workStoredFor(workKeyOf(user()))).toEqual([]);
    expect(localStorage.getItem(key)).toBe('{"kept":true}');
    await rosterStep({ type: 'OPEN_CLIENT', clientId: alan.uid });
    expect(records.getSnapshot().context.open).toMatchObject({ clientId: alan.uid, sessionId: alan.sessionId });
    expect(workStoredFor(workKeyOf(user()))).toHaveLength(1);
  });

  it('editing an earlier session changes that record only, while the open session stays open', async () => {
    const dialog = attachSaveDialog();
    await saveThroughRecords(dialog);
    const [day1] = await storedRecords();
    startNewSession(actors);
    const open = records.getSnapshot().context.open;
    records.send({ type: 'EDIT_SESSION', key: day1!.timestamp, clientId: user().uid });
    records.send({ type: 'SAVE_EDIT', values: { pushups: 31 } });
    await waitFor(records, (s) => s.matches({ edit: 'idle' }));
    const [edited, ...none] = await storedRecords();
    expect(none).toEqual([]);
    expect(edited).toMatchObject({ timestamp: day1!.timestamp, pushups: 31 });
    expect(edited!.editedAt).toBeTruthy();
    expect(records.getSnapshot().context.open).toEqual(open);
  });

  it('reopening a client a day later sets the unsaved results of their session aside, never drops them (decision 0152)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date());
    const dialog = attachSaveDialog();
    await saveThroughRecords(dialog); // day 1: Alan's session saved
    actors.profile.send({ type: 'REPLACE_PROFILE', user: { ...user(), pushups: { pushups: 31, category: 'good' } } });
    const day1 = user(); // pushups entered again, not saved
    await rosterStep({ type: 'NEW_CLIENT' });
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000); // the next day
    await rosterStep({ type: 'OPEN_CLIENT', clientId: day1.uid });
    // A new session opens (day 1's was saved on an earlier day) and the unsaved pushups are kept with their session.
    expect(user().sessionId).not.toBe(day1.sessionId);
    expect(user().pushups).toBeNull();
    const [kept, ...none] = setAsideSessionsOf(day1.uid);
    expect(none).toEqual([]);
    expect(kept?.profile).toMatchObject({ sessionId: day1.sessionId, pushups: { pushups: 31 } });
    expect(kept?.savedRecord).toMatchObject({ recordId: day1.sessionId, pushups: 32 });
    expect(actors.alert.getSnapshot().context.message).toMatch(/unsaved results of the session of .* are set aside/);
    // The saved day-1 record is unchanged: nothing went into the history.
    const [record, ...more] = await storedRecords();
    expect(more).toEqual([]);
    expect(record?.pushups).toBe(32);
  });

  it('reopening a day later with nothing entered since the save sets nothing aside', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date());
    await saveThroughRecords(attachSaveDialog());
    const day1 = user();
    await rosterStep({ type: 'NEW_CLIENT' });
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000);
    await rosterStep({ type: 'OPEN_CLIENT', clientId: day1.uid });
    expect(user().sessionId).not.toBe(day1.sessionId);
    expect(setAsideSessionsOf(day1.uid)).toEqual([]);
  });
});
