// Model-based path tests for the clients machine (decision 0080): create, switch, rename, archive, delete after a
// confirmation naming the client and their sessions, merge, move a session, and the coach scenario's new client.
// The generators traverse each invoke's outcome as its own done/error events; the real actor's roster actors are
// promises that the executors of those events settle, so every path runs success and failure for real.
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { TestModel } from 'xstate/graph';
import { activeClient, clientsMachine, deleteQuestion, type RosterChange } from '@machines/clientsMachine';
import type { RosterView } from '@/clients/clientTypes';
import { ExplainedError } from '@/domain/errorMessages';
import { allTransitionKeys, keysTakenByPaths } from '../support/machineTransitions';
import { pathTitle, pathsCoveringEveryTransition } from '../support/pathTesting';
import { type ModelStep } from '../support/modelPath';
import { heldPromises } from '../support/heldPromises';
import { sameAsModel } from '../support/actorTransitions';

const ROSTER: RosterView = {
  clients: [
    {
      id: 'a',
      name: 'Alex',
      archived: false,
      age: 34,
      sex: 'MALE',
      sessionCount: 2,
      lastTestDate: '2026-03-15T10:00:00.000Z',
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    {
      id: 's',
      name: 'Sam',
      archived: false,
      age: 45,
      sex: 'FEMALE',
      sessionCount: 0,
      lastTestDate: null,
      createdAt: '2026-01-02T00:00:00.000Z',
    },
  ],
  activeClientId: 'a',
};
const CHANGE: RosterChange = { roster: ROSTER, notice: 'Done.' };
const FAILURE = new ExplainedError('The client list was not changed. Try again.', {
  detail: 'UnknownError: disk full',
});

/** Which actor each working state invokes. */
const INVOKED: Record<string, string> = {
  loading: 'loadRoster',
  creating: 'createClient',
  switching: 'switchClient',
  renaming: 'renameClient',
  archiving: 'archiveClient',
  deleting: 'deleteClient',
  merging: 'mergeClients',
  moving: 'moveSession',
  storing: 'storeProfile',
  writing: 'write',
  writingWhileFailed: 'write',
  writingWhileAsking: 'write',
};
const ACTORS = [...new Set(Object.values(INVOKED))];
const WRITE = { type: 'WRITE', id: 'w1', write: { kind: 'importClientFile', text: '{}' } } as EventObject;

function modelEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  const state = String(snapshot.value);
  const invoked = INVOKED[state];
  const outcomes: EventObject[] = invoked
    ? [
        { type: `xstate.done.actor.${invoked}`, output: CHANGE } as EventObject,
        { type: `xstate.error.actor.${invoked}`, error: FAILURE } as EventObject,
      ]
    : [];
  return [
    ...outcomes,
    { type: 'RETRY' },
    { type: 'REFRESH' },
    { type: 'CREATE' },
    { type: 'SWITCH', clientId: 's' } as EventObject,
    { type: 'SWITCH', clientId: 'a' } as EventObject,
    { type: 'RENAME', clientId: 'a', name: 'Alex B' } as EventObject,
    { type: 'RENAME', clientId: 'a', name: '  ' } as EventObject,
    { type: 'ARCHIVE', clientId: 's', archived: true } as EventObject,
    { type: 'REQUEST_DELETE', clientId: 'a' } as EventObject,
    { type: 'REQUEST_DELETE', clientId: 'nobody' } as EventObject,
    { type: 'CONFIRM_DELETE' },
    { type: 'CANCEL' },
    { type: 'MERGE', sourceId: 's', targetId: 'a' } as EventObject,
    { type: 'MERGE', sourceId: 'a', targetId: 'a' } as EventObject,
    { type: 'MOVE_SESSION', sessionKey: 1, toClientId: 's' } as EventObject,
    { type: 'STORE_PROFILE' } as EventObject,
    // One write in the model (the same id is queued once); writes in turn: clientsMachine.writes.test.ts.
    WRITE,
    { type: 'DISMISS' },
  ];
}

