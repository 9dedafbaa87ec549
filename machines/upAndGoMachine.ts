// The 8-foot up-and-go stopwatch (Rikli & Jones; decision 47): two timed trials, the better (faster) one scored to
// the nearest 0.1 s. The tester starts the watch on "Go" and stops it when the client is seated again.
//
//   idle --START--> running --TICK--> running (the display's reading)
//   running --STOP--> idle (trial 1 kept) or done (trial 2 kept)
//   running --CANCEL--> idle (this trial discarded: a false start)
//   idle / done --RESET--> idle (both trials discarded)
//
// A timed machine of the kit (decision 0143): the clock is read by the app (START/TICK/STOP carry `now`), and a trial's
// time is the reading at STOP minus time zero, never a count of ticks. A trial lasts seconds, so a run is not saved
// for a resume: each time goes straight into the result form's trial fields, where it is kept.
import { assign, setup, type SnapshotFrom } from 'xstate';
import { roundHalfUp } from '@/calculators/rounding';
import {
  IDLE_CLOCK,
  elapsedMs,
  isClockReading,
  laterReading,
  type ClockContext,
  type StartEvent,
  type TickEvent,
} from './timing';
import {
  START_RUN,
  TICK_WHILE_RUNNING,
  clockActions,
  clockGuards,
  runInvokes,
  timedActorStubs,
  timedEffectStubs,
} from './timedMachineKit';

/** Two scored trials (after one practice trial that is not timed here). */
export const UP_AND_GO_TRIALS = 2;
/** The display changes every tenth of a second, the score's resolution. */
const DISPLAY_STEP_MS = 100;

export interface UpAndGoContext extends ClockContext {
  /** The trials timed so far, ms from "Go" to seated, in order. */
  readonly trialsMs: readonly number[];
}

export type UpAndGoEvent =
  StartEvent | TickEvent | { type: 'STOP'; now: number } | { type: 'CANCEL' } | { type: 'RESET' };

/** The reading at which the display's tenths change next, or null before START. */
export function nextTenthChange(context: ClockContext): number | null {
  const { startedAt, now } = context;
  if (startedAt === null || now === null) return null;
  const elapsed = Math.max(0, now - startedAt);
  return startedAt + (Math.floor(elapsed / DISPLAY_STEP_MS + 1e-9) + 1) * DISPLAY_STEP_MS;
}

export const upAndGoMachine = setup({
  types: { context: {} as UpAndGoContext, events: {} as UpAndGoEvent },
  actions: {
    ...timedEffectStubs<Record<string, never>>(),
    ...clockActions<UpAndGoContext, UpAndGoEvent>(nextTenthChange),
    keepTrial: assign(({ context, event }) => {
      if (event.type !== 'STOP') return {};
      const now = laterReading(context, event.now);
      return { now, trialsMs: [...context.trialsMs, elapsedMs({ startedAt: context.startedAt, now })] };
    }),
    forgetTrial: assign(() => ({ ...IDLE_CLOCK })),
    resetRun: assign(() => ({ ...IDLE_CLOCK, trialsMs: [] })),
  },
  guards: {
    ...clockGuards,
    isStopReading: ({ event }) => event.type === 'STOP' && isClockReading(event.now),
    isLastTrial: ({ context, event }) =>
      event.type === 'STOP' && isClockReading(event.now) && context.trialsMs.length === UP_AND_GO_TRIALS - 1,
  },
  actors: timedActorStubs,
}).createMachine({
  id: 'upAndGo',
  initial: 'idle',
  context: { ...IDLE_CLOCK, trialsMs: [] },
  states: {
    idle: {
      on: {
        START: {
          ...START_RUN,
          actions: [START_RUN.actions, { type: 'soundCue', params: { cue: 'go', atOffsetMs: 0 } }],
        },
        RESET: { actions: 'resetRun' },
      },
    },
    running: {
      invoke: runInvokes(nextTenthChange),
      on: {
        TICK: TICK_WHILE_RUNNING,
        STOP: [
          { guard: 'isLastTrial', target: 'done', actions: 'keepTrial' },
          { guard: 'isStopReading', target: 'idle', actions: 'keepTrial' },
        ],
        CANCEL: { target: 'idle', actions: 'forgetTrial' },
      },
    },
    done: { on: { RESET: { target: 'idle', actions: 'resetRun' } } },
  },
});

export type UpAndGoSnapshot = SnapshotFrom<typeof upAndGoMachine>;

/** Milliseconds as seconds to the nearest tenth (the score's resolution). */
export function tenthsOfSecond(ms: number): number {
  return roundHalfUp(ms / 1000, 1);
}

/** The trials timed so far, in seconds to the nearest 0.1 s. */
export function selectTrialSeconds(snapshot: UpAndGoSnapshot): number[] {
  return snapshot.context.trialsMs.map(tenthsOfSecond);
}

/** The watch's reading as seconds with one decimal ('7.4'): the running trial, else 0.0. */
export function selectWatchText(snapshot: UpAndGoSnapshot): string {
  const ms = snapshot.matches('running') ? elapsedMs(snapshot.context) : 0;
  return (Math.floor(ms / 100) / 10).toFixed(1);
}

/** The trial the watch times next (1 or 2), or null once both are in. */
export function selectNextTrial(snapshot: UpAndGoSnapshot): number | null {
  return snapshot.matches('done') ? null : snapshot.context.trialsMs.length + 1;
}
