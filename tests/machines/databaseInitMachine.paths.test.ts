// Model-based path tests for the database-open machine (xstate/graph, the pattern in docs/toolchain.md).
//
// The machine invokes `openDatabase`. The generators traverse its outcome as the events the invoke produces
// (`xstate.done.actor.openDatabase` / `xstate.error.actor.openDatabase`, given concrete payloads below). The
// real actor under test gets an `openDatabase` whose promise the test settles: the executor of those two events
// resolves or rejects the pending promise with the step's payload. So the success/failure of each path comes
// from the path itself, and every state check compares the real actor with the model.
import { describe, expect, it } from 'vitest';
import { INIT_DB_GENERIC_ADVICE } from '@/domain/errorMessages';
import { createActor, fromPromise, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { getShortestPaths, getSimplePaths, serializeSnapshot, TestModel } from 'xstate/graph';
import { allTransitionKeys, keysTakenByPaths } from '../support/machineTransitions';
import { expectActorTookPath, recordTransitions } from '../support/actorTransitions';
import {
  BLOCKED_MESSAGE,
  CONNECTION_LOST_MESSAGE,
  VERSION_CHANGE_MESSAGE,
  databaseInitMachine,
} from '@machines/databaseInitMachine';

const CONNECTION = { name: 'fake connection' };
const DONE = 'xstate.done.actor.openDatabase';
const ERROR = 'xstate.error.actor.openDatabase';

/**
 * The events the model tries in each state: every user/connection event (those a state ignores give a
 * "nothing changes" path), and, while an open request is pending, its outcomes with concrete payloads: one
 * success, and failures with and without a message. (A function, because an `events` array replaces the
 * generators' own event list instead of adding payloads to it.)
 */
const modelEvents = (snapshot: AnyMachineSnapshot): EventObject[] => {
  if (snapshot.status !== 'active') return [];
  const outcomes: EventObject[] = snapshot.matches('opening')
    ? [
        { type: DONE, output: CONNECTION } as EventObject,
        // Plain objects: the generators tell events apart by their JSON, and a DOMException serialises to {}.
        {
          type: ERROR,
          error: { name: 'AbortError', message: 'Version change transaction was aborted' },
        } as EventObject,
        { type: ERROR, error: { name: 'UnknownError' } } as EventObject,
      ]
    : [];
  return [
    ...outcomes,
    { type: 'OPEN' },
    { type: 'RETRY' },
    { type: 'BLOCKED' },
    { type: 'VERSION_CHANGE' },
    { type: 'CONNECTION_LOST' },
  ];
};

const serializeState = (snapshot: AnyMachineSnapshot, event: EventObject | undefined, prev?: AnyMachineSnapshot) =>
  serializeSnapshot(snapshot) + (event && prev ? ` via ${event.type} from ${JSON.stringify(prev.value)}` : '');

/** Only the events that take a transition: simple paths over ignored events would multiply without limit. */
const effectiveEvents = (snapshot: AnyMachineSnapshot) => modelEvents(snapshot).filter((event) => snapshot.can(event));

// Typed loosely for the generators: the model's events include the invoke's done/error events, which the
// machine's own event type does not list.
const graphMachine: AnyStateMachine = databaseInitMachine;

const shortestPaths = getShortestPaths(graphMachine, { events: modelEvents, serializeState });
const simplePaths = getSimplePaths(graphMachine, { events: effectiveEvents, serializeState });

const model = new TestModel(graphMachine, {
  stateMatcher: (snapshot, key) => key === '*' || (snapshot as AnyMachineSnapshot).matches(key),
});

/** A real actor whose openDatabase promise is settled by the test. */
function harness() {
  let pending: { resolve: (value: unknown) => void; reject: (error: unknown) => void } | null = null;
  let calls = 0;
  const machine = databaseInitMachine.provide({
    actors: {
      openDatabase: fromPromise(
        () =>
          new Promise((resolve, reject) => {
            calls += 1;
            pending = { resolve, reject };
          }),
      ),
    },
  });
  const recorder = recordTransitions();
  const actor = createActor(machine, { inspect: recorder.inspect }).start();
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    actor,
    taken: recorder.taken,
    openCalls: () => calls,
    async settle(outcome: { ok: true; value: unknown } | { ok: false; error: unknown }) {
      expect(pending, 'an open request is pending').not.toBeNull();
      const current = pending!;
      pending = null;
      if (outcome.ok) current.resolve(outcome.value);
      else current.reject(outcome.error);
      await flush();
    },
  };
}

