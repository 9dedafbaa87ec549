// Rest timer and trial log for the 1RM tests (decision 0021; spec §9 "Instruction texts": 1RM within four trials,
// 3-5 min rest). Grip strength (two trials per hand) can use one machine per hand with maxTrials 2.
//
// idle → resting (START, or LOG_TRIAL while trials remain) → ready (rest over, SKIP, or a catch-up TICK);
// LOG_TRIAL of the last allowed trial → complete (log kept saved); RESET → idle with an empty log. A log restored with
// every trial logged goes to complete at its START (the resume), no rest starts once the log is full (guard
// `canStartRest`) and no trial is logged past the last (`canLog`), so "trial 5 of 4" cannot happen (decision 0103). The rest ends at the absolute
// offset restMs from the rest's start (named delay `restEnds`, plus the TICK catch-up). The tester chooses 3, 4 or 5
// minutes (REST_CHOICES_SECONDS): the choice travels with the START or LOG_TRIAL that begins a rest (`restSeconds`) and
// is saved with the log; a rest that runs out sounds the `restOver` cue (decision 0144).
import { assign, enqueueActions, setup, type SnapshotFrom } from 'xstate';
import {
  IDLE_CLOCK,
  elapsedMs,
  formatMmSs,
  isClockReading,
  isPastOffset,
  isValidStart,
  msUntilOffset,
  reachOffset,
  secondsLeft,
  startClock,
  type ClockContext,
  type ClockReader,
  type PersistParams,
  type StartEvent,
  type TickEvent,
} from './timing';
import { isCueStillDue } from './testCues';
import {
  STOP_RUN,
  TICK_WHILE_RUNNING,
  clockActions,
  clockGuards,
  nextWholeSecondChange,
  runInvokes,
  timedActorStubs,
  timedEffectStubs,
} from './timedMachineKit';

export const DEFAULT_REST_SECONDS = 180;
/** The rests a tester may choose (spec §9: 3-5 min between 1RM trials; decision 0144). */
export const REST_CHOICES_SECONDS = [180, 240, 300] as const;
export const MIN_REST_SECONDS = 180;
export const MAX_REST_SECONDS = 300;
export const DEFAULT_MAX_TRIALS = 4;
export const MAX_TRIALS_LIMIT = 4;

export interface Trial {
  /** The load lifted or attempted (kg or lb, as the screen uses) or the grip reading. */
  value: number;
  success: boolean;
}

export interface RestTimerInput {
  /** Rest between trials, 180-300 s (default 180; values outside are clamped). */
  restSeconds?: number;
  /** Trials allowed, 1-4 (default 4). */
  maxTrials?: number;
  /** Trials already logged (restoring after a reload). */
  trials?: readonly Trial[];
}

export interface RestTimerContext extends ClockContext {
  restMs: number;
  maxTrials: number;
  trials: Trial[];
}

/** A rest's length as the tester chose it (3, 4 or 5 min); absent: the length the log had. */
interface RestLength {
  restSeconds?: number;
}

export type RestTimerEvent =
  | (StartEvent & RestLength)
  | TickEvent
  | { type: 'SKIP' }
  | { type: 'RESET' }
  | ({ type: 'LOG_TRIAL'; value: number; success: boolean; now: number } & RestLength);

export function clampRestSeconds(seconds: unknown): number {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return DEFAULT_REST_SECONDS;
  return Math.min(MAX_REST_SECONDS, Math.max(MIN_REST_SECONDS, Math.round(seconds)));
}

export function clampMaxTrials(count: unknown): number {
  if (typeof count !== 'number' || !Number.isFinite(count)) return DEFAULT_MAX_TRIALS;
  return Math.min(MAX_TRIALS_LIMIT, Math.max(1, Math.floor(count)));
}

export function isTrial(value: unknown): value is Trial {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as Partial<Trial>;
  return typeof t.value === 'number' && Number.isFinite(t.value) && t.value > 0 && typeof t.success === 'boolean';
}

