// The countdown of a timed field test: 12:00 for the 12-minute run/walk, 6:00 for the 6-minute walk (spec §2 "Field
// tests"), for one client or for a group (one countdown for every walker). It cues the start ('go') and the end
// ('timeUp'); at the end the tester types each distance covered (the form's field, or one per walker for the grid).
//
//   idle --START--> running --TICK--> running (the display's reading)
//   running --after timeUp (or a TICK / resume already past the end)--> done
//   running --CANCEL / RESET--> idle      done --RESET--> idle
//
// A timed machine of the kit (decision 0143): the clock is read by the app (START/TICK carry `now`), the run is
// persisted while it runs so a reload offers to resume it, and the end falls at its absolute offset (decision 0026).
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

/** The timed field tests and their length (spec §2: the 12 minute run/walk, the 6 minute walk). */
export const FIELD_COUNTDOWN_SECONDS = { twelveMinute: 12 * 60, sixMinuteWalk: 6 * 60 } as const;
export type FieldCountdownTest = keyof typeof FIELD_COUNTDOWN_SECONDS;

export interface FieldCountdownInput {
  readonly test: FieldCountdownTest;
}

export interface FieldCountdownContext extends ClockContext {
  readonly test: FieldCountdownTest;
  readonly durationMs: number;
}

export type FieldCountdownEvent = StartEvent | TickEvent | { type: 'CANCEL' } | { type: 'RESET' };

export function isFieldCountdownInput(value: unknown): value is FieldCountdownInput {
  if (typeof value !== 'object' || value === null) return false;
  const test = (value as { test?: unknown }).test;
  return typeof test === 'string' && Object.hasOwn(FIELD_COUNTDOWN_SECONDS, test);
}

const durationOf = (test: FieldCountdownTest) => FIELD_COUNTDOWN_SECONDS[test] * 1000;

/** Named delay `timeUp`: the time left until the countdown's absolute end (see stepTestDelays for the clock). */
export function fieldCountdownDelays(clock?: ClockReader) {
  return {
    timeUp: ({ context }: { context: FieldCountdownContext }) => msUntilOffset(context, context.durationMs, clock?.()),
  };
}

function persistParams(context: FieldCountdownContext): PersistParams<FieldCountdownInput> {
  return { machine: 'fieldCountdown', state: 'running', elapsedMs: elapsedMs(context), input: { test: context.test } };
}

export const fieldCountdownMachine = setup({
  types: {
    context: {} as FieldCountdownContext,
    events: {} as FieldCountdownEvent,
    input: {} as FieldCountdownInput,
  },
  actions: {
    ...timedEffectStubs<FieldCountdownInput>(),
    ...clockActions<FieldCountdownContext, FieldCountdownEvent>(nextWholeSecondChange),
    resetRun: assign(() => ({ ...IDLE_CLOCK })),
    /** The clock reaches the end exactly, however late the timer fired. */
    reachEnd: assign(({ context }) => reachOffset(context, context.durationMs)),
  },
  guards: {
    ...clockGuards,
    isTimeUp: ({ context }) => isPastOffset(context, context.durationMs),
  },
  delays: fieldCountdownDelays(),
  actors: timedActorStubs,
}).createMachine({
  id: 'fieldCountdown',
  initial: 'idle',
  context: ({ input }) => ({ test: input.test, durationMs: durationOf(input.test), ...IDLE_CLOCK }),
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
      // The end's offset is the context's (12 or 6 minutes), so the kit's leaveAt (a fixed end) is written out here.
      always: { guard: 'isTimeUp', target: 'done' },
      after: { timeUp: { target: 'done', actions: 'reachEnd' } },
      on: { TICK: TICK_WHILE_RUNNING, ...STOP_RUN },
    },
    done: {
      entry: enqueueActions(({ context, event, enqueue }) => {
        const cue = endCue(context, event);
        if (cue) enqueue({ type: 'soundCue', params: cue });
        enqueue('clearPersisted');
      }),
      on: { RESET: { target: 'idle', actions: ['resetRun', 'clearPersisted'] } },
    },
  },
});

export type FieldCountdownSnapshot = SnapshotFrom<typeof fieldCountdownMachine>;

/** Milliseconds left (the whole length before START, 0 once done). */
export function selectRemainingMs(snapshot: FieldCountdownSnapshot): number {
  return countdownRemainingMs(snapshot);
}

/** Time left as mm:ss ('12:00' before the start, '00:00' at the end). */
export function selectRemainingText(snapshot: FieldCountdownSnapshot): string {
  return formatMmSs(secondsLeft(selectRemainingMs(snapshot)));
}
