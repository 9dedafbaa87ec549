// Model-based path tests for the records machine (issue 18 'One home'; decisions 0136, 0137, 0162): the open session's
// day check on the minute and when the page is shown again, editing an earlier session (save, a failed save kept in
// the editor, cancel, an edit that changes nothing), which client and session are open, and the one entry point for
// opening a client, a new client, renaming, saving and updating, sent on to its named children (recorded stand-ins). Generated with xstate/graph's public API; the real actor's
// effects are promises the executors of the done/error events settle, and its minute is fake time.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createActor,
  fromCallback,
  fromPromise,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { DAY_CHECK_INTERVAL_MS, recordsMachine, type SaveEditInput } from '@machines/recordsMachine';
import { ExplainedError } from '@/domain/errorMessages';
import {
  FAKE_CLOCKS,
  afterEventExecutors,
  createPathModel,
  expectActorTookPath,
  itCoversEveryTransition,
  pathTitle,
  pathsCoveringEveryTransition,
  recordTransitions,
  sendEventExecutors,
  type ModelStep,
} from '../support/pathTesting';

const FAILURE = new ExplainedError('The saved sessions were not changed. Try again.', { detail: 'QuotaExceededError' });
const EDIT = { type: 'EDIT_SESSION', key: 7, clientId: 'sam' } as const;
const OTHER_EDIT = { type: 'EDIT_SESSION', key: 3, clientId: 'sam' } as const;
const VALUES = { pushups: 31 };

/** The model's stand-in for a child's logic; each path's actor gets a recorder in its place (childRecorder). */
const STAND_IN = fromCallback(() => undefined);
const OPENED_S1 = { type: 'SESSION_OPENED', clientId: 'sam', sessionId: 's1', savedBefore: false } as const;
const OPENED_S2 = { type: 'SESSION_OPENED', clientId: 'sam', sessionId: 's2', savedBefore: true } as const;
const OPENED_ALEX = { type: 'SESSION_OPENED', clientId: 'alex', sessionId: 's1', savedBefore: false } as const;
/** What the records machine sends its child for each entry-point event. */
const FORWARDED: Record<string, EventObject> = {
  OPEN_CLIENT: { type: 'SWITCH', clientId: 'alex' } as EventObject,
  NEW_CLIENT: { type: 'CREATE', name: null } as EventObject,
  RENAME_CLIENT: { type: 'RENAME', clientId: 'sam', name: 'Samantha Jones' } as EventObject,
  SAVE: { type: 'OPEN', firstName: 'Sam' } as EventObject,
  CONFIRM_SAVE: { type: 'CONFIRM' },
  CLOSE_SAVE: { type: 'CLOSE' },
  RETRY_SAVE: { type: 'RETRY' },
};
const ENTRY_EVENTS: EventObject[] = [
  { type: 'OPEN_CLIENT', clientId: 'alex' } as EventObject,
  { type: 'NEW_CLIENT' },
  { type: 'RENAME_CLIENT', clientId: 'sam', name: 'Samantha Jones' } as EventObject,
  { type: 'SAVE', firstName: 'Sam' } as EventObject,
  { type: 'CONFIRM_SAVE' },
  { type: 'CLOSE_SAVE' },
  { type: 'RETRY_SAVE' },
];

function modelEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  const sessions: EventObject[] = [OPENED_S1, OPENED_S2, OPENED_ALEX];
  const outcomes: EventObject[] = [
    ...sessions,
    { type: 'ATTACH_ROSTER', logic: STAND_IN } as EventObject,
    { type: 'ATTACH_SAVE', logic: STAND_IN, savedBefore: true } as EventObject,
    ...ENTRY_EVENTS,
  ];
  if (snapshot.matches({ day: 'checking' })) {
    outcomes.push({ type: 'xstate.done.actor.checkDay', output: true } as EventObject);
    outcomes.push({ type: 'xstate.done.actor.checkDay', output: false } as EventObject);
    outcomes.push({ type: 'xstate.error.actor.checkDay', error: new Error('no profile') } as EventObject);
  }
  if (snapshot.matches({ edit: 'savingEdit' })) {
    outcomes.push({ type: 'xstate.done.actor.saveEdit', output: 7 } as EventObject);
    outcomes.push({ type: 'xstate.error.actor.saveEdit', error: FAILURE } as EventObject);
  }
  return [
    ...outcomes,
    { type: 'VISIBLE' },
    EDIT,
    OTHER_EDIT,
    { type: 'SAVE_EDIT', values: VALUES } as EventObject,
    { type: 'SAVE_EDIT', values: {} } as EventObject,
    { type: 'CANCEL_EDIT' },
    { type: 'DISMISS' },
  ];
}

