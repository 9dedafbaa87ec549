// Model-based path tests for the records machine (decisions 0136, 0137, 0162, 0172): the day
// rule (a session saved on an earlier day is closed when a session opens, the open client is opened again, Current
// Session is shown, the day is checked, the next local midnight comes, and instead of any save or update into it),
// editing an earlier session (save, a failed save kept in the editor, cancel, an edit that changes nothing), which
// client and session are open, and the one entry point for opening a client, a new client, renaming, saving and
// updating, sent on to its named children (recorded stand-ins). Generated with xstate/graph's public API; the real
// actor's effects are promises the executors of the done/error events settle, and its clock is fixed.
import { describe, expect, it, vi } from 'vitest';
import {
  createActor,
  fromCallback,
  fromPromise,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import {
  recordsMachine,
  savedOnEarlierDay,
  untilNextLocalDay,
  type RecordsContext,
  type SaveEditInput,
} from '@machines/recordsMachine';
import { ExplainedError } from '@/domain/errorMessages';
import { afterEventExecutors, sendEventExecutors } from '../support/pathExecutors';
import {
  createPathModel,
  itCoversEveryTransition,
  pathTitle,
  pathsCoveringEveryTransition,
} from '../support/pathTesting';
import { expectActorTookPath, recordTransitions } from '../support/actorTransitions';
import { type ModelStep } from '../support/modelPath';
import { onFakeClocks } from '../support/fakeClock';

const FAILURE = new ExplainedError('The saved sessions were not changed. Try again.', { detail: 'QuotaExceededError' });
const EDIT = { type: 'EDIT_SESSION', key: 7, clientId: 'sam' } as const;
const OTHER_EDIT = { type: 'EDIT_SESSION', key: 3, clientId: 'sam' } as const;
const VALUES = { pushups: 31 };

/** The model's stand-in for a child's logic; each path's actor gets a recorder in its place (childRecorder). */
const STAND_IN = fromCallback(() => undefined);
/** The machine's clock in every path (the model's and the actor's): day 2, 09:00 local time. */
const TODAY = new Date(2026, 0, 11, 9, 0);
const CLOCK = () => TODAY;
const INPUT = { clock: CLOCK };
const YESTERDAY_SAVE = new Date(2026, 0, 10, 18, 0).toISOString();
const TODAY_SAVE = new Date(2026, 0, 11, 8, 0).toISOString();
/** Sam's session not saved, Sam's session saved yesterday (over), Alex's session saved today. */
const OPENED_S1 = {
  type: 'SESSION_OPENED',
  clientId: 'sam',
  sessionId: 's1',
  savedBefore: false,
  savedOn: null,
} as const;
const OPENED_S2 = {
  type: 'SESSION_OPENED',
  clientId: 'sam',
  sessionId: 's2',
  savedBefore: true,
  savedOn: YESTERDAY_SAVE,
} as const;
const OPENED_ALEX = {
  type: 'SESSION_OPENED',
  clientId: 'alex',
  sessionId: 's1',
  savedBefore: true,
  savedOn: TODAY_SAVE,
} as const;
const SAVED_S1 = { type: 'SESSION_SAVED', clientId: 'sam', sessionId: 's1', date: TODAY_SAVE } as const;
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
    SAVED_S1,
    { type: 'DAY_CHECK' },
    { type: 'OPEN_CLIENT', clientId: 'sam' } as EventObject,
    { type: 'ATTACH_ROSTER', logic: STAND_IN } as EventObject,
    { type: 'ATTACH_SAVE', logic: STAND_IN, savedBefore: true } as EventObject,
    ...ENTRY_EVENTS,
  ];
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
  let closed = 0;
  const editsSaved: number[] = [];
  const inFlight = (src: string) => (value: unknown) => {
    if (src === 'saveEdit') saved.push(value as SaveEditInput);
    return new Promise((resolve, reject) => {
      pending.set(src, { resolve, reject });
    });
  };
  const machine = recordsMachine.provide({
    actors: {
      saveEdit: fromPromise<number, SaveEditInput>(({ input }) => inFlight('saveEdit')(input) as Promise<number>),
    },
    actions: {
      closeEarlierDay: () => {
        closed += 1;
      },
      editSaved: (_args, { key }) => {
        editsSaved.push(key);
      },
    },
  });
  const actor = createActor(machine, { inspect, input: INPUT }).start();
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
  return { actor, settle, saved, editsSaved, closed: () => closed, received, childRecorder };
}