async function runPath(path: (typeof shortestPaths)[number]) {
  const h = harness();
  await model.testPath(path, {
    events: {
      [DONE]: async (step) => h.settle({ ok: true, value: (step.event as unknown as { output: unknown }).output }),
      [ERROR]: async (step) => h.settle({ ok: false, error: (step.event as unknown as { error: unknown }).error }),
      OPEN: () => {
        h.actor.send({ type: 'OPEN' });
      },
      RETRY: () => {
        h.actor.send({ type: 'RETRY' });
      },
      BLOCKED: () => {
        h.actor.send({ type: 'BLOCKED' });
      },
      VERSION_CHANGE: () => {
        h.actor.send({ type: 'VERSION_CHANGE' });
      },
      CONNECTION_LOST: () => {
        h.actor.send({ type: 'CONNECTION_LOST' });
      },
    },
    states: {
      '*': (expected) => {
        const actual = h.actor.getSnapshot();
        expect(actual.value).toEqual(expected.value);
        expect(actual.context).toEqual(expected.context);
        expect(actual.status).toBe(expected.status);
      },
      idle: () => {
        expect(h.openCalls()).toBe(0);
      },
      opening: () => {
        const { context } = h.actor.getSnapshot();
        expect(context.errorMessage).toBeNull();
        expect(context.connection).toBeNull();
      },
      ready: () => {
        const { context } = h.actor.getSnapshot();
        expect(context.connection).toBe(CONNECTION);
        expect(context.errorMessage).toBeNull();
        expect(context.blocked).toBe(false);
      },
      failed: () => {
        const { context } = h.actor.getSnapshot();
        expect(context.errorMessage).toMatch(
          /^request\.onerror - initDB: (Version change transaction was aborted|Unknown Error)\. \S.+$/,
        );
        expect(context.connection).toBeNull();
      },
      closed: () => {
        const snapshot = h.actor.getSnapshot();
        expect(snapshot.status).toBe('done');
        expect(snapshot.context.mustReload).toBe(true);
        expect(snapshot.context.connection).toBeNull();
        expect([VERSION_CHANGE_MESSAGE, CONNECTION_LOST_MESSAGE]).toContain(snapshot.context.closedMessage);
        expect(snapshot.context.closedMessage).toMatch(/reload this page/i);
      },
    },
  });
  expectActorTookPath(graphMachine, path, h.taken);
  h.actor.stop();
}

const title = (path: (typeof shortestPaths)[number]) =>
  path.steps.map((step) => step.event.type.replace(/^xstate\.(done|error)\.actor\.openDatabase$/, '$1')).join(' → ');

describe('databaseInitMachine: shortest paths', () => {
  it('reaches every state, failures included', () => {
    const values = new Set(shortestPaths.map((path) => JSON.stringify(path.state.value)));
    expect([...values].sort()).toEqual(['"closed"', '"failed"', '"idle"', '"opening"', '"ready"']);
    // Each state × each event, ignored ones included ("nothing changes" paths).
    expect(shortestPaths.length).toBeGreaterThanOrEqual(30);
    const failures = shortestPaths
      .filter((path) => path.state.matches('failed'))
      .map((path) => path.state.context.errorMessage);
    expect(new Set(failures)).toEqual(
      new Set([
        // The specification's text first, then plain words for the cause (decision 0071).
        'request.onerror - initDB: Version change transaction was aborted. It was stopped before it finished. Try again.',
        'request.onerror - initDB: Unknown Error. The browser could not reach its storage (a disk or browser problem). ' +
          'Reload the page; if it keeps failing, restart the browser.',
      ]),
    );
  });

  for (const [index, path] of shortestPaths.entries()) {
    it(`#${index} ${JSON.stringify(path.state.value)} via ${title(path)}`, async () => {
      await runPath(path);
    });
  }
});

describe('databaseInitMachine: simple paths', () => {
  for (const [index, path] of simplePaths.entries()) {
    it(`#${index} ${JSON.stringify(path.state.value)} via ${title(path)}`, async () => {
      await runPath(path);
    });
  }

  // Each path's test checks that the real actor took that path's transitions (expectActorTookPath in runPath).
  it('the paths take every transition the machine defines', () => {
    expect([...keysTakenByPaths(graphMachine, [...shortestPaths, ...simplePaths])].sort()).toEqual(
      allTransitionKeys(graphMachine),
    );
  });
});

describe('databaseInitMachine: examples', () => {
  it("a failure, then RETRY that succeeds; the error text is the specification's", async () => {
    const h = harness();
    h.actor.send({ type: 'OPEN' });
    await h.settle({ ok: false, error: new Error('The user denied permission to access the database.') });
    expect(h.actor.getSnapshot().context.errorMessage).toBe(
      `request.onerror - initDB: The user denied permission to access the database. ${INIT_DB_GENERIC_ADVICE}`,
    );
    expect(h.actor.getSnapshot().context.errorDetail).toBe('The user denied permission to access the database.');
    h.actor.send({ type: 'RETRY' });
    expect(h.actor.getSnapshot().context.errorMessage).toBeNull();
    expect(h.actor.getSnapshot().context.errorDetail).toBeNull();
    await h.settle({ ok: true, value: CONNECTION });
    expect(h.actor.getSnapshot().value).toBe('ready');
    expect(h.openCalls()).toBe(2);
  });

  it('BLOCKED is shown while opening and cleared once open; events out of place are ignored', async () => {
    const h = harness();
    h.actor.send({ type: 'VERSION_CHANGE' });
    h.actor.send({ type: 'RETRY' });
    expect(h.actor.getSnapshot().value).toBe('idle');
    h.actor.send({ type: 'OPEN' });
    h.actor.send({ type: 'BLOCKED' });
    expect(h.actor.getSnapshot().context.blocked).toBe(true);
    expect(BLOCKED_MESSAGE).toMatch(/another tab/);
    await h.settle({ ok: true, value: CONNECTION });
    expect(h.actor.getSnapshot().context.blocked).toBe(false);
    h.actor.send({ type: 'RETRY' });
    expect(h.actor.getSnapshot().value).toBe('ready');
  });
});
