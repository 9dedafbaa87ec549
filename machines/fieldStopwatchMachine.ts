// The group field-test stopwatch (the 1.5-mile run and the Rockport walk for a group): one stopwatch for
// every runner; the coach taps a runner's name as each finishes and that runner's time is the stopwatch's reading at
// the tap (finish-order taps: each runner once; a tap can be undone, and the runner tapped again later). When every
// runner is in, or the coach stops the watch, the times go to the group grid (USE_TIMES), which saves them.
//
//   idle --START--> running --TICK--> running (the display's reading)
//   running --FINISH [a runner not in yet]--> running, or finished once every runner is in
//   running / finished --UNDO [that runner is in]--> running (the watch runs on)
//   running --STOP--> finished      finished --USE_TIMES--> used (the grid gets the times)
//   running --CANCEL / RESET--> idle      finished --RESET--> idle
//   idle --START [a stopped run resumed]--> finished (its reading as when it stopped)
//
// A timed machine of the kit (decision 0143): the clock is read by the app (START/TICK/FINISH/STOP carry `now`), the
// run is persisted after each tap so a reload resumes it with the taps (its input keeps them). A finished run is kept
// as finished, with the reading it stopped at (`stoppedAtMs`): a reload brings it back finished with its times, the
// watch not running on (decision 0179).
import { assign, setup, type SnapshotFrom } from 'xstate';
import {
  IDLE_CLOCK,
  elapsedMs,
  formatElapsed,
  isClockReading,
  isValidStart,
  laterReading,
  type ClockContext,
  type PersistParams,
  type StartEvent,
  type TickEvent,
} from './timing';
import {
  START_RUN,
  STOP_RUN,
  TICK_WHILE_RUNNING,
  clockActions,
  clockGuards,
  isRunnersInput,
  nextWholeSecondChange,
  runInvokes,
  timedActorStubs,
  timedEffectStubs,
} from './timedMachineKit';

/** One runner in: who, and the stopwatch's reading at the tap (ms from the start). */
export interface Finish {
  readonly clientId: string;
  readonly elapsedMs: number;
}

/** The runners (client ids, in the grid's order) and, for a resumed run, the taps it had kept. */
export interface StopwatchInput {
  readonly runners: readonly string[];
  readonly finishes?: readonly Finish[];
  /** A run kept once it finished: the watch's reading when it stopped (ms from the start). */
  readonly stoppedAtMs?: number;
}

export interface StopwatchContext extends ClockContext {
  readonly runners: readonly string[];
  /** In finish order. */
  readonly finishes: readonly Finish[];
  /** The reading a resumed run had stopped at (from its input), or null: START brings it back finished. */
  readonly stoppedAtMs: number | null;
}

export type StopwatchEvent =
  | StartEvent
  | TickEvent
  /** The coach tapped this runner's name as they finished. */
  | { type: 'FINISH'; clientId: string; now: number }
  /** Takes back this runner's tap (a wrong name tapped). */
  | { type: 'UNDO'; clientId: string }
  /** Stops the watch with runners still out (they get no time). */
  | { type: 'STOP'; now: number }
  /** Hands the times to the grid. */
  | { type: 'USE_TIMES' }
  | { type: 'CANCEL' }
  | { type: 'RESET' };

const isElapsed = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** A saved input worth resuming: runner ids (strings, each once) and taps of those runners, each once. */
export function isStopwatchInput(value: unknown): value is StopwatchInput {
  const stoppedAtMs = (value as { stoppedAtMs?: unknown } | null)?.stoppedAtMs;
  if (stoppedAtMs !== undefined && !isElapsed(stoppedAtMs)) return false;
  return isRunnersInput(value, 'finishes', (finish) => isElapsed((finish as { elapsedMs?: unknown }).elapsedMs));
}

/** The times handed to the grid: each runner in, with their time. */
export interface UseTimesParams {
  readonly finishes: readonly Finish[];
}

function persistParams(context: StopwatchContext): PersistParams<StopwatchInput> {
  return {
    machine: 'fieldStopwatch',
    state: 'running',
    elapsedMs: elapsedMs(context),
    input: { runners: context.runners, finishes: context.finishes },
  };
}

const persistRun = {
  type: 'persist',
  params: ({ context }: { context: StopwatchContext }) => persistParams(context),
} as const;

/** A finished run as kept: its taps and the reading it stopped at, so a reload brings it back finished. */
const persistFinished = {
  type: 'persist',
  params: ({ context }: { context: StopwatchContext }): PersistParams<StopwatchInput> => {
    const params = persistParams(context);
    return { ...params, state: 'finished', input: { ...params.input, stoppedAtMs: params.elapsedMs } };
  },
} as const;

/** Whether this runner's name can be tapped now: one of the runners, not in yet. */
export function canFinish(context: StopwatchContext, clientId: string): boolean {
  return context.runners.includes(clientId) && !context.finishes.some((f) => f.clientId === clientId);
}