const graphMachine = recordsMachine as unknown as AnyStateMachine;
const paths = pathsCoveringEveryTransition(graphMachine, INPUT, modelEvents);
const model = createPathModel(graphMachine);

describe('recordsMachine: a path for every transition', () => {
  onFakeClocks();

  itCoversEveryTransition(graphMachine, paths, 28);

  for (const path of paths) {
    it(pathTitle(path), async () => {
      const recorder = recordTransitions();
      const h = harness(recorder.inspect);
      /**
       * Runs one step and checks the day rule on it: the open session is closed (closeEarlierDay, once) exactly when
       * the step checks the day and that session was saved on an earlier day than the clock's, never otherwise.
       */
      const checked = async (checks: (before: AnyMachineSnapshot) => boolean, run: () => Promise<void> | void) => {
        const before = h.actor.getSnapshot();
        const closedBefore = h.closed();
        await run();
        const { open } = h.actor.getSnapshot().context as RecordsContext;
        const over = open !== null && savedOnEarlierDay(open.savedOn, CLOCK());
        expect(h.closed() - closedBefore).toBe(checks(before) && over ? 1 : 0);
      };
      const always = () => true;
      const never = () => false;
      const send = (step: ModelStep) => h.actor.send(step.event as never);
      const executors: Record<string, (step: ModelStep) => Promise<void> | void> = {
        ...sendEventExecutors(['EDIT_SESSION', 'SAVE_EDIT', 'CANCEL_EDIT', 'DISMISS'], (event) =>
          checked(never, () => h.actor.send(event as never)),
        ),
        VISIBLE: (step) => checked(always, () => send(step)),
        DAY_CHECK: (step) => checked(always, () => send(step)),
        SESSION_SAVED: (step) =>
          checked(never, () => {
            const before = h.actor.getSnapshot().context.open;
            send(step);
            const after = h.actor.getSnapshot().context.open;
            // Only the open session's own save is taken, and its first date is kept.
            if (before?.clientId === 'sam' && before.sessionId === 's1')
              expect(after?.savedOn).toBe(before.savedOn ?? TODAY_SAVE);
            else expect(after).toEqual(before);
          }),
        SESSION_OPENED: (step) =>
          checked(always, () => {
            const before = h.actor.getSnapshot();
            const told = h.received.saveConfirm.length;
            const event = step.event as typeof OPENED_S2;
            h.actor.send(event);
            const another =
              before.context.open?.clientId !== event.clientId || before.context.open?.sessionId !== event.sessionId;
            // The dialog hears of another session only, with that session's saved state.
            if (before.matches({ save: 'attached' }) && another)
              expect(h.received.saveConfirm.slice(told)).toEqual([
                { type: 'SESSION_CHANGED', savedBefore: event.savedBefore },
              ]);
            else expect(h.received.saveConfirm.length).toBe(told);
          }),
        ATTACH_ROSTER: (step) =>
          checked(never, () => {
            h.actor.send({ ...(step.event as never as object), logic: h.childRecorder('clients') } as never);
            expect(h.actor.getSnapshot().children.clients).toBeDefined();
          }),
        ATTACH_SAVE: (step) =>
          checked(always, () => {
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
          }),
      };
      const isOver = (snapshot: AnyMachineSnapshot) => {
        const { open } = snapshot.context as RecordsContext;
        return open !== null && savedOnEarlierDay(open.savedOn, CLOCK());
      };
      const isOpenClient = (snapshot: AnyMachineSnapshot, event: EventObject) =>
        event.type === 'OPEN_CLIENT' &&
        (snapshot.context as RecordsContext).open?.clientId === (event as { clientId?: string }).clientId;
      executors.OPEN_CLIENT = (step) =>
        checked(
          (before) => isOpenClient(before, step.event),
          () => {
            const before = h.actor.getSnapshot();
            const attached = before.matches({ roster: 'attached' });
            const told = h.received.clients.length;
            send(step);
            // The open client opened again is a day check, never a switch; another client goes to the roster.
            const forwarded = attached && !isOpenClient(before, step.event);
            expect(h.received.clients.slice(told)).toEqual(
              forwarded ? [{ type: 'SWITCH', clientId: (step.event as unknown as { clientId: string }).clientId }] : [],
            );
          },
        );
      for (const type of Object.keys(FORWARDED).filter((t) => t !== 'OPEN_CLIENT')) {
        const child = type.endsWith('_SAVE') || type === 'SAVE' ? 'saveConfirm' : 'clients';
        // A save, update or retry checks the day first; closing the dialog does not.
        const checksDay = ['SAVE', 'CONFIRM_SAVE', 'RETRY_SAVE'].includes(type);
        executors[type] = (step) =>
          checked(
            (before) => checksDay && before.matches({ save: 'attached' }),
            () => {
              const before = h.actor.getSnapshot();
              const attached = before.matches({ [child === 'clients' ? 'roster' : 'save']: 'attached' });
              const told = h.received[child].length;
              send(step);
              // The one entry point: each event reaches its child as that child's own event, once; nothing is
              // written into a session of an earlier day: the dialog is closed instead.
              const refused = checksDay && isOver(before);
              expect(h.received[child].slice(told)).toEqual(
                !attached ? [] : refused ? [{ type: 'CLOSE' }] : [FORWARDED[type]],
              );
            },
          );
      }
      for (const [type, run] of Object.entries(
        afterEventExecutors(graphMachine, (ms) => {
          vi.advanceTimersByTime(ms);
        }),
      ))
        executors[type] = (step) => checked(always, () => run(step));
      executors['xstate.done.actor.saveEdit'] = (step) =>
        checked(never, () =>
          h.settle('saveEdit', { ok: true, value: (step.event as unknown as { output: unknown }).output }),
        );
      executors['xstate.error.actor.saveEdit'] = (step) =>
        checked(never, () =>
          h.settle('saveEdit', { ok: false, error: (step.event as unknown as { error: unknown }).error }),
        );
      await model.testPath(path, {
        events: executors,
        states: {
          '*': (expected) => {
            const actual = h.actor.getSnapshot();
            expect(actual.value).toEqual(expected.value);
            expect(actual.context).toEqual(expected.context);
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

describe('recordsMachine: the day rule on the clock', () => {
  onFakeClocks();

  it('a session saved this evening is closed just past local midnight, once; a session not saved never is', async () => {
    vi.setSystemTime(new Date(2026, 0, 10, 23, 45));
    let closed = 0;
    const actor = createActor(
      recordsMachine.provide({
        actions: {
          closeEarlierDay: () => {
            closed += 1;
          },
        },
      }),
      { input: { clock: () => new Date() } },
    ).start();
    actor.send({ ...OPENED_S2, savedOn: new Date(2026, 0, 10, 23, 30).toISOString() });
    expect(closed).toBe(0); // saved today
    await vi.advanceTimersByTimeAsync(15 * 60_000); // 00:00:00, the timer set for a second past midnight
    expect(closed).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(closed).toBe(1);
    // The app opens a new session (not saved): the next midnight's check closes nothing.
    actor.send(OPENED_S1);
    await vi.advanceTimersByTimeAsync(25 * 3_600_000);
    expect(closed).toBe(1);
    actor.stop();
  });

  it('the clock jumped with no timer run (a computer asleep): the page shown again closes the session at once', () => {
    vi.setSystemTime(new Date(2026, 0, 10, 20, 0));
    let closed = 0;
    const actor = createActor(
      recordsMachine.provide({
        actions: {
          closeEarlierDay: () => {
            closed += 1;
          },
        },
      }),
      { input: { clock: () => new Date() } },
    ).start();
    actor.send({ ...OPENED_S2, savedOn: new Date(2026, 0, 10, 19, 0).toISOString() });
    vi.setSystemTime(new Date(2026, 1, 18, 8, 0));
    expect(closed).toBe(0);
    actor.send({ type: 'VISIBLE' });
    expect(closed).toBe(1);
    actor.stop();
  });

  it('waits until a second past the next local midnight, an hour at most', () => {
    expect(untilNextLocalDay(new Date(2026, 0, 10, 23, 59, 0))).toBe(61_000);
    expect(untilNextLocalDay(new Date(2026, 0, 10, 12, 0))).toBe(3_600_000);
  });
});