export function isRestTimerInput(value: unknown): value is RestTimerInput {
  if (typeof value !== 'object' || value === null) return false;
  const input = value as RestTimerInput;
  return input.trials === undefined || (Array.isArray(input.trials) && input.trials.every(isTrial));
}

/** The best (largest) successful value, or null when no trial succeeded. */
export function bestSuccessfulValue(trials: readonly Trial[]): number | null {
  const values = trials.filter((t) => t.success).map((t) => t.value);
  return values.length ? Math.max(...values) : null;
}

/** Named delay `restEnds`: the time left until the rest's absolute end (see stepTestDelays for the clock). */
export function restTimerDelays(clock?: ClockReader) {
  return {
    restEnds: ({ context }: { context: RestTimerContext }) => msUntilOffset(context, context.restMs, clock?.()),
  };
}

function persistParams(context: RestTimerContext, state: string): PersistParams<RestTimerInput> {
  return {
    machine: 'rest',
    state,
    elapsedMs: elapsedMs(context),
    input: { restSeconds: context.restMs / 1000, maxTrials: context.maxTrials, trials: context.trials },
  };
}

type LogEvent = Extract<RestTimerEvent, { type: 'LOG_TRIAL' }>;

function canLog(context: RestTimerContext, event: LogEvent): boolean {
  return context.trials.length < context.maxTrials && isTrial({ value: event.value, success: event.success });
}

/** Trial transitions shared by idle, resting and ready: the last allowed trial completes the log, others start a rest. */
const logTrial = [
  { guard: 'logsLastTrial', target: '#restTimer.complete', actions: 'appendTrial' },
  {
    guard: 'logsTrialAndRests',
    target: '#restTimer.resting',
    reenter: true,
    actions: ['appendTrial', 'takeRestLength', 'startRestAtTrial'],
  },
] as const;