export const fieldStopwatchMachine = setup({
  types: {
    context: {} as StopwatchContext,
    events: {} as StopwatchEvent,
    input: {} as StopwatchInput,
  },
  actions: {
    ...timedEffectStubs<StopwatchInput>(),
    ...clockActions<StopwatchContext, StopwatchEvent>(nextWholeSecondChange),
    /** The grid takes the times (provided by the screen: an event to the group machine). */
    useTimes: (_, _params: UseTimesParams) => {},
    resetRun: assign(() => ({ ...IDLE_CLOCK, finishes: [], stoppedAtMs: null })),
    /**
     * A stopped run resumed: time zero where the resume puts it (the wall time since the save counted, so an undo
     * runs the watch on from the true start) and the reading frozen at the stop.
     */
    restoreStopped: assign(({ context, event }) => {
      if (event.type !== 'START' || context.stoppedAtMs === null) return {};
      const startedAt = event.now - Math.max(event.resumeFromElapsedMs ?? 0, context.stoppedAtMs);
      return { startedAt, now: startedAt + context.stoppedAtMs, stoppedAtMs: null };
    }),
    recordFinish: assign(({ context, event }) => {
      if (event.type !== 'FINISH') return {};
      const now = laterReading(context, event.now);
      const finish = { clientId: event.clientId, elapsedMs: elapsedMs({ startedAt: context.startedAt, now }) };
      return { now, finishes: [...context.finishes, finish] };
    }),
    undoFinish: assign(({ context, event }) =>
      event.type === 'UNDO' ? { finishes: context.finishes.filter((f) => f.clientId !== event.clientId) } : {},
    ),
    keepStopReading: assign(({ context, event }) =>
      event.type === 'STOP' && isClockReading(event.now) ? { now: laterReading(context, event.now) } : {},
    ),
  },
  guards: {
    ...clockGuards,
    canFinish: ({ context, event }) =>
      event.type === 'FINISH' && isClockReading(event.now) && canFinish(context, event.clientId),
    isIn: ({ context, event }) => event.type === 'UNDO' && context.finishes.some((f) => f.clientId === event.clientId),
    everyoneIn: ({ context }) => context.finishes.length === context.runners.length,
    resumesStopped: ({ context, event }) =>
      event.type === 'START' && context.stoppedAtMs !== null && isValidStart(event),
  },
  actors: timedActorStubs,
}).createMachine({
  id: 'fieldStopwatch',
  initial: 'idle',
  context: ({ input }) => ({
    ...IDLE_CLOCK,
    runners: input.runners,
    finishes: input.finishes?.filter((f) => input.runners.includes(f.clientId)) ?? [],
    stoppedAtMs: input.stoppedAtMs ?? null,
  }),
  states: {
    idle: {
      on: {
        START: [{ guard: 'resumesStopped', target: 'finished', actions: 'restoreStopped' }, START_RUN],
      },
    },
    running: {
      invoke: runInvokes(nextWholeSecondChange),
      entry: persistRun,
      always: { guard: 'everyoneIn', target: 'finished', actions: persistFinished },
      on: {
        TICK: TICK_WHILE_RUNNING,
        ...STOP_RUN,
        FINISH: { guard: 'canFinish', actions: ['recordFinish', persistRun] },
        UNDO: { guard: 'isIn', actions: ['undoFinish', persistRun] },
        STOP: { target: 'finished', actions: ['keepStopReading', persistFinished] },
      },
    },
    // The taps stay saved until the grid has them: a reload here resumes the run with every tap.
    // Kept as finished by the transitions that finish it (not on entry: a resumed run keeps its save as it was).
    finished: {
      on: {
        // The watch runs on from the same time zero: the runner's next tap gets the time of that moment.
        UNDO: { guard: 'isIn', target: 'running', actions: 'undoFinish' },
        USE_TIMES: {
          target: 'used',
          actions: { type: 'useTimes', params: ({ context }) => ({ finishes: context.finishes }) },
        },
        RESET: { target: 'idle', actions: ['resetRun', 'clearPersisted'] },
      },
    },
    used: { type: 'final', entry: 'clearPersisted' },
  },
});

export type StopwatchSnapshot = SnapshotFrom<typeof fieldStopwatchMachine>;

/** The stopwatch as mm:ss (frozen once every runner is in or the watch stopped). */
export function selectStopwatchText(snapshot: StopwatchSnapshot): string {
  return formatElapsed(elapsedMs(snapshot.context));
}

/** A runner's time as mm:ss, or null while they are out. */
export function finishTime(context: StopwatchContext, clientId: string): string | null {
  const finish = context.finishes.find((f) => f.clientId === clientId);
  return finish ? formatElapsed(finish.elapsedMs) : null;
}

/** A finish as the grid's minutes and seconds texts (whole seconds completed, as the stopwatch shows them). */
export function finishClock(finish: Finish): { minutes: string; seconds: string } {
  const whole = Math.floor(finish.elapsedMs / 1000);
  return { minutes: String(Math.floor(whole / 60)), seconds: String(whole % 60) };
}
