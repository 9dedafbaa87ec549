// The roster's operations on real (fake) IndexedDB: grouping, switch, delete with count, merge, move and the client
// file's import (idempotent, newest wins). Saving itself (the records model) is tested in ./records.test.ts.
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyProfile, type UserProfile } from '@/profile/profileTypes';
import { newSessionProfile } from '@/profile/sessionStart';
import { openClientsDb } from '@/storage/clientsDb';
import { createClient, switchClient } from '@/storage/openClient';
import { deleteClient, mergeClients, moveSession } from '@/storage/clientEntryEdits';
import { exportClient } from '@/storage/clientFileExport';
import { importClient } from '@/storage/clientFileImport';
import { readClientSessions, type RosterStores } from '@/storage/clientRoster';
import { readRosterView } from '@/storage/rosterView';
import { saveOpenSession } from '@/storage/saveOpenSession';
import { startRoster } from '@/storage/rosterStart';
import { SESSIONS_STORE, openSessionsDb } from '@/storage/sessionsDb';
import {
  NotesNotMovedError,
  readNotesOfClient,
  writeClientNote,
  writeGoal,
  writeSessionNote,
} from '@/storage/reportNotesStore';
import { NOTE_MAX_LENGTH } from '@/clients/reportNotes';
import { assignBattery } from '@/storage/batteryStore';
import { useFreshIndexedDb } from './storageTestHelpers';

const T1 = new Date('2026-01-10T10:00:00.000Z');
const T2 = new Date('2026-03-15T10:00:00.000Z');

function person(fname: string, extra: Partial<UserProfile> = {}): UserProfile {
  return {
    ...emptyProfile(`uid-${fname}`),
    sessionId: `session-${fname}-1`,
    fname,
    lname: 'Test',
    age: 34,
    sex: 'MALE',
    ...extra,
  };
}

/** A later session of the same client (decision 0101). */
function retest(profile: UserProfile, n: number, extra: Partial<UserProfile> = {}): UserProfile {
  return { ...newSessionProfile(profile, `${profile.sessionId}-${n}`, T2), ...extra };
}

async function stores(): Promise<RosterStores> {
  return { clients: await openClientsDb(), sessions: await openSessionsDb() };
}

beforeEach(() => useFreshIndexedDb());

describe('switching (decision 0035, decision 0101)', () => {
  it('switching keeps each client profile and never writes another client record', async () => {
    const s = await stores();
    const alex = person('Alex', { pushups: { pushups: 20, category: 'good' } });
    await startRoster(s, alex, T1);
    const a = await saveOpenSession(s, alex, T1);
    const opened = await createClient(s, alex, null, T1);
    expect(opened.profile.fname).toBeNull();
    expect(opened.profile.pushups).toBeNull();
    const kim = {
      ...opened.profile,
      ...person('Kim', { sex: 'FEMALE', pushups: { pushups: 15, category: 'fair' } }),
      uid: opened.clientId,
      sessionId: opened.profile.sessionId,
    };
    const k = await saveOpenSession(s, kim, T1);
    const back = await switchClient(s, kim, a.clientId, T1);
    expect(back.profile).toMatchObject({ fname: 'Alex', pushups: { pushups: 20 } });
    expect(back.mostRecent?.timestamp).toBe(a.key);
    const again = await switchClient(s, back.profile, k.clientId, T1);
    expect(again.profile).toMatchObject({ fname: 'Kim', pushups: { pushups: 15 } });
    const rows = await s.sessions.getAll(SESSIONS_STORE);
    expect(rows).toHaveLength(2);
  });
});

/** Alex saved on day 1, and a second client `name` created on day 2 (Alex's session stays his). */
async function alexSavedAndAnother(name: string) {
  const s = await stores();
  const alex = person('Alex');
  await startRoster(s, alex, T1);
  const a = await saveOpenSession(s, alex, T1);
  const other = await createClient(s, alex, name, T2);
  return { s, a, other };
}

