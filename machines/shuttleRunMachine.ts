// The 20 m multistage shuttle run for one runner or a group (decision 48): the recording's beeps paced on the clock,
// a level change announced, and each runner tapped out with the level and shuttle of the last beep before the tap.
//
//   idle --START--> running.pacing --after nextBeep--> running.pacing (the beep passed; the next one cued ahead)
//   running --OUT [a runner still in]--> running, or finished once every runner is out
//   running --UNDO_OUT [that runner is out]--> running      finished --UNDO_OUT--> running (the run goes on)
//   running --STOP--> finished (every runner still in gets the last beep)    the last beep --> finished
//   finished --USE_RESULTS--> used (the grid gets each runner's level and shuttle)
//   running --CANCEL / RESET--> idle      finished --RESET--> idle
//
// A timed machine of the kit (decision 0143): the app reads the clock (START/TICK/OUT/STOP carry `now`); every beep
// is a named delay to its absolute offset, so a late timer never shifts the ones after it. Each beep's tone is cued
// one shuttle ahead (at least 3.9 s), so the app places it on the audio clock exactly, as the metronome's beats are.
import { assign, enqueueActions, setup, type SnapshotFrom } from 'xstate';
import { shuttleBeeps, type ShuttleBeep, type ShuttleScore } from '@/calculators/shuttleRun';
import {
  IDLE_CLOCK,
  elapsedMs,
  isClockReading,
  laterReading,
  reachOffset,
  type ClockContext,
  type ClockReader,
  type PersistParams,
  type StartEvent,
  type TickEvent,
} from './timing';
import {
  START_RUN,
  TICK_WHILE_RUNNING,
  clockActions,
  clockGuards,
  isRunnersInput,
  nextWholeSecondChange,
  runInvokes,
  timedActorStubs,
  timedEffectStubs,
  untilOffset,
} from './timedMachineKit';
import { isCueStillDue, type SoundCueParams } from './testCues';

/** A runner out: who, and the level and shuttle of the last beep before the tap. */
export interface ShuttleOut extends ShuttleScore {
  readonly clientId: string;
}

export interface ShuttleRunInput {
  /** Client ids, in the order the coach sees them. */
  readonly runners: readonly string[];
  /** A resumed run's taps. */
  readonly outs?: readonly ShuttleOut[];
  /** The beeps to pace (the full 21-level recording by default; a short protocol in tests). */
  readonly beeps?: readonly ShuttleBeep[];
}

export interface ShuttleRunContext extends ClockContext {
  readonly runners: readonly string[];
  readonly outs: readonly ShuttleOut[];
  readonly beeps: readonly ShuttleBeep[];
  /** How many beeps have sounded. */
  readonly passed: number;
}

export type ShuttleRunEvent =
  | StartEvent
  | TickEvent
  | { type: 'OUT'; clientId: string; now: number }
  | { type: 'UNDO_OUT'; clientId: string }
  | { type: 'STOP'; now: number }
  | { type: 'USE_RESULTS' }
  | { type: 'CANCEL' }
  | { type: 'RESET' };

/** What the grid receives: every runner's score. */
export interface UseShuttleResultsParams {
  readonly outs: readonly ShuttleOut[];
}

/** Nothing run yet: level 1, no shuttle completed. */
const NO_SHUTTLE: ShuttleScore = { level: 1, shuttle: 0 };

/** The score at a moment: the level and shuttle of the last beep at or before `elapsed` ms. */
export function scoreAt(beeps: readonly ShuttleBeep[], elapsed: number): ShuttleScore {
  let last: ShuttleBeep | undefined;
  for (const beep of beeps) {
    if (beep.atMs > elapsed) break;
    last = beep;
  }
  return last ? { level: last.level, shuttle: last.shuttle } : NO_SHUTTLE;
}

/** The level being run now (the one after the last beep that ended a level), 1-based. */
export function currentLevel(context: ShuttleRunContext): number {
  const last = context.beeps[context.passed - 1];
  if (last === undefined) return 1;
  return last.endsLevel ? last.level + 1 : last.level;
}

