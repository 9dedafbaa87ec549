// Notes, goals and the coach's name in the clients database (decision 0150): read back field by field; a field that
// cannot be read is reported and kept in storage, and a write changes only its own field.
import { beforeEach, describe, expect, it } from 'vitest';
import { CLIENTS_DB_VERSION, openClientsDb } from '@/storage/clientsDb';
import {
  readCoach,
  readNotesOfClient,
  writeClientNote,
  writeCoach,
  writeGoal,
  writeSessionNote,
  UnreadableEntryError,
} from '@/storage/reportNotesStore';
import { logoFileProblem, unreadableText } from '@/clients/reportNotes';
import { rawGetAll, rawOpen, useFreshIndexedDb } from './storageTestHelpers';

beforeEach(() => useFreshIndexedDb());

const LOGO = { type: 'image/png' as const, dataUrl: 'data:image/png;base64,iVBORw0KGgo=' };

describe('client notes and goals', () => {
  it('a client with nothing stored reads as empty', async () => {
    const db = await openClientsDb();
    expect(await readNotesOfClient(db, 'c1')).toEqual({
      clientId: 'c1',
      note: '',
      sessionNotes: {},
      goals: {},
      unreadable: [],
    });
    db.close();
  });

  it('reads back a note, a session note and goals as written', async () => {
    const db = await openClientsDb();
    await writeClientNote(db, 'c1', 'Knee surgery 2024: no jumps.');
    await writeSessionNote(db, 'c1', 'r1', 'Tired after a night shift.');
    await writeGoal(db, 'c1', 'pushups', 30);
    await writeGoal(db, 'c1', 'waist_circumference', 85);
    await writeGoal(db, 'c1', 'waist_circumference', null);
    const notes = await readNotesOfClient(db, 'c1');
    expect(notes).toEqual({
      clientId: 'c1',
      note: 'Knee surgery 2024: no jumps.',
      sessionNotes: { r1: 'Tired after a night shift.' },
      goals: { pushups: 30 },
      unreadable: [],
    });
    expect((await readNotesOfClient(db, 'c2')).note).toBe('');
    db.close();
  });

  it('bad fields are named and kept; a write of another field leaves them as stored', async () => {
    const db = await openClientsDb();
    const bad = {
      schemaVersion: 1,
      clientId: 'c1',
      note: 42,
      sessionNotes: { r1: 'ok', r2: { text: 'odd' } },
      goals: { pushups: -3, waist_circumference: 85, weird: 1 },
    };
    await db.put('clientNotes', bad);
    const notes = await readNotesOfClient(db, 'c1');
    expect(notes.note).toBe('');
    expect(notes.sessionNotes).toEqual({ r1: 'ok' });
    expect(notes.goals).toEqual({ waist_circumference: 85 });
    expect(notes.unreadable).toEqual([
      'the note on the client',
      'a session note',
      'the goal for pushups',
      'the goal for weird',
    ]);
    expect(unreadableText(notes.unreadable)).toContain('kept as stored');
    await writeGoal(db, 'c1', 'sit_and_reach', 30);
    db.close();
    const raw = await rawOpen('clients', CLIENTS_DB_VERSION);
    const [row] = await rawGetAll(raw, 'clientNotes');
    raw.close();
    expect(row).toEqual({ ...bad, goals: { ...bad.goals, sit_and_reach: 30 } });
  });

  it('an entry that is not an object is never overwritten', async () => {
    const db = await openClientsDb();
    await db.put('clientNotes', { clientId: 'c1', goals: 'thirty' });
    await expect(writeGoal(db, 'c1', 'pushups', 30)).rejects.toBeInstanceOf(UnreadableEntryError);
    expect(await db.get('clientNotes', 'c1')).toEqual({ clientId: 'c1', goals: 'thirty' });
    expect((await readNotesOfClient(db, 'c1')).unreadable).toEqual(['the goals']);
    db.close();
  });
});

describe('the coach', () => {
  it('name and logo read back; a logo kept when only the name changes', async () => {
    const db = await openClientsDb();
    expect(await readCoach(db)).toEqual({ name: '', logo: null, unreadable: [] });
    await writeCoach(db, '  Fit Studio  ', LOGO);
    await writeCoach(db, 'Fit Studio Ltd');
    expect(await readCoach(db)).toEqual({ name: 'Fit Studio Ltd', logo: LOGO, unreadable: [] });
    await writeCoach(db, 'Fit Studio Ltd', null);
    expect((await readCoach(db)).logo).toBeNull();
    db.close();
  });

  it('a logo of another type than its data, or a name too long, is unreadable and kept', async () => {
    const db = await openClientsDb();
    const stored = {
      key: 'coach',
      name: 'x'.repeat(500),
      logo: { type: 'image/svg+xml', dataUrl: 'data:image/svg+xml;base64,PHN2Zz4=' },
    };
    await db.put('meta', stored);
    expect(await readCoach(db)).toEqual({ name: '', logo: null, unreadable: ["the coach's name", 'the logo'] });
    expect(await db.get('meta', 'coach')).toEqual(stored);
    db.close();
  });

  it('a logo file must be PNG, JPEG or WebP and at most 200 kB', () => {
    expect(logoFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(logoFileProblem({ type: 'image/gif', size: 1000 })).toMatch(/PNG, JPEG or WebP/);
    expect(logoFileProblem({ type: 'image/webp', size: 200_001 })).toMatch(/too large/);
  });
});

describe('version 4', () => {
  it('a version 3 database opens (at the current version) with its clients kept and an empty notes store', async () => {
    const v3 = await rawOpen('clients', 3, (db) => {
      db.createObjectStore('clients', { keyPath: 'id' }).add({ id: 'keep', name: 'Kept' });
      db.createObjectStore('meta', { keyPath: 'key' });
      db.createObjectStore('sessionIndex', { keyPath: 'clientId' });
    });
    v3.close();
    const db = await openClientsDb();
    expect(db.version).toBe(CLIENTS_DB_VERSION);
    expect(await db.get('clients', 'keep')).toEqual({ id: 'keep', name: 'Kept' });
    expect(await db.getAll('clientNotes')).toEqual([]);
    db.close();
  });
});
