// Model-based path tests for the records machine (issue 18 'One home'; decisions 0136, 0137): the open session's day
// check on the minute and when the page is shown again, and editing an earlier session (save, a failed save kept in
// the editor, cancel, an edit that changes nothing). Generated with xstate/graph's public API; the real actor's
// effects are promises the executors of the done/error events settle, and its minute is fake time.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { DAY_CHECK_INTERVAL_MS, recordsMachine, type SaveEditInput } from '@machines/recordsMachine';
import { ExplainedError } from '@/domain/errorMessages';
import {
  afterEventExecutors,
  createPathModel,
  expectActorTookPath,
  itCoversEveryTransition,
  pathTitle,
  pathsCoveringEveryTransition,
  recordTransitions,
  sendEventExecutors,
  type ModelStep,
  heldPromises,
  useFakeClocks,
  sameAsModel,
} from '../support/pathTesting';

const FAILURE = new ExplainedError('The saved sessions were not changed. Try again.', { detail: 'QuotaExceededError' });
const EDIT = { type: 'EDIT_SESSION', key: 7, clientId: 'sam' } as const;
const OTHER_EDIT = { type: 'EDIT_SESSION', key: 3, clientId: 'sam' } as const;
const VALUES = { pushups: 31 };

function modelEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  const outcomes: EventObject[] = [];
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
  const { hold, settle, calls } = heldPromises(() => vi.advanceTimersByTimeAsync(0));
  let newSessions = 0;
  const editsSaved: number[] = [];
  const machine = recordsMachine.provide({
    actors: { checkDay: hold<boolean>('checkDay'), saveEdit: hold<number, SaveEditInput>('saveEdit') },
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
  // What each saveEdit was asked to store, in order.
  const saved = () => calls.filter((call) => call.src === 'saveEdit').map((call) => call.input as SaveEditInput);
  return { actor, settle, saved, editsSaved, newSessions: () => newSessions };
}

const graphMachine = recordsMachine as unknown as AnyStateMachine;
const paths = pathsCoveringEveryTransition(graphMachine, undefined, modelEvents);
const model = createPathModel(graphMachine);

describe('recordsMachine: a path for every transition', () => {
  useFakeClocks();

  itCoversEveryTransition(graphMachine, paths, 13);

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
        ...afterEventExecutors(graphMachine, (ms) => {
          vi.advanceTimersByTime(ms);
        }),
      };
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
            sameAsModel(h.actor, expected);
            // A new session starts exactly when a check found the open session over, never otherwise.
            expect(h.newSessions()).toBe(overSoFar);
          },
          'edit.savingEdit': () => {
            // The effect gets the session being edited (its key and client) and the editor's values, nothing else.
            const target = h.actor.getSnapshot().context.editing;
            expect(h.saved().at(-1)).toEqual({ ...target, values: VALUES });
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
  useFakeClocks();

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
