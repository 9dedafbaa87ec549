// Writes into the roster (a save, a client file's import) wait for the roster in the machine, not at their sender:
// each is queued in the order sent, performed one at a time once no roster change is under way, and its outcome (or
// failure) is emitted with its id. Nothing sent is lost.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { clientsMachine, type RosterChange, type RosterWriteEmitted } from '@machines/clientsMachine';
import { heldPromises } from '../support/heldPromises';

const CHANGE: RosterChange = {
  roster: {
    clients: [
      {
        id: 'a',
        name: 'Alex',
        archived: false,
        age: 34,
        sex: 'MALE',
        sessionCount: 2,
        lastTestDate: null,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    ],
    activeClientId: 'a',
  },
  notice: null,
};
const ACTORS = ['loadRoster', 'storeProfile', 'createClient', 'write'] as const;
const SAVE = { kind: 'saveSession', at: '2026-11-28T09:00:00.000Z' } as const;
const IMPORT = { kind: 'importClientFile', text: '{"client":{}}' } as const;

function harness() {
  const { hold, settle, calls } = heldPromises();
  const actors = Object.fromEntries(ACTORS.map((src) => [src, hold<unknown>(src)]));
  const actor = createActor(clientsMachine.provide({ actors })).start();
  const emitted: RosterWriteEmitted[] = [];
  actor.on('written', (event) => emitted.push(event));
  actor.on('writeFailed', (event) => emitted.push(event));
  const started = (src: string) => calls.filter((call) => call.src === src);
  return { actor, settle, started, emitted };
}

describe('the roster performs the writes sent to it', () => {
  it('a write sent while the roster loads is performed once it has loaded, then the roster is read again', async () => {
    const h = harness();
    h.actor.send({ type: 'WRITE', id: 'save', write: SAVE });
    expect(h.actor.getSnapshot().value).toBe('loading');
    expect(h.started('write')).toHaveLength(0);
    await h.settle('loadRoster', { ok: true, value: CHANGE });
    expect(h.actor.getSnapshot().value).toBe('writing');
    expect(h.started('write').map((call) => call.input)).toEqual([SAVE]);
    await h.settle('write', { ok: true, value: { key: 7 } });
    expect(h.emitted).toEqual([{ type: 'written', id: 'save', output: { key: 7 } }]);
    expect(h.actor.getSnapshot().value).toBe('loading');
    expect(h.started('loadRoster')).toHaveLength(2);
    await h.settle('loadRoster', { ok: true, value: CHANGE });
    expect(h.actor.getSnapshot().value).toBe('ready');
    expect(h.actor.getSnapshot().context.writes).toEqual([]);
  });

  it('two writes are performed in the order sent, one at a time, and the roster is read again once after both', async () => {
    const h = harness();
    await h.settle('loadRoster', { ok: true, value: CHANGE });
    h.actor.send({ type: 'CREATE' });
    h.actor.send({ type: 'WRITE', id: 'first', write: IMPORT });
    h.actor.send({ type: 'WRITE', id: 'second', write: SAVE });
    expect(h.started('write')).toHaveLength(0);
    await h.settle('createClient', { ok: true, value: CHANGE });
    expect(h.started('write').map((call) => call.input)).toEqual([IMPORT]);
    await h.settle('write', { ok: true, value: 'imported' });
    expect(h.started('write').map((call) => call.input)).toEqual([IMPORT, SAVE]);
    expect(h.started('loadRoster')).toHaveLength(1);
    await h.settle('write', { ok: true, value: 'saved' });
    expect(h.emitted.map((event) => event.id)).toEqual(['first', 'second']);
    expect(h.emitted.map((event) => (event.type === 'written' ? event.output : null))).toEqual(['imported', 'saved']);
    expect(h.actor.getSnapshot().value).toBe('loading');
    expect(h.started('loadRoster')).toHaveLength(2);
  });

  it('a failed write is reported with its error, and the next write is still performed', async () => {
    const h = harness();
    await h.settle('loadRoster', { ok: true, value: CHANGE });
    const error = new Error('quota exceeded');
    h.actor.send({ type: 'WRITE', id: 'first', write: SAVE });
    h.actor.send({ type: 'WRITE', id: 'second', write: IMPORT });
    await h.settle('write', { ok: false, error });
    expect(h.emitted).toEqual([{ type: 'writeFailed', id: 'first', error }]);
    expect(h.actor.getSnapshot().context.error).toBeNull();
    expect(h.started('write').map((call) => call.input)).toEqual([SAVE, IMPORT]);
    await h.settle('write', { ok: true, value: 'imported' });
    expect(h.emitted.at(-1)).toEqual({ type: 'written', id: 'second', output: 'imported' });
  });

  it('a kept STORE_PROFILE goes before the write; a write sent twice is performed once', async () => {
    const h = harness();
    h.actor.send({ type: 'STORE_PROFILE' });
    h.actor.send({ type: 'WRITE', id: 'save', write: SAVE });
    h.actor.send({ type: 'WRITE', id: 'save', write: SAVE });
    await h.settle('loadRoster', { ok: true, value: CHANGE });
    expect(h.actor.getSnapshot().value).toBe('storing');
    await h.settle('storeProfile', { ok: true, value: CHANGE });
    expect(h.actor.getSnapshot().value).toBe('writing');
    await h.settle('write', { ok: true, value: null });
    expect(h.started('write')).toHaveLength(1);
    expect(h.actor.getSnapshot().value).toBe('loading');
  });

  it('a roster that could not load still performs a write, and stays failed', async () => {
    const h = harness();
    await h.settle('loadRoster', { ok: false, error: new Error('blocked') });
    h.actor.send({ type: 'WRITE', id: 'save', write: SAVE });
    expect(h.actor.getSnapshot().value).toBe('writingWhileFailed');
    await h.settle('write', { ok: true, value: null });
    expect(h.actor.getSnapshot().value).toBe('failed');
    expect(h.emitted).toEqual([{ type: 'written', id: 'save', output: null }]);
  });

  it('a delete question left open holds no write back, and is still open after it', async () => {
    const h = harness();
    await h.settle('loadRoster', { ok: true, value: CHANGE });
    h.actor.send({ type: 'REQUEST_DELETE', clientId: 'a' });
    h.actor.send({ type: 'WRITE', id: 'save', write: SAVE });
    expect(h.actor.getSnapshot().value).toBe('writingWhileAsking');
    await h.settle('write', { ok: true, value: null });
    expect(h.actor.getSnapshot().value).toBe('confirmingDelete');
    expect(h.actor.getSnapshot().context.pendingDelete?.clientId).toBe('a');
  });
});
