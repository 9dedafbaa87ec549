// A client file's import is a roster write: the roster performs it in turn (machines/clientsMachine.ts), and the
// sender learns its outcome, or its failure, by the write's id.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { clientsMachine, type RosterChange, type RosterWrite } from '@machines/clientsMachine';
import type { ClientImportOutcome } from '@/storage/clientFileImport';
import { importClientFile } from '@/state/records/clientFiles';
import { heldPromises } from '../../support/heldPromises';

const LOADED: RosterChange = { roster: { clients: [], activeClientId: null }, notice: null };
const OUTCOME: ClientImportOutcome = {
  clientId: 'a',
  name: 'Alex Smith',
  added: 2,
  replaced: 0,
  unchanged: 0,
  conflicts: 1,
};

function roster(write: (input: RosterWrite) => Promise<unknown>) {
  const { hold, settle } = heldPromises();
  const actors = {
    loadRoster: hold<RosterChange>('loadRoster'),
    write: fromPromise<unknown, RosterWrite>(({ input }) => write(input)),
  };
  return { actor: createActor(clientsMachine.provide({ actors })).start(), settle };
}

const file = (text: string) => ({ text: async () => text }) as unknown as File;

describe('importClientFile', () => {
  it('sent while the roster loads, the file is imported once it has loaded, and its outcome is the message', async () => {
    const written: RosterWrite[] = [];
    const r = roster(async (input) => {
      written.push(input);
      return OUTCOME;
    });
    const imported = importClientFile(r.actor, file('{"kind":"client"}'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(written).toEqual([]);
    await r.settle('loadRoster', { ok: true, value: LOADED });
    await expect(imported).resolves.toEqual({
      message: expect.stringContaining('Alex Smith') as string,
      warning: true,
    });
    expect(written).toEqual([{ kind: 'importClientFile', text: '{"kind":"client"}' }]);
  });

  it('a failed import rejects with its error, and the next one still gets its own outcome', async () => {
    const failure = new Error('This file is not a client file.');
    const outcomes = [Promise.reject(failure), Promise.resolve({ ...OUTCOME, conflicts: 0 })];
    outcomes[0]!.catch(() => undefined);
    const r = roster(() => outcomes.shift()!);
    await r.settle('loadRoster', { ok: true, value: LOADED });
    const first = importClientFile(r.actor, file('not json'));
    const second = importClientFile(r.actor, file('{}'));
    await expect(first).rejects.toBe(failure);
    await expect(second).resolves.toMatchObject({ warning: false });
  });
});