function harness() {
  const { hold, settle, calls } = heldPromises();
  const actors = Object.fromEntries(ACTORS.map((src) => [src, hold<RosterChange>(src)]));
  const actor = createActor(clientsMachine.provide({ actors })).start();
  return { actor, settle, calls };
}

const graphMachine = clientsMachine as unknown as AnyStateMachine;
const paths = pathsCoveringEveryTransition(graphMachine, undefined, modelEvents);
const model = new TestModel(graphMachine, { stateMatcher: (s: AnyMachineSnapshot, key: string) => s.matches(key) });

describe('clientsMachine paths (xstate/graph)', () => {
  it('the paths take every transition the machine defines', () => {
    expect([...keysTakenByPaths(graphMachine, paths)].sort()).toEqual(allTransitionKeys(graphMachine));
  });

  for (const path of paths) {
    it(`path: ${pathTitle(path)}`, async () => {
      const h = harness();
      const executors: Record<string, (step: ModelStep) => Promise<void> | void> = {};
      for (const src of ACTORS) {
        executors[`xstate.done.actor.${src}`] = (step) =>
          h.settle(src, { ok: true, value: (step.event as unknown as { output: RosterChange }).output });
        executors[`xstate.error.actor.${src}`] = (step) =>
          h.settle(src, { ok: false, error: (step.event as unknown as { error: unknown }).error });
      }
      for (const type of [
        'RETRY',
        'REFRESH',
        'CREATE',
        'SWITCH',
        'RENAME',
        'ARCHIVE',
        'REQUEST_DELETE',
        'CONFIRM_DELETE',
        'CANCEL',
        'MERGE',
        'MOVE_SESSION',
        'STORE_PROFILE',
        'WRITE',
        'DISMISS',
      ]) {
        executors[type] = (step) => {
          h.actor.send(step.event as never);
        };
      }
      await model.testPath(path, {
        events: executors,
        states: {
          '*': (expected) => {
            sameAsModel(h.actor, expected);
          },
          confirmingDelete: () => {
            const { pendingDelete } = h.actor.getSnapshot().context;
            expect(pendingDelete).toEqual({ clientId: 'a', name: 'Alex', sessionCount: 2 });
            expect(deleteQuestion(pendingDelete!)).toBe(
              'Delete the client Alex and 2 sessions? This cannot be undone.',
            );
            expect(h.actor.getSnapshot().hasTag('dialog')).toBe(true);
          },
          deleting: () => {
            // The effect gets exactly what the confirmation named.
            expect(h.calls.at(-1)).toEqual({
              src: 'deleteClient',
              input: { clientId: 'a', name: 'Alex', sessionCount: 2 },
            });
          },
          switching: () => {
            expect(h.calls.at(-1)).toEqual({ src: 'switchClient', input: { type: 'SWITCH', clientId: 's' } });
          },
          merging: () => {
            expect(h.calls.at(-1)?.input).toEqual({ type: 'MERGE', sourceId: 's', targetId: 'a' });
          },
          writing: () => {
            expect(h.calls.at(-1)).toEqual({ src: 'write', input: { kind: 'importClientFile', text: '{}' } });
          },
          failed: () => {
            expect(h.actor.getSnapshot().context.error).toEqual({ message: FAILURE.message, detail: FAILURE.detail });
          },
        },
      });
      h.actor.stop();
    });
  }
});

describe('clientsMachine guards', () => {
  it('ignores switching to the open client, a blank rename, an unknown client and a merge into itself', async () => {
    const h = harness();
    await h.settle('loadRoster', { ok: true, value: CHANGE });
    for (const event of [
      { type: 'SWITCH', clientId: 'a' },
      { type: 'RENAME', clientId: 'a', name: ' ' },
      { type: 'REQUEST_DELETE', clientId: 'x' },
      { type: 'MERGE', sourceId: 'a', targetId: 'a' },
      { type: 'MOVE_SESSION', sessionKey: 1, toClientId: 'x' },
    ] as const) {
      h.actor.send(event);
      expect(h.actor.getSnapshot().value).toBe('ready');
    }
    expect(activeClient(h.actor.getSnapshot().context)?.name).toBe('Alex');
  });
});
