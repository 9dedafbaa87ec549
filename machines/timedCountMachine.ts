// A fixed-length count of the Senior Fitness Test (decision 47): the 30-s chair stand and 30-s arm curl, the 2-minute
// step and the 6-minute walk. One machine for the four: a start tone, a countdown of the test's length, a stop tone at
// its end, and a tap counter the tester taps once per stand, curl, right-knee lift or 50-yard lap. The count stays open for correction once
// the time is up (a stand more than halfway up at 30 s counts, Rikli & Jones).
//
//   idle --START--> running --TICK--> running (the display's reading)
//   running --TAP / UNDO--> running (the count, saved with the run)
//   running --after timeUp (or a TICK / resume already past the end)--> done      done --TAP / UNDO--> done
//   running --CANCEL / RESET--> idle      done --RESET--> idle
//
// A timed machine of the kit (decision 0143): the clock is read by the app (START/TICK carry `now`), the run is saved
// with its count while it runs so a reload offers to resume it, and the end falls at its absolute offset (decision 0026).
import { assign, enqueueActions, setup, type SnapshotFrom } from 'xstate';
import {
  IDLE_CLOCK,
  elapsedMs,
  formatMmSs,
  isPastOffset,
  msUntilOffset,
  reachOffset,
  secondsLeft,
  type ClockContext,
  type ClockReader,
  type PersistParams,
  type StartEvent,
  type TickEvent,
} from './timing';
import {
  START_RUN,
  STOP_RUN,
  TICK_WHILE_RUNNING,
  clockActions,
  countdownRemainingMs,
  endCue,
  startCue,
  clockGuards,
  nextWholeSecondChange,
  runInvokes,
  timedActorStubs,
  timedEffectStubs,
} from './timedMachineKit';

/** The counted items and their length in seconds (Rikli & Jones: 30 s chair stand and arm curl, 2 min step, 6 min walk). */
export const TIMED_COUNT_SECONDS = { chairStand: 30, armCurl: 30, twoMinuteStep: 120, sixMinuteWalk: 360 } as const;
export type TimedCountTest = keyof typeof TIMED_COUNT_SECONDS;

/** More taps than this are ignored: no one stands, curls or steps this often in 2 minutes. */
export const MAX_TAPPED_COUNT = 300;

export interface TimedCountInput {
  readonly test: TimedCountTest;
  /** A resumed run's count so far. */
  readonly count?: number;
}

export interface TimedCountContext extends ClockContext {
  readonly test: TimedCountTest;
  readonly durationMs: number;
  readonly count: number;
}

export type TimedCountEvent =
  | StartEvent
  | TickEvent
  /** One stand, curl or step tapped. */
  | { type: 'TAP' }
  /** Takes back the last tap. */
  | { type: 'UNDO' }
  | { type: 'CANCEL' }
  | { type: 'RESET' };

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_TAPPED_COUNT;

/** A saved input worth resuming: a known test and, if any, a whole count 0 to MAX_TAPPED_COUNT. */
export function isTimedCountInput(value: unknown): value is TimedCountInput {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { test, count } = value as { test?: unknown; count?: unknown };
  return (
    typeof test === 'string' && Object.hasOwn(TIMED_COUNT_SECONDS, test) && (count === undefined || isCount(count))
  );
}

/** Named delay `timeUp`: the time left until the absolute end (the app passes a live clock, decision 0026). */
export function timedCountDelays(clock?: ClockReader) {
  return {
    timeUp: ({ context }: { context: TimedCountContext }) => msUntilOffset(context, context.durationMs, clock?.()),
  };
}

function persistParams(context: TimedCountContext): PersistParams<TimedCountInput> {
  return {
    machine: 'timedCount',
    state: 'running',
    elapsedMs: elapsedMs(context),
    input: { test: context.test, count: context.count },
  };
}

const persistRun = {
  type: 'persist',
  params: ({ context }: { context: TimedCountContext }) => persistParams(context),
} as const;

export const timedCountMachine = setup({
  types: {
    context: {} as TimedCountContext,
    events: {} as TimedCountEvent,
    input: {} as TimedCountInput,
  },
  actions: {
    ...timedEffectStubs<TimedCountInput>(),
    ...clockActions<TimedCountContext, TimedCountEvent>(nextWholeSecondChange),
    resetRun: assign(() => ({ ...IDLE_CLOCK, count: 0 })),
    reachEnd: assign(({ context }) => reachOffset(context, context.durationMs)),
    countOne: assign(({ context }) => ({ count: context.count + 1 })),
    takeOneBack: assign(({ context }) => ({ count: context.count - 1 })),
  },
  guards: {
    ...clockGuards,
    isTimeUp: ({ context }) => isPastOffset(context, context.durationMs),
    canCount: ({ context }) => context.count < MAX_TAPPED_COUNT,
    hasCount: ({ context }) => context.count > 0,
  },
  delays: timedCountDelays(),
  actors: timedActorStubs,
}).createMachine({
  id: 'timedCount',
  initial: 'idle',
  context: ({ input }) => ({
    ...IDLE_CLOCK,
    test: input.test,
    durationMs: TIMED_COUNT_SECONDS[input.test] * 1000,
    count: isCount(input.count) ? input.count : 0,
  }),
  states: {
    idle: { on: { START: START_RUN } },
    running: {
      invoke: runInvokes(nextWholeSecondChange),
      entry: enqueueActions(({ context, event, enqueue }) => {
        if (isPastOffset(context, context.durationMs)) return;
        const cue = startCue(context, event);
        if (cue) enqueue({ type: 'soundCue', params: cue });
        enqueue({ type: 'persist', params: persistParams(context) });
      }),
      always: { guard: 'isTimeUp', target: 'done' },
      after: { timeUp: { target: 'done', actions: 'reachEnd' } },
      on: {
        TICK: TICK_WHILE_RUNNING,
        TAP: { guard: 'canCount', actions: ['countOne', persistRun] },
        UNDO: { guard: 'hasCount', actions: ['takeOneBack', persistRun] },
        ...STOP_RUN,
      },
    },
    done: {
      entry: enqueueActions(({ context, event, enqueue }) => {
        const cue = endCue(context, event);
        if (cue) enqueue({ type: 'soundCue', params: cue });
        enqueue('clearPersisted');
      }),
      on: {
        TAP: { guard: 'canCount', actions: 'countOne' },
        UNDO: { guard: 'hasCount', actions: 'takeOneBack' },
        RESET: { target: 'idle', actions: ['resetRun', 'clearPersisted'] },
      },
    },
  },
});

export type TimedCountSnapshot = SnapshotFrom<typeof timedCountMachine>;

/** Milliseconds left (the whole length before START, 0 once done). */
export function selectCountRemainingMs(snapshot: TimedCountSnapshot): number {
  return countdownRemainingMs(snapshot);
}

/** Time left as mm:ss ('00:30' before the start, '00:00' at the end). */
export function selectCountRemainingText(snapshot: TimedCountSnapshot): string {
  return formatMmSs(secondsLeft(selectCountRemainingMs(snapshot)));
}