/** The shuttle being run now within its level, 1-based. */
export function currentShuttle(context: ShuttleRunContext): number {
  const last = context.beeps[context.passed - 1];
  if (last === undefined || last.endsLevel) return 1;
  return last.shuttle + 1;
}

export function isRunnerIn(context: ShuttleRunContext, clientId: string): boolean {
  return context.runners.includes(clientId) && !context.outs.some((out) => out.clientId === clientId);
}

function isScore(value: unknown): value is ShuttleScore {
  if (typeof value !== 'object' || value === null) return false;
  const { level, shuttle } = value as { level?: unknown; shuttle?: unknown };
  return Number.isInteger(level) && Number.isInteger(shuttle) && (level as number) >= 1 && (shuttle as number) >= 0;
}

/** A saved input worth resuming: runner ids (each once) and taps of those runners, each once. */
export function isShuttleRunInput(value: unknown): value is ShuttleRunInput {
  return isRunnersInput(value, 'outs', isScore);
}

function persistParams(context: ShuttleRunContext): PersistParams<ShuttleRunInput> {
  return {
    machine: 'shuttleRun',
    state: 'running',
    elapsedMs: elapsedMs(context),
    input: { runners: context.runners, outs: context.outs },
  };
}

const persistRun = {
  type: 'persist',
  params: ({ context }: { context: ShuttleRunContext }) => persistParams(context),
} as const;

/** The cue of a beep: a level's last shuttle is followed by the next level's announcement. */
function beepCue(beep: ShuttleBeep): SoundCueParams {
  return beep.endsLevel
    ? { cue: 'nextLevel', atOffsetMs: beep.atMs, words: `Level ${beep.level + 1}` }
    : { cue: 'shuttle', atOffsetMs: beep.atMs };
}

/**
 * The named delay: the time left until the next beep. Without a clock the machine's own latest reading is used
 * (exact under fake timers); the app passes a live monotonic clock.
 */
export function shuttleRunDelays(clock?: ClockReader) {
  const until = untilOffset(clock);
  return {
    nextBeep: (args: { context: ShuttleRunContext }) => until(args.context.beeps[args.context.passed]?.atMs ?? 0)(args),
  };
}

