// Model-based path tests for the save confirmation dialog (xstate/graph, the pattern in docs/toolchain.md).
//
// The machine invokes `saveSession`. The generators traverse its outcome as the invoke's own events
// (`xstate.done.actor.saveSession` / `xstate.error.actor.saveSession`, with concrete payloads below); the real
// actor gets a `saveSession` whose promise the executor of those events resolves or rejects with the step's
// payload. Success and failure therefore come from each path, and every step compares the real actor with the
// model. Both starting points are covered: no session saved yet, and one saved before (input.savedBefore).
import { describe, expect, it } from 'vitest';
import { ExplainedError } from '@/domain/errorMessages';
import { createActor, fromPromise, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { getShortestPaths, getSimplePaths, serializeSnapshot, TestModel } from 'xstate/graph';
import { allTransitionKeys, keysTakenByPaths } from '../support/machineTransitions';
import { expectActorTookPath, recordTransitions } from '../support/actorTransitions';
import {
  SAVE_LABEL,
  UPDATE_LABEL,
  saveButtonLabel,
  saveConfirmMachine,
  type SaveConfirmContext,
  type SaveConfirmInput,
} from '@machines/saveConfirmMachine';

const DONE = 'xstate.done.actor.saveSession';
const ERROR = 'xstate.error.actor.saveSession';
const SAVED_KEY = 7;
const QUOTA_TEXT = "The session was not saved. This browser's storage for this site is full.";
/** What the storage module throws: plain words, the browser's own words as the detail (decision 0071). */
const QUOTA_ERROR = new ExplainedError(QUOTA_TEXT, { detail: 'QuotaExceededError: The quota has been exceeded.' });

const modelEvents = (snapshot: AnyMachineSnapshot): EventObject[] => {
  if (snapshot.status !== 'active') return [];
  const outcomes: EventObject[] = snapshot.matches('saving')
    ? [
        { type: DONE, output: SAVED_KEY } as EventObject,
        { type: ERROR, error: QUOTA_ERROR } as EventObject,
        { type: ERROR, error: {} } as EventObject,
      ]
    : [];
  return [
    ...outcomes,
    { type: 'OPEN', firstName: 'Ada' } as EventObject,
    { type: 'SESSION_CHANGED', savedBefore: false } as EventObject,
    { type: 'SESSION_CHANGED', savedBefore: true } as EventObject,
    { type: 'OPEN', firstName: '   ' } as EventObject,
    { type: 'OPEN', firstName: null } as EventObject,
    { type: 'CONFIRM' },
    { type: 'CLOSE' },
    { type: 'RETRY' },
  ];
};
/**
 * For simple paths: only the events that take a transition, and one payload per outcome (the blank first name and
 * the message-less failure are left to the shortest paths). Every acyclic route multiplies with each variant:
 * with all of them this gives over 600 paths per starting point instead of under 200.
 */
const effectiveEvents = (snapshot: AnyMachineSnapshot) =>
  modelEvents(snapshot)
    .filter((event) => snapshot.can(event))
    .filter((event) => !(event.type === 'OPEN' && (event as { firstName?: unknown }).firstName === '   '))
    // Another session opening returns to closed: the shortest paths cover its transitions.
    .filter((event) => event.type !== 'SESSION_CHANGED')
    .filter((event) => !(event.type === ERROR && !('message' in (event as unknown as { error: object }).error)));

/** The state plus the incoming event type and the state it came from, so that every transition gets a path. */
const serializeState = (snapshot: AnyMachineSnapshot, event: EventObject | undefined, prev?: AnyMachineSnapshot) =>
  serializeSnapshot(snapshot) + (event && prev ? ` via ${event.type} from ${JSON.stringify(prev.value)}` : '');

// Typed loosely for the generators: the model's events include the invoke's done/error events.
const graphMachine: AnyStateMachine = saveConfirmMachine;
const model = new TestModel(graphMachine, {
  stateMatcher: (snapshot, key) => key === '*' || (snapshot as AnyMachineSnapshot).matches(key),
});

function harness(input: SaveConfirmInput) {
  let pending: { resolve: (value: number) => void; reject: (error: unknown) => void } | null = null;
  let calls = 0;
  const machine = saveConfirmMachine.provide({
    actors: {
      saveSession: fromPromise<number>(
        () =>
          new Promise<number>((resolve, reject) => {
            calls += 1;
            pending = { resolve, reject };
          }),
      ),
    },
  });
  const recorder = recordTransitions();
  const actor = createActor(machine, { input, inspect: recorder.inspect }).start();
  return {
    actor,
    taken: recorder.taken,
    saveCalls: () => calls,
    async settle(outcome: { ok: true; value: number } | { ok: false; error: unknown }) {
      expect(pending, 'a save is in flight').not.toBeNull();
      const current = pending!;
      pending = null;
      if (outcome.ok) current.resolve(outcome.value);
      else current.reject(outcome.error);
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

type Path = ReturnType<typeof getShortestPaths<AnyStateMachine>>[number];

async function runPath(path: Path, input: SaveConfirmInput) {
  const h = harness(input);
  let lastFirstName: string | null | undefined;
  await model.testPath(path, {
    events: {
      [DONE]: async (step) => h.settle({ ok: true, value: (step.event as unknown as { output: number }).output }),
      [ERROR]: async (step) => h.settle({ ok: false, error: (step.event as unknown as { error: unknown }).error }),
      OPEN: (step) => {
        const event = {
          type: 'OPEN' as const,
          firstName: (step.event as unknown as { firstName: string | null }).firstName,
        };
        if (h.actor.getSnapshot().can(event)) lastFirstName = event.firstName; // the OPEN that a state took
        h.actor.send(event);
      },
      SESSION_CHANGED: (step) => {
        h.actor.send({
          type: 'SESSION_CHANGED',
          savedBefore: (step.event as unknown as { savedBefore: boolean }).savedBefore,
        });
      },
      CONFIRM: () => {
        h.actor.send({ type: 'CONFIRM' });
      },
      CLOSE: () => {
        h.actor.send({ type: 'CLOSE' });
      },
      RETRY: () => {
        h.actor.send({ type: 'RETRY' });
      },
    },
    states: {
      '*': (expected) => {
        const actual = h.actor.getSnapshot();
        expect(actual.value).toEqual(expected.value);
        expect(actual.context).toEqual(expected.context);
        expect([...actual.tags].sort()).toEqual([...(expected as AnyMachineSnapshot).tags].sort());
      },
      closed: () => {
        const snapshot = h.actor.getSnapshot();
        expect(snapshot.hasTag('dialog')).toBe(false);
        expect(snapshot.context.errorMessage).toBeNull();
      },
      confirming: () => {
        const snapshot = h.actor.getSnapshot();
        expect(lastFirstName?.trim()).toBeTruthy(); // the dialog opens only with a first name
        expect(snapshot.hasTag('dialog')).toBe(true);
        expect(snapshot.context.errorMessage).toBeNull();
      },
      saving: () => {
        const snapshot = h.actor.getSnapshot();
        expect(snapshot.hasTag('busy')).toBe(true);
        expect(h.saveCalls()).toBeGreaterThan(0);
      },
      saved: () => {
        const snapshot = h.actor.getSnapshot();
        expect(snapshot.hasTag('dialog')).toBe(false);
        expect(snapshot.context.lastKey).toBe(SAVED_KEY);
        expect(saveButtonLabel(snapshot.context)).toBe(UPDATE_LABEL);
      },
      failed: () => {
        const snapshot = h.actor.getSnapshot();
        expect(snapshot.hasTag('dialog')).toBe(true);
        expect(snapshot.context.errorMessage).toMatch(/^The session was not saved\. .+/);
      },
    },
  });
  const context: SaveConfirmContext = h.actor.getSnapshot().context;
  expect(saveButtonLabel(context)).toBe(context.savedBefore ? UPDATE_LABEL : SAVE_LABEL);
  expectActorTookPath(graphMachine, path, h.taken);
  h.actor.stop();
}

const title = (path: Path) =>
  path.steps
    .map((step) => {
      const event = step.event as EventObject & { firstName?: unknown };
      if (event.type === DONE) return 'done';
      if (event.type === ERROR) return 'error';
      if (event.type === 'SESSION_CHANGED')
        return `SESSION_CHANGED(${String((event as unknown as { savedBefore: boolean }).savedBefore)})`;
      return event.type === 'OPEN' ? `${event.type}(${JSON.stringify(event.firstName)})` : event.type;
    })
    .join(' → ');

/** Both starting points, each with its shortest and simple paths. */
const STARTS = ([{ savedBefore: false }, { savedBefore: true }] satisfies SaveConfirmInput[]).map((input) => ({
  input,
  shortestPaths: getShortestPaths(graphMachine, { input, events: modelEvents, serializeState }),
  simplePaths: getSimplePaths(graphMachine, { input, events: effectiveEvents, serializeState }),
}));

for (const { input, shortestPaths, simplePaths } of STARTS) {
  describe(`saveConfirmMachine (savedBefore ${input.savedBefore}): shortest paths`, () => {
    it('reaches every state, failures included', () => {
      const values = new Set(shortestPaths.map((path) => JSON.stringify(path.state.value)));
      expect([...values].sort()).toEqual(['"closed"', '"confirming"', '"failed"', '"saved"', '"saving"']);
      const failures = new Set(
        shortestPaths.filter((p) => p.state.matches('failed')).map((p) => p.state.context.errorMessage),
      );
      expect(failures).toEqual(
        new Set([
          QUOTA_TEXT,
          'The session was not saved. Try again; if it keeps failing, reload the page. Your current session has not been changed.',
        ]),
      );
    });

    for (const [index, path] of shortestPaths.entries()) {
      it(`#${index} ${JSON.stringify(path.state.value)} via ${title(path)}`, async () => {
        await runPath(path, input);
      });
    }
  });

  describe(`saveConfirmMachine (savedBefore ${input.savedBefore}): simple paths`, () => {
    for (const [index, path] of simplePaths.entries()) {
      it(`#${index} ${JSON.stringify(path.state.value)} via ${title(path)}`, async () => {
        await runPath(path, input);
      });
    }
  });
}

describe('saveConfirmMachine: coverage and examples', () => {
  // Each path's test checks that the real actor took that path's transitions (expectActorTookPath in runPath).
  it('the paths take every transition the machine defines', () => {
    const paths = STARTS.flatMap((start) => [...start.shortestPaths, ...start.simplePaths]);
    expect([...keysTakenByPaths(graphMachine, paths)].sort()).toEqual(allTransitionKeys(graphMachine));
  });

  it('save, fail, retry, succeed: the label changes only after a successful save', async () => {
    const h = harness({});
    expect(saveButtonLabel(h.actor.getSnapshot().context)).toBe(SAVE_LABEL);
    h.actor.send({ type: 'OPEN', firstName: 'Ada' });
    h.actor.send({ type: 'CONFIRM' });
    await h.settle({ ok: false, error: QUOTA_ERROR });
    expect(h.actor.getSnapshot().value).toBe('failed');
    expect(h.actor.getSnapshot().context.errorMessage).toBe(QUOTA_TEXT);
    expect(h.actor.getSnapshot().context.errorDetail).toBe(QUOTA_ERROR.detail);
    expect(saveButtonLabel(h.actor.getSnapshot().context)).toBe(SAVE_LABEL);
    h.actor.send({ type: 'RETRY' });
    expect(h.actor.getSnapshot().context.errorMessage).toBeNull();
    h.actor.send({ type: 'CLOSE' }); // ignored while saving: an add in flight cannot be cancelled
    expect(h.actor.getSnapshot().value).toBe('saving');
    await h.settle({ ok: true, value: 3 });
    expect(h.actor.getSnapshot().context).toEqual({
      savedBefore: true,
      lastKey: 3,
      errorMessage: null,
      errorDetail: null,
    });
    expect(saveButtonLabel(h.actor.getSnapshot().context)).toBe(UPDATE_LABEL);
    expect(h.saveCalls()).toBe(2);
  });

  it.each([undefined, null, '', '   '])(
    'without a first name (%j) the dialog does not open and nothing is saved',
    (firstName) => {
      const h = harness({});
      h.actor.send({ type: 'OPEN', firstName });
      expect(h.actor.getSnapshot().value).toBe('closed');
      h.actor.send({ type: 'CONFIRM' });
      expect(h.actor.getSnapshot().value).toBe('closed');
      expect(h.saveCalls()).toBe(0);
    },
  );

  it('another session opening sets the label from that session: a saved session is left for a new one (decision 0102)', async () => {
    const h = harness({ savedBefore: true });
    expect(saveButtonLabel(h.actor.getSnapshot().context)).toBe(UPDATE_LABEL);
    h.actor.send({ type: 'SESSION_CHANGED', savedBefore: false });
    expect(h.actor.getSnapshot().value).toBe('closed');
    expect(saveButtonLabel(h.actor.getSnapshot().context)).toBe(SAVE_LABEL);
    h.actor.send({ type: 'OPEN', firstName: 'Ada' });
    h.actor.send({ type: 'SESSION_CHANGED', savedBefore: true }); // not while the dialog is open
    expect(h.actor.getSnapshot().value).toBe('confirming');
    expect(saveButtonLabel(h.actor.getSnapshot().context)).toBe(SAVE_LABEL);
  });
});