export const restTimerMachine = setup({
  types: {
    context: {} as RestTimerContext,
    events: {} as RestTimerEvent,
    input: {} as RestTimerInput | undefined,
  },
  actions: {
    ...timedEffectStubs<RestTimerInput>(),
    announceRestOver: () => {},
    ...clockActions<RestTimerContext, RestTimerEvent>(nextWholeSecondChange),
    resetRun: assign(() => ({ ...IDLE_CLOCK, trials: [] })),
    appendTrial: assign(({ context, event }) =>
      event.type === 'LOG_TRIAL' ? { trials: [...context.trials, { value: event.value, success: event.success }] } : {},
    ),
    startRestAtTrial: assign(({ event }) => (event.type === 'LOG_TRIAL' ? startClock({ now: event.now }) : {})),
    /** The rest about to start takes the length chosen with its START or LOG_TRIAL. */
    takeRestLength: assign(({ context, event }) =>
      (event.type === 'START' || event.type === 'LOG_TRIAL') && event.restSeconds !== undefined
        ? { restMs: clampRestSeconds(event.restSeconds) * 1000 }
        : { restMs: context.restMs },
    ),
  },
  guards: {
    ...clockGuards,
    /** A rest starts only before a trial that may still be logged. */
    canStartRest: ({ context, event }) =>
      event.type === 'START' && isValidStart(event) && context.trials.length < context.maxTrials,
    isLogFull: ({ context }) => context.trials.length >= context.maxTrials,
    isRestOver: ({ context }) => isPastOffset(context, context.restMs),
    logsLastTrial: ({ context, event }) =>
      event.type === 'LOG_TRIAL' && canLog(context, event) && context.trials.length + 1 === context.maxTrials,
    logsTrialAndRests: ({ context, event }) =>
      event.type === 'LOG_TRIAL' && canLog(context, event) && isClockReading(event.now),
  },
  delays: restTimerDelays(),
  actors: timedActorStubs,
}).createMachine({
  id: 'restTimer',
  initial: 'idle',
  context: ({ input }) => ({
    restMs: clampRestSeconds(input?.restSeconds) * 1000,
    maxTrials: clampMaxTrials(input?.maxTrials),
    trials: (input?.trials ?? [])
      .filter(isTrial)
      .slice(0, clampMaxTrials(input?.maxTrials))
      .map((t) => ({ value: t.value, success: t.success })),
    ...IDLE_CLOCK,
  }),
  states: {
    idle: {
      on: {
        START: [
          // A restored log that is already full (the resume after a reload past the last trial) is complete: no rest
          // before a fifth trial.
          { guard: 'isLogFull', target: 'complete' },
          { guard: 'canStartRest', target: 'resting', actions: ['takeRestLength', 'startClock'] },
        ],
        LOG_TRIAL: [...logTrial],
        // A log restored after a reload can be cleared before any rest starts.
        RESET: STOP_RUN.RESET,
      },
    },
    resting: {
      invoke: runInvokes(nextWholeSecondChange),
      entry: enqueueActions(({ context, enqueue }) => {
        if (!isPastOffset(context, context.restMs))
          enqueue({ type: 'persist', params: persistParams(context, 'resting') });
      }),
      always: { guard: 'isRestOver', target: 'ready' },
      after: { restEnds: { target: 'ready', actions: assign(({ context }) => reachOffset(context, context.restMs)) } },
      on: {
        TICK: TICK_WHILE_RUNNING,
        SKIP: { target: 'ready' },
        LOG_TRIAL: [...logTrial],
        RESET: STOP_RUN.RESET,
      },
    },
    ready: {
      entry: [
        'announceRestOver',
        enqueueActions(({ context, event, enqueue }) => {
          // The end of a rest that ran out is cued as the other timers' boundaries are: not a skipped rest, nor a rest a
          // reload restores (its START passes through resting), whose end was cued before the reload or long ago.
          const ranOut = isPastOffset(context, context.restMs) && event.type !== 'START';
          if (ranOut && isCueStillDue(elapsedMs(context), context.restMs)) {
            enqueue({ type: 'soundCue', params: { cue: 'restOver', atOffsetMs: context.restMs } });
          }
          enqueue({ type: 'persist', params: persistParams(context, 'ready') });
        }),
      ],
      on: {
        START: { guard: 'canStartRest', target: 'resting', actions: ['takeRestLength', 'startClock'] },
        LOG_TRIAL: [...logTrial],
        RESET: STOP_RUN.RESET,
      },
    },
    complete: {
      // The full log stays saved, so a reload after the last trial keeps the best lift (cleared by RESET).
      entry: enqueueActions(({ context, enqueue }) => {
        enqueue({ type: 'persist', params: persistParams(context, 'complete') });
      }),
      on: { RESET: STOP_RUN.RESET },
    },
  },
});

export type RestTimerSnapshot = SnapshotFrom<typeof restTimerMachine>;

/** Milliseconds of rest left (0 unless resting). */
export function selectRestRemainingMs(snapshot: RestTimerSnapshot): number {
  if (!snapshot.matches('resting')) return 0;
  return Math.max(0, snapshot.context.restMs - elapsedMs(snapshot.context));
}

/** Whole seconds of rest left, rounded up. */
export function selectRestRemainingSeconds(snapshot: RestTimerSnapshot): number {
  return secondsLeft(selectRestRemainingMs(snapshot));
}

/** The length of the rest (seconds): the one running, else the one the log last had. */
export function selectRestSeconds(snapshot: RestTimerSnapshot): number {
  return snapshot.context.restMs / 1000;
}

/** Rest left as mm:ss ('03:00' at the start of a 180 s rest). */
export function selectRestText(snapshot: RestTimerSnapshot): string {
  return formatMmSs(selectRestRemainingSeconds(snapshot));
}

export function selectTrials(snapshot: RestTimerSnapshot): readonly Trial[] {
  return snapshot.context.trials;
}

export function selectBestSuccessfulValue(snapshot: RestTimerSnapshot): number | null {
  return bestSuccessfulValue(snapshot.context.trials);
}

export function selectTrialsLeft(snapshot: RestTimerSnapshot): number {
  return Math.max(0, snapshot.context.maxTrials - snapshot.context.trials.length);
}

/** True while another trial may be logged. */
export function selectCanLogTrial(snapshot: RestTimerSnapshot): boolean {
  return selectTrialsLeft(snapshot) > 0;
}
