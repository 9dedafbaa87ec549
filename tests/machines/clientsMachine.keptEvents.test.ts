// The roster waits for itself: a STORE_PROFILE or REFRESH sent while it loads or changes is kept and taken once it is
// ready, so no sender has to wait for it (the demographics form, a save, another tab's change).
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { clientsMachine, type RosterChange } from '@machines/clientsMachine';
import { heldPromises } from '../support/heldPromises';

const CHANGE: RosterChange = { roster: { clients: [], activeClientId: null }, notice: null };
const ACTORS = ['loadRoster', 'storeProfile', 'createClient'] as const;

function harness() {
  const { hold, settle, calls } = heldPromises();
  const actors = Object.fromEntries(ACTORS.map((src) => [src, hold<RosterChange>(src)]));
  const actor = createActor(clientsMachine.provide({ actors })).start();
  const started = (src: string) => calls.filter((call) => call.src === src).length;
  return { actor, settle, started };
}

describe('the roster keeps what comes while it is busy', () => {
  it('a STORE_PROFILE sent while the roster loads is stored once it has loaded', async () => {
    const h = harness();
    expect(h.actor.getSnapshot().value).toBe('loading');
    h.actor.send({ type: 'STORE_PROFILE' });
    expect(h.started('storeProfile')).toBe(0);
    await h.settle('loadRoster', { ok: true, value: CHANGE });
    expect(h.actor.getSnapshot().value).toBe('storing');
    expect(h.started('storeProfile')).toBe(1);
    await h.settle('storeProfile', { ok: true, value: CHANGE });
    expect(h.actor.getSnapshot().value).toBe('ready');
    expect(h.started('storeProfile')).toBe(1);
  });

  it('a REFRESH and a STORE_PROFILE sent during a change are each taken once, the profile first', async () => {
    const h = harness();
    await h.settle('loadRoster', { ok: true, value: CHANGE });
    h.actor.send({ type: 'CREATE' });
    h.actor.send({ type: 'REFRESH' });
    h.actor.send({ type: 'STORE_PROFILE' });
    h.actor.send({ type: 'STORE_PROFILE' });
    await h.settle('createClient', { ok: false, error: new Error('disk full') });
    expect(h.actor.getSnapshot().value).toBe('storing');
    await h.settle('storeProfile', { ok: true, value: CHANGE });
    expect(h.actor.getSnapshot().value).toBe('loading');
    expect(h.started('loadRoster')).toBe(2);
    await h.settle('loadRoster', { ok: true, value: CHANGE });
    expect(h.actor.getSnapshot().value).toBe('ready');
    expect(h.started('storeProfile')).toBe(1);
  });

  it('a roster that could not load keeps nothing: the form names the open client without it', async () => {
    const h = harness();
    await h.settle('loadRoster', { ok: false, error: new Error('blocked') });
    h.actor.send({ type: 'STORE_PROFILE' });
    expect(h.actor.getSnapshot().value).toBe('failed');
    expect(h.actor.getSnapshot().context.storeWhenReady).toBe(false);
  });
});
