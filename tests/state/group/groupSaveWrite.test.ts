// A group test's save is a roster write: the roster performs it once no roster change is under way, in turn with the
// other writes, and reads itself again afterwards; the grid learns each row's outcome from it.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { clientsMachine, type RosterChange, type RosterWrite } from '@machines/clientsMachine';
import type { GroupSaveInput, GroupSaveOutcome } from '@machines/groupTestTypes';
import { saveGroupRows } from '@/state/group/groupTestActor';
import { writeToRoster } from '@/state/records/rosterWrites';
import { heldPromises } from '../../support/heldPromises';

const LOADED: RosterChange = { roster: { clients: [], activeClientId: null }, notice: null };
const AT = new Date('2026-11-28T09:30:00.000Z');
const ROWS: GroupSaveInput = {
  testKey: 'pushups',
  rows: [
    { clientId: 'sam', texts: { pushups: '18' } },
    { clientId: 'old', texts: { pushups: '1000' } },
  ],
};
const OUTCOMES: GroupSaveOutcome[] = [
  { clientId: 'sam', ok: false, message: 'Nothing was entered.' },
  { clientId: 'old', ok: false, message: 'Pushups must be a whole number from 0 to 999' },
];

function roster() {
  const held = heldPromises();
  const actors = { loadRoster: held.hold<RosterChange>('loadRoster'), write: held.hold<unknown, RosterWrite>('write') };
  const actor = createActor(clientsMachine.provide({ actors })).start();
  const started = (src: string) => held.calls.filter((call) => call.src === src);
  return { actor, started, ...held };
}

describe('saveGroupRows', () => {
  it('sent while the roster loads, the rows are written after the load, and the roster is read again', async () => {
    const r = roster();
    const saved = saveGroupRows(r.actor, ROWS, AT);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(r.started('write')).toEqual([]);
    await r.settle('loadRoster', { ok: true, value: LOADED });
    expect(r.started('write').map((call) => call.input)).toEqual([
      { kind: 'saveGroupRows', input: ROWS, at: AT.toISOString() },
    ]);
    await r.settle('write', { ok: true, value: OUTCOMES });
    await expect(saved).resolves.toEqual(OUTCOMES);
    // The roster reads itself again after the write: the sender sends no REFRESH.
    expect(r.started('loadRoster')).toHaveLength(2);
    expect(r.actor.getSnapshot().matches('loading')).toBe(true);
  });

  it('waits for a save sent before it, and a save sent after it waits for the rows', async () => {
    const r = roster();
    await r.settle('loadRoster', { ok: true, value: LOADED });
    const first = writeToRoster(r.actor, { kind: 'saveSession', at: AT.toISOString() });
    const rows = saveGroupRows(r.actor, ROWS, AT);
    const last = writeToRoster(r.actor, { kind: 'saveSession', at: AT.toISOString() });
    const kinds = () => r.started('write').map((call) => (call.input as RosterWrite).kind);
    expect(kinds()).toEqual(['saveSession']);
    await r.settle('write', { ok: true, value: { key: 1, updated: false, firstSave: true } });
    await first;
    expect(kinds()).toEqual(['saveSession', 'saveGroupRows']);
    await r.settle('write', { ok: true, value: OUTCOMES });
    await expect(rows).resolves.toEqual(OUTCOMES);
    expect(kinds()).toEqual(['saveSession', 'saveGroupRows', 'saveSession']);
    await r.settle('write', { ok: true, value: { key: 1, updated: true, firstSave: false } });
    await expect(last).resolves.toMatchObject({ updated: true });
  });
});