describe('roster changes', () => {
  it('delete removes the client and every one of their sessions, and counts them', async () => {
    const s = await stores();
    const alex = person('Alex');
    await startRoster(s, alex, T1);
    const a = await saveOpenSession(s, alex, T1);
    await saveOpenSession(s, retest(alex, 2), T2);
    const kim = await createClient(s, alex, 'Kim', T2);
    await saveOpenSession(s, { ...person('Kim'), uid: kim.clientId }, T2);
    expect(await deleteClient(s, a.clientId)).toBe(2);
    const view = await readRosterView(s);
    expect(view.clients.map((c) => c.name)).toEqual(['Kim Test']);
  });

  it("delete leaves nothing of the client: their notes, goals and battery choice go too, another client's stay", async () => {
    const { s, a, other: kim } = await alexSavedAndAnother('Kim');
    for (const id of [a.clientId, kim.clientId]) {
      await writeClientNote(s.clients, id, 'Knee surgery 2024.');
      await assignBattery(s.clients, [id], 'battery-1');
    }
    await deleteClient(s, a.clientId);
    expect(await s.clients.get('clientNotes', a.clientId)).toBeUndefined();
    expect(await s.clients.get('batteryAssignments', a.clientId)).toBeUndefined();
    expect((await readNotesOfClient(s.clients, kim.clientId)).note).toBe('Knee surgery 2024.');
    expect(await s.clients.get('batteryAssignments', kim.clientId)).toMatchObject({ batteryId: 'battery-1' });
  });

  it('merge moves every session and removes the source; move changes one session', async () => {
    const { s, a, other: alexander } = await alexSavedAndAnother('Alexander');
    const b = await saveOpenSession(s, { ...person('Alexander'), uid: alexander.clientId }, T2);
    await moveSession(s, b.key, a.clientId, T2);
    expect((await readClientSessions(s, a.clientId)).map((r) => r.timestamp)).toEqual([a.key, b.key]);
    await moveSession(s, b.key, b.clientId, T2);
    expect(await mergeClients(s, b.clientId, a.clientId, T2)).toBe(1);
    const view = await readRosterView(s);
    expect(view.clients.map((c) => [c.id, c.sessionCount])).toEqual([[a.clientId, 2]]);
  });
});

describe('notes and goals follow their sessions (decision 0147)', () => {
  /** Alex (one session) and Alexander (one session), each with notes and goals. */
  async function twoClientsWithNotes() {
    const { s, a, other: alexander } = await alexSavedAndAnother('Alexander');
    const b = await saveOpenSession(s, { ...person('Alexander'), uid: alexander.clientId }, T2);
    await writeClientNote(s.clients, a.clientId, 'Knee surgery 2024.');
    await writeSessionNote(s.clients, a.clientId, a.record.recordId!, 'Slept badly.');
    await writeGoal(s.clients, a.clientId, 'pushups', 25);
    await writeGoal(s.clients, a.clientId, 'waist_circumference', 85);
    await writeClientNote(s.clients, b.clientId, 'Runs on Sundays.');
    await writeSessionNote(s.clients, b.clientId, b.record.recordId!, 'After a night shift.');
    await writeGoal(s.clients, b.clientId, 'pushups', 30);
    return { s, a, b };
  }

  it('a merge moves every session note, adds the note and keeps both goals; the source keeps no entry', async () => {
    const { s, a, b } = await twoClientsWithNotes();
    expect(await mergeClients(s, a.clientId, b.clientId, T2)).toBe(1);
    const merged = await readNotesOfClient(s.clients, b.clientId);
    expect(merged.sessionNotes).toEqual({
      [a.record.recordId!]: 'Slept badly.',
      [b.record.recordId!]: 'After a night shift.',
    });
    expect(merged.note).toBe(
      "Runs on Sundays.\n\nFrom Alex Test:\nKnee surgery 2024.\nAlex Test's goal: Pushups 25 pushups",
    );
    expect(merged.goals).toEqual({ pushups: 30, waist_circumference: 85 });
    expect(merged.unreadable).toEqual([]);
    expect(await s.clients.get('clientNotes', a.clientId)).toBeUndefined();
    // The moved session's note is found by the record the target now holds.
    const sessions = await readClientSessions(s, b.clientId);
    expect(sessions.map((r) => merged.sessionNotes[r.recordId!])).toEqual(['Slept badly.', 'After a night shift.']);
  });

  it('a merge whose joined note would be too long changes nothing and says why', async () => {
    const { s, a, b } = await twoClientsWithNotes();
    await writeClientNote(s.clients, a.clientId, 'a'.repeat(NOTE_MAX_LENGTH));
    const before = await s.clients.get('clientNotes', b.clientId);
    await expect(mergeClients(s, a.clientId, b.clientId, T2)).rejects.toBeInstanceOf(NotesNotMovedError);
    await expect(mergeClients(s, a.clientId, b.clientId, T2)).rejects.toThrow(
      'Nothing was merged: together the notes would be longer than 2000 characters. Shorten one of them first.',
    );
    expect((await readClientSessions(s, a.clientId)).map((r) => r.timestamp)).toEqual([a.key]);
    expect(await s.clients.get('clientNotes', b.clientId)).toEqual(before);
    expect((await readRosterView(s)).clients).toHaveLength(2);
  });

  it('a moved session takes its note; the other notes stay with their client; moving back returns it', async () => {
    const { s, a, b } = await twoClientsWithNotes();
    await moveSession(s, b.key, a.clientId, T2);
    const alex = await readNotesOfClient(s.clients, a.clientId);
    const alexander = await readNotesOfClient(s.clients, b.clientId);
    expect(alex.sessionNotes).toEqual({
      [a.record.recordId!]: 'Slept badly.',
      [b.record.recordId!]: 'After a night shift.',
    });
    expect(alexander.sessionNotes).toEqual({});
    expect(alexander.note).toBe('Runs on Sundays.');
    expect(alexander.goals).toEqual({ pushups: 30 });
    expect(alex.note).toBe('Knee surgery 2024.');
    await moveSession(s, b.key, b.clientId, T2);
    expect((await readNotesOfClient(s.clients, b.clientId)).sessionNotes).toEqual({
      [b.record.recordId!]: 'After a night shift.',
    });
  });

  it('a session whose target notes cannot be read is not moved', async () => {
    const { s, a, b } = await twoClientsWithNotes();
    await s.clients.put('clientNotes', { clientId: a.clientId, sessionNotes: 'garbled' });
    await expect(moveSession(s, b.key, a.clientId, T2)).rejects.toThrow(/The session was not moved/);
    expect((await readClientSessions(s, b.clientId)).map((r) => r.timestamp)).toEqual([b.key]);
    expect((await readNotesOfClient(s.clients, b.clientId)).sessionNotes).toEqual({
      [b.record.recordId!]: 'After a night shift.',
    });
  });
});