export const shuttleRunMachine = setup({
  types: {
    context: {} as ShuttleRunContext,
    events: {} as ShuttleRunEvent,
    input: {} as ShuttleRunInput,
  },
  actions: {
    ...timedEffectStubs<ShuttleRunInput>(),
    ...clockActions<ShuttleRunContext, ShuttleRunEvent>(nextWholeSecondChange),
    /** The grid takes the scores (provided by the screen). */
    useResults: (_, _params: UseShuttleResultsParams) => {},
    resetRun: assign(() => ({ ...IDLE_CLOCK, outs: [], passed: 0 })),
    /** A resumed run starts with the beeps its elapsed time has already passed (they are not sounded again). */
    skipPassedBeeps: assign(({ context }) => {
      const elapsed = elapsedMs(context);
      return { passed: context.beeps.filter((beep) => beep.atMs <= elapsed).length };
    }),
    /** The clock reaches the next beep exactly, and the beep counts as passed. */
    passBeep: assign(({ context }) => {
      const beep = context.beeps[context.passed];
      if (beep === undefined) return {};
      return { ...reachOffset(context, beep.atMs), passed: context.passed + 1 };
    }),
    recordOut: assign(({ context, event }) => {
      if (event.type !== 'OUT') return {};
      const now = laterReading(context, event.now);
      const score = scoreAt(context.beeps, elapsedMs({ startedAt: context.startedAt, now }));
      return { now, outs: [...context.outs, { clientId: event.clientId, ...score }] };
    }),
    undoOut: assign(({ context, event }) =>
      event.type === 'UNDO_OUT' ? { outs: context.outs.filter((out) => out.clientId !== event.clientId) } : {},
    ),
    /** Stopped (or the recording ended): every runner still in gets the score of that moment. */
    scoreRunnersStillIn: assign(({ context, event }) => {
      const now = event.type === 'STOP' && isClockReading(event.now) ? laterReading(context, event.now) : context.now;
      const score = scoreAt(context.beeps, elapsedMs({ startedAt: context.startedAt, now }));
      const stillIn = context.runners.filter((id) => isRunnerIn(context, id));
      return { now, outs: [...context.outs, ...stillIn.map((clientId) => ({ clientId, ...score }))] };
    }),
  },
  guards: {
    ...clockGuards,
    isRunnerIn: ({ context, event }) =>
      event.type === 'OUT' && isClockReading(event.now) && isRunnerIn(context, event.clientId),
    isOut: ({ context, event }) =>
      event.type === 'UNDO_OUT' && context.outs.some((out) => out.clientId === event.clientId),
    runIsOver: ({ context }) =>
      context.outs.length === context.runners.length || context.passed >= context.beeps.length,
    isPastNextBeep: ({ context }) => {
      const next = context.beeps[context.passed];
      return next !== undefined && elapsedMs(context) >= next.atMs;
    },
  },
  delays: shuttleRunDelays(),
  actors: timedActorStubs,
}).createMachine({
  id: 'shuttleRun',
  initial: 'idle',
  context: ({ input }) => ({
    ...IDLE_CLOCK,
    runners: input.runners,
    outs: input.outs?.filter((out) => input.runners.includes(out.clientId)) ?? [],
    beeps: input.beeps ?? shuttleBeeps(),
    passed: 0,
  }),
  states: {
    idle: {
      on: { START: { ...START_RUN, actions: ['startClock', 'skipPassedBeeps'] } },
    },
    running: {
      invoke: runInvokes(nextWholeSecondChange),
      entry: persistRun,
      // Every runner out, or the recording over (whoever is still in gets its last shuttle).
      always: { guard: 'runIsOver', target: 'finished', actions: 'scoreRunnersStillIn' },
      on: {
        TICK: TICK_WHILE_RUNNING,
        CANCEL: { target: 'idle', actions: ['resetRun', 'clearPersisted'] },
        RESET: { target: 'idle', actions: ['resetRun', 'clearPersisted'] },
        OUT: { guard: 'isRunnerIn', actions: ['recordOut', persistRun] },
        UNDO_OUT: { guard: 'isOut', actions: ['undoOut', persistRun] },
        STOP: { target: 'finished', actions: 'scoreRunnersStillIn' },
      },
      initial: 'pacing',
      states: {
        pacing: {
          // The next beep's tone, cued one shuttle ahead of its moment; a beep a catch-up left far behind is silent.
          entry: enqueueActions(({ context, enqueue }) => {
            const next = context.beeps[context.passed];
            if (next !== undefined && isCueStillDue(elapsedMs(context), next.atMs))
              enqueue({ type: 'soundCue', params: beepCue(next) });
          }),
          // A catch-up (a hidden tab's late timer, a TICK past a beep) passes each due beep at once.
          always: { guard: 'isPastNextBeep', target: 'pacing', reenter: true, actions: 'passBeep' },
          after: { nextBeep: { target: 'pacing', reenter: true, actions: 'passBeep' } },
        },
      },
    },
    // The scores stay saved until the grid has them.
    finished: {
      on: {
        UNDO_OUT: { guard: 'isOut', target: 'running', actions: 'undoOut' },
        USE_RESULTS: {
          target: 'used',
          actions: { type: 'useResults', params: ({ context }) => ({ outs: context.outs }) },
        },
        RESET: { target: 'idle', actions: ['resetRun', 'clearPersisted'] },
      },
    },
    used: { type: 'final', entry: 'clearPersisted' },
  },
});

export type ShuttleRunSnapshot = SnapshotFrom<typeof shuttleRunMachine>;