function harness(inspect: ReturnType<typeof recordTransitions>['inspect']) {
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const saved: SaveEditInput[] = [];
  let newSessions = 0;
  const editsSaved: number[] = [];
  const inFlight = (src: string) => (value: unknown) => {
    if (src === 'saveEdit') saved.push(value as SaveEditInput);
    return new Promise((resolve, reject) => {
      pending.set(src, { resolve, reject });
    });
  };
  const machine = recordsMachine.provide({
    actors: {
      checkDay: fromPromise(() => inFlight('checkDay')(null) as Promise<boolean>),
      saveEdit: fromPromise<number, SaveEditInput>(({ input }) => inFlight('saveEdit')(input) as Promise<number>),
    },
    actions: {
      startNextSession: () => {
        newSessions += 1;
      },
      editSaved: (_args, { key }) => {
        editsSaved.push(key);
      },
    },
  });
  const actor = createActor(machine, { inspect }).start();
  // What each child received, in order.
  const received: Record<'clients' | 'saveConfirm', EventObject[]> = { clients: [], saveConfirm: [] };
  const childRecorder = (id: 'clients' | 'saveConfirm') =>
    fromCallback(({ receive }) => {
      receive((event) => received[id].push(event));
    });
  const settle = async (src: string, outcome: { ok: true; value: unknown } | { ok: false; error: unknown }) => {
    const p = pending.get(src);
    expect(p, `${src} is in flight`).toBeDefined();
    pending.delete(src);
    if (outcome.ok) p!.resolve(outcome.value);
    else p!.reject(outcome.error);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { actor, settle, saved, editsSaved, newSessions: () => newSessions, received, childRecorder };
}

const graphMachine = recordsMachine as unknown as AnyStateMachine;
const paths = pathsCoveringEveryTransition(graphMachine, undefined, modelEvents);
const model = createPathModel(graphMachine);

describe('recordsMachine: a path for every transition', () => {
  beforeEach(() => {
    vi.useFakeTimers(FAKE_CLOCKS);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  itCoversEveryTransition(graphMachine, paths, 25);

  for (const path of paths) {
    it(pathTitle(path), async () => {
      const recorder = recordTransitions();
      const h = harness(recorder.inspect);
      // How many new sessions the path's done events with `true` should have started so far.
      let overSoFar = 0;
      const executors: Record<string, (step: ModelStep) => Promise<void> | void> = {
        ...sendEventExecutors(['VISIBLE', 'EDIT_SESSION', 'SAVE_EDIT', 'CANCEL_EDIT', 'DISMISS'], (event) => {
          h.actor.send(event as never);
        }),
        SESSION_OPENED: (step) => {
          const before = h.actor.getSnapshot();
          const told = h.received.saveConfirm.length;
          const event = step.event as typeof OPENED_S1;
          h.actor.send(event);
          const another =
            before.context.open?.clientId !== event.clientId || before.context.open?.sessionId !== event.sessionId;
          // The dialog hears of another session only, with that session's saved state.
          if (before.matches({ save: 'attached' }) && another)
            expect(h.received.saveConfirm.slice(told)).toEqual([
              { type: 'SESSION_CHANGED', savedBefore: event.savedBefore },
            ]);
          else expect(h.received.saveConfirm.length).toBe(told);
        },
        ATTACH_ROSTER: (step) => {
          h.actor.send({ ...(step.event as never as object), logic: h.childRecorder('clients') } as never);
          expect(h.actor.getSnapshot().children.clients).toBeDefined();
        },
        ATTACH_SAVE: (step) => {
          const wasAttached = h.actor.getSnapshot().matches({ save: 'attached' });
          const told = h.received.saveConfirm.length;
          const child = h.actor.getSnapshot().children.saveConfirm;
          h.actor.send({ ...(step.event as never as object), logic: h.childRecorder('saveConfirm') } as never);
          if (wasAttached) {
            // Shown again: the same child, its dialog closed and told the open session's saved state as stored now.
            expect(h.actor.getSnapshot().children.saveConfirm).toBe(child);
            expect(h.received.saveConfirm.slice(told)).toEqual([
              { type: 'CLOSE' },
              { type: 'SESSION_CHANGED', savedBefore: true },
            ]);
          } else expect(h.actor.getSnapshot().children.saveConfirm).toBeDefined();
        },
      };
      for (const type of Object.keys(FORWARDED)) {
        const child = type.endsWith('_SAVE') || type === 'SAVE' ? 'saveConfirm' : 'clients';
        executors[type] = (step) => {
          const attached = h.actor.getSnapshot().matches({ [child === 'clients' ? 'roster' : 'save']: 'attached' });
          const before = h.received[child].length;
          h.actor.send(step.event as never);
          // The one entry point: each event reaches its child as that child's own event, once.
          expect(h.received[child].slice(before)).toEqual(attached ? [FORWARDED[type]] : []);
        };
      }
      Object.assign(executors, {
        ...afterEventExecutors(graphMachine, (ms) => {
          vi.advanceTimersByTime(ms);
        }),
      });
      for (const src of ['checkDay', 'saveEdit']) {
        executors[`xstate.done.actor.${src}`] = async (step) => {
          const output = (step.event as unknown as { output: unknown }).output;
          if (src === 'checkDay' && output === true) overSoFar += 1;
          await h.settle(src, { ok: true, value: output });
        };
        executors[`xstate.error.actor.${src}`] = (step) =>
          h.settle(src, { ok: false, error: (step.event as unknown as { error: unknown }).error });
      }
      await model.testPath(path, {
        events: executors,
        states: {
          '*': (expected) => {
            const actual = h.actor.getSnapshot();
            expect(actual.value).toEqual(expected.value);
            expect(actual.context).toEqual(expected.context);
            // A new session starts exactly when a check found the open session over, never otherwise.
            expect(h.newSessions()).toBe(overSoFar);
          },
          'edit.savingEdit': () => {
            // The effect gets the session being edited (its key and client) and the editor's values, nothing else.
            const target = h.actor.getSnapshot().context.editing;
            expect(h.saved.at(-1)).toEqual({ ...target, values: VALUES });
            expect(h.actor.getSnapshot().hasTag('busy')).toBe(true);
          },
          'edit.editing': () => {
            expect(h.actor.getSnapshot().hasTag('editing')).toBe(true);
            const { editError } = h.actor.getSnapshot().context;
            if (editError) expect(editError).toEqual({ message: FAILURE.message, detail: FAILURE.detail });
          },
          'edit.idle': () => {
            const { lastEdited } = h.actor.getSnapshot().context;
            if (lastEdited !== null) expect(h.editsSaved.at(-1)).toBe(lastEdited);
          },
        },
      });
      h.actor.stop();
      // Order-free: this path's own actor took every transition the path takes.
      expectActorTookPath(graphMachine, path, recorder.taken);
    });
  }
});

describe('recordsMachine: the day check on the clock', () => {
  beforeEach(() => {
    vi.useFakeTimers(FAKE_CLOCKS);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks once a minute, and at once when the page is shown again; a session over starts one new session', async () => {
    let over = false;
    let checks = 0;
    let started = 0;
    const actor = createActor(
      recordsMachine.provide({
        actors: {
          checkDay: fromPromise(async () => {
            checks += 1;
            return over;
          }),
        },
        actions: {
          startNextSession: () => {
            started += 1;
          },
        },
      }),
    ).start();
    await vi.advanceTimersByTimeAsync(DAY_CHECK_INTERVAL_MS - 1);
    expect(checks).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(checks).toBe(1);
    await vi.advanceTimersByTimeAsync(DAY_CHECK_INTERVAL_MS * 3);
    expect(checks).toBe(4);
    expect(started).toBe(0);
    over = true;
    actor.send({ type: 'VISIBLE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(checks).toBe(5);
    expect(started).toBe(1);
    over = false; // the new session is today's: the next checks start nothing
    await vi.advanceTimersByTimeAsync(DAY_CHECK_INTERVAL_MS * 2);
    expect(started).toBe(1);
    actor.stop();
  });
});