describe('grouping a predecessor database', () => {
  it('groups rows by name and adds only the client fields to each stored row', async () => {
    const s = await stores();
    const tx = s.sessions.transaction(SESSIONS_STORE, 'readwrite');
    await tx.store.add({
      date: '2025-01-01T10:00:00.000Z',
      name: 'Pat Doe',
      pushups: '22',
      legacyField: 'kept',
    } as never);
    await tx.store.add({ date: '2025-02-01T10:00:00.000Z', name: 'pat doe', pushups: 25 } as never);
    await tx.store.add({ date: '2025-03-01T10:00:00.000Z', name: 'Lou' } as never);
    await tx.done;
    const started = await startRoster(s, emptyProfile('u'), T1);
    expect(started.grouped).toBe(3);
    expect(started.groupedClients).toBe(2);
    const rows = (await s.sessions.getAll(SESSIONS_STORE)) as Record<string, unknown>[];
    expect(rows[0]).toMatchObject({ name: 'Pat Doe', pushups: '22', legacyField: 'kept' });
    expect(rows[0]?.clientId).toBe(rows[1]?.clientId);
    expect(rows.every((r) => typeof r.recordId === 'string')).toBe(true);
    // Started again: nothing more is grouped.
    expect((await startRoster(s, emptyProfile('u'), T1)).grouped).toBe(0);
  });
});

/** Alex saved once in this browser, and his client file exported. */
async function alexsClientFile() {
  const here = await stores();
  const alex = person('Alex', { pushups: { pushups: 20, category: 'good' } });
  await startRoster(here, alex, T1);
  const saved = await saveOpenSession(here, alex, T1);
  return { saved, file: await exportClient(here, saved.clientId, alex, T1) };
}

describe('a client file', () => {
  it('restored into a fresh browser, its one client is not opened as the blank profile: a name typed there is a new client', async () => {
    const { saved, file } = await alexsClientFile();
    useFreshIndexedDb(); // another browser
    const there = await stores();
    await importClient(there, file.text); // before anything here started the roster
    const started = await startRoster(there, emptyProfile('blank-tab'), T1);
    expect(started.activeClientId).not.toBe(saved.clientId);
    expect(started.openProfile?.uid ?? 'blank-tab').not.toBe(saved.clientId);
    expect(await readClientSessions(there, saved.clientId)).toHaveLength(1);
  });

  it('imports into another browser once: the second import adds nothing; a newer copy wins', async () => {
    const { saved, file } = await alexsClientFile();
    useFreshIndexedDb(); // another browser
    const there = await stores();
    await startRoster(there, emptyProfile('other'), T1);
    expect(await importClient(there, file.text)).toMatchObject({ added: 1, replaced: 0, unchanged: 0 });
    expect(await importClient(there, file.text)).toMatchObject({ added: 0, replaced: 0, unchanged: 1 });
    expect(await readClientSessions(there, saved.clientId)).toHaveLength(1);

    const parsed = JSON.parse(file.text) as { sessions: Record<string, unknown>[] };
    const newer = {
      ...parsed,
      sessions: parsed.sessions.map((r) => ({ ...r, pushups: 24, updatedAt: T2.toISOString() })),
    };
    expect(await importClient(there, JSON.stringify(newer))).toMatchObject({ added: 0, replaced: 1 });
    expect((await readClientSessions(there, saved.clientId)).map((r) => r.pushups)).toEqual([24]);
    expect(await importClient(there, file.text)).toMatchObject({ added: 0, replaced: 0, unchanged: 1 }); // older: kept
  });

  it('imported at once in two tabs, each record is stored once (decision 0177)', async () => {
    const here = await stores();
    let alex = person('Alex', { pushups: { pushups: 20, category: 'good' } });
    await startRoster(here, alex, T1);
    const saved = await saveOpenSession(here, alex, T1);
    for (const n of [2, 3]) {
      alex = retest(alex, n, { pushups: { pushups: 20 + n, category: 'good' } });
      await saveOpenSession(here, alex, T2);
    }
    const file = await exportClient(here, saved.clientId, alex, T2);

    useFreshIndexedDb();
    const firstTab = await stores();
    await startRoster(firstTab, emptyProfile('other'), T1);
    const secondTab = await stores(); // a connection of its own, as another tab has
    const outcomes = await Promise.all([importClient(firstTab, file.text), importClient(secondTab, file.text)]);
    expect(outcomes.map((outcome) => outcome.added).sort()).toEqual([0, 3]);
    expect(outcomes.map((outcome) => outcome.unchanged).sort()).toEqual([0, 3]);
    const rows = (await firstTab.sessions.getAll(SESSIONS_STORE)) as { recordId: string }[];
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.recordId)).size).toBe(3);
  });

  it('carries the notes and goals (decision 0150); a file without them (an older one) imports as before', async () => {
    const here = await stores();
    const alex = person('Alex', { pushups: { pushups: 20, category: 'good' } });
    await startRoster(here, alex, T1);
    const saved = await saveOpenSession(here, alex, T1);
    const older = await exportClient(here, saved.clientId, alex, T1);
    expect(JSON.parse(older.text)).not.toHaveProperty('notes');
    await writeClientNote(here.clients, saved.clientId, 'Asthma: inhaler at hand.');
    await writeGoal(here.clients, saved.clientId, 'pushups', 30);
    const file = await exportClient(here, saved.clientId, alex, T1);

    useFreshIndexedDb();
    const there = await stores();
    await startRoster(there, emptyProfile('other'), T1);
    expect(await importClient(there, older.text)).toMatchObject({ added: 1 });
    expect((await readNotesOfClient(there.clients, saved.clientId)).note).toBe('');
    await writeGoal(there.clients, saved.clientId, 'pushups', 25); // set on this device: kept over the file's
    expect(await importClient(there, file.text)).toMatchObject({ unchanged: 1 });
    expect(await readNotesOfClient(there.clients, saved.clientId)).toMatchObject({
      note: 'Asthma: inhaler at hand.',
      goals: { pushups: 25 },
      unreadable: [],
    });
  });

  it('refuses a damaged file without touching anything', async () => {
    const s = await stores();
    await startRoster(s, emptyProfile('u'), T1);
    await expect(importClient(s, '{"type":"something-else"}')).rejects.toThrow(/Nothing was imported/);
    // Plain words a person can act on; the validator's words only under Technical detail.
    await expect(importClient(s, '{"records":[]}')).rejects.toMatchObject({
      message:
        'This file is not a client file of this app. Choose a file made with "Export client file" on a client\'s history. Nothing was imported.',
      detail: expect.stringMatching(/type/),
    });
    await expect(importClient(s, '{"type":"fitness-client-export","schemaVersion":9}')).rejects.toMatchObject({
      message: expect.stringMatching(/^This client file was made by a version of the app this one cannot read\./),
    });
    await expect(importClient(s, 'not json')).rejects.toMatchObject({
      message: expect.stringMatching(/^This file is not a client file: /),
      detail: expect.stringMatching(/^SyntaxError: /),
    });
  });

  it("a session reusing another client's record id never replaces it: both kept, the conflict counted (decision 0132)", async () => {
    const s = await stores();
    const ada = person('Ada', { pushups: { pushups: 20, category: 'good' } });
    await startRoster(s, ada, T1);
    const saved = await saveOpenSession(s, ada, T1);
    const mal = person('Mal', { pushups: { pushups: 99, category: 'excellent' } });
    const malFile = await exportClient(s, (await createClient(s, ada, 'Mal Test', T1)).clientId, mal, T1);
    const parsed = JSON.parse(malFile.text) as { client: { id: string }; sessions: Record<string, unknown>[] };
    const crafted = {
      ...parsed,
      sessions: [
        {
          ...saved.record,
          timestamp: 7,
          name: 'Mal Test',
          pushups: 99,
          clientId: parsed.client.id,
          updatedAt: T2.toISOString(),
        },
      ],
    };
    expect(await importClient(s, JSON.stringify(crafted))).toMatchObject({ added: 0, replaced: 0, conflicts: 1 });
    expect((await readClientSessions(s, saved.clientId)).map((r) => [r.name, r.pushups, r.recordId])).toEqual([
      ['Ada Test', 20, saved.record.recordId],
    ]);
    const malSessions = await readClientSessions(s, parsed.client.id);
    expect(malSessions.map((r) => r.pushups)).toEqual([99]);
    expect(malSessions[0]?.recordId).not.toBe(saved.record.recordId);
    // The same file again adds nothing more.
    expect(await importClient(s, JSON.stringify(crafted))).toMatchObject({ added: 0, conflicts: 0, unchanged: 1 });
  });

  it('a write that fails midway leaves nothing written and says so', async () => {
    const here = await stores();
    const alex = person('Alex', { pushups: { pushups: 20, category: 'good' } });
    await startRoster(here, alex, T1);
    await saveOpenSession(here, alex, T1);
    await saveOpenSession(here, retest(alex, 2, { pushups: { pushups: 22, category: 'good' } }), T2);
    const active = (await readRosterView(here)).activeClientId ?? '';
    const file = await exportClient(here, active, alex, T2);

    useFreshIndexedDb();
    const there = await stores();
    await startRoster(there, emptyProfile('other'), T1);
    const before = (await readRosterView(there)).clients.length;
    const put = IDBObjectStore.prototype.add;
    let calls = 0;
    IDBObjectStore.prototype.add = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['add']>) {
      calls += 1;
      if (this.name === SESSIONS_STORE && calls === 2)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    };
    try {
      await expect(importClient(there, file.text)).rejects.toMatchObject({
        message: expect.stringMatching(/Nothing was imported/),
      });
    } finally {
      IDBObjectStore.prototype.add = put;
    }
    const view = await readRosterView(there);
    expect(view.clients).toHaveLength(before);
    expect(await there.sessions.count(SESSIONS_STORE)).toBe(0);
  });

  it('refuses a session with a value no form accepts, naming it (decision 0135)', async () => {
    const s = await stores();
    const alex = person('Alex', { pushups: { pushups: 20, category: 'good' } });
    await startRoster(s, alex, T1);
    const saved = await saveOpenSession(s, alex, T1);
    const parsed = JSON.parse((await exportClient(s, saved.clientId, alex, T1)).text) as {
      sessions: Record<string, unknown>[];
    };
    const odd = {
      ...parsed,
      sessions: parsed.sessions.map((r) => ({ ...r, vo2_max: 1e308, updatedAt: T2.toISOString() })),
    };
    await expect(importClient(s, JSON.stringify(odd))).rejects.toMatchObject({
      message: expect.stringMatching(/no form of this app accepts\. Nothing was imported/),
      detail: expect.stringMatching(/vo2_max/),
    });
  });
});
