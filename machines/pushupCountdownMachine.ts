// Pushup test timer (spec §2 "Pushup test", spec §4): a Ready (3), Set (2), Go (1) countdown, one second each,
// then a counting-up timer until FINISH.
//
// idle → running.leadIn → running.countdown.ready → .set → .go → running.counting → finished. The lead-in ('Get into
// position', the time chosen on the instructions, machines/leadIn.ts) runs before time zero and is passed at once when
// none was chosen or a saved run resumes. Boundaries at 1 s, 2 s and 3 s from time zero; the counting time is measured
// from the 3 s boundary (decision 0026: elapsed = now − start).
import { assign, enqueueActions, setup, type SnapshotFrom } from 'xstate';
import {
  IDLE_CLOCK,
  elapsedMs,
  formatElapsed,
  isClockReading,
  isPastOffset,
  laterReading,
  type ClockContext,
  type ClockReader,
  type PersistParams,
  type StartEvent,
  type TickEvent,
} from './timing';
import {
  STOP_RUN,
  TICK_WHILE_RUNNING,
  clockActions,
  clockGuards,
  leaveAt,
  offsetActions,
  offsetGuards,
  runInvokes,
  timedActorStubs,
  timedEffectStubs,
  untilOffset,
} from './timedMachineKit';
import { isCueStillDue, type SoundCueParams } from './testCues';
import {
  isBeforeTimeZero,
  isLeadInSeconds,
  leadInSecondsLeft,
  nextChangeWithLeadIn,
  type LeadInSeconds,
} from './leadIn';
import { PUSHUPS_RANGE } from '@/profile/builders/pushupsUpdate';

export type CountdownWord = 'Ready' | 'Set' | 'Go';
export type CountdownState = 'ready' | 'set' | 'go';

export interface CountdownStep {
  state: CountdownState;
  word: CountdownWord;
  number: 3 | 2 | 1;
  startMs: number;
  endMs: number;
}

export const COUNTDOWN_STEPS: readonly [CountdownStep, CountdownStep, CountdownStep] = [
  { state: 'ready', word: 'Ready', number: 3, startMs: 0, endMs: 1_000 },
  { state: 'set', word: 'Set', number: 2, startMs: 1_000, endMs: 2_000 },
  { state: 'go', word: 'Go', number: 1, startMs: 2_000, endMs: 3_000 },
];
/** The counting timer starts this long after START. */
export const COUNTDOWN_MS = 3_000;

/**
 * A new run has no input ({}), or the lead-in chosen. A saved run keeps the repetitions tapped so far (decision 0028's
 * Resume / Start over; decision 0090), so a reload mid-test resumes the count with the time; it never has a lead-in.
 */
export interface PushupInput {
  reps?: number;
  leadInSeconds?: LeadInSeconds;
}

export interface PushupContext extends ClockContext {
  /** Repetitions tapped during the counting (issue "Test day"): the count pre-fills the results form. */
  reps: number;
  /** The time to get into position before Ready, 0 for none. */
  leadInSeconds: LeadInSeconds;
}

/** More taps than this are ignored: the most the results form takes (spec §5, the pushup builder's range). */
export const MAX_TAPPED_REPS = PUSHUPS_RANGE.max;

const isTapCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_TAPPED_REPS;

/** A saved input worth resuming: an object whose only field, if any, is a tap count 0 to MAX_TAPPED_REPS (a saved run has
 *  no lead-in: it resumes past it). */
export function isPushupInput(value: unknown): value is PushupInput {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(([key, reps]) => key === 'reps' && isTapCount(reps));
}

export type PushupEvent =
  | StartEvent
  | TickEvent
  | { type: 'FINISH'; now: number }
  /** One repetition tapped on the large tap area while counting. */
  | { type: 'TAP_REP' }
  /** Takes back the last tap (a tap too many). */
  | { type: 'UNDO_REP' }
  | { type: 'CANCEL' }
  | { type: 'RESET' };

export interface AnnounceCountdownParams {
  word: CountdownWord;
  number: 3 | 2 | 1;
}

export interface PushupResultParams {
  /** The counting time at FINISH. */
  elapsedMs: number;
  /** Repetitions tapped (0 when nobody tapped). */
  reps: number;
}

/** Named delays: the time left until each boundary, the lead-in's end being time zero (see stepTestDelays for the clock argument). */
export function pushupDelays(clock?: ClockReader) {
  const until = untilOffset(clock);
  return { leadInEnds: until(0), readyEnds: until(1_000), setEnds: until(2_000), goEnds: until(COUNTDOWN_MS) };
}

/** Milliseconds counted since the countdown ended (0 during the countdown). */
export function countingElapsedMs(context: PushupContext): number {
  return Math.max(0, elapsedMs(context) - COUNTDOWN_MS);
}

function persistParams(context: PushupContext, state: string): PersistParams<PushupInput> {
  return {
    machine: 'pushups',
    state,
    elapsedMs: elapsedMs(context),
    input: context.reps > 0 ? { reps: context.reps } : {},
  };
}

/** Each tap (and undo) is saved with the run, so a reload mid-test keeps the count. */
const persistCounting = {
  type: 'persist',
  params: ({ context }: { context: PushupContext }) => persistParams(context, 'running.counting'),
} as const;

type CountdownEnqueue = (
  action:
    | { type: 'announceCountdown'; params: AnnounceCountdownParams }
    | { type: 'soundCue'; params: SoundCueParams }
    | { type: 'persist'; params: PersistParams<PushupInput> },
) => void;

/** Entry effects of a countdown step, skipped when a catch-up passes through it. */
function enqueueStepEffects(step: CountdownStep, context: PushupContext, enqueue: CountdownEnqueue): void {
  if (isPastOffset(context, step.endMs)) return;
  enqueue({ type: 'announceCountdown', params: { word: step.word, number: step.number } });
  if (isCueStillDue(elapsedMs(context), step.startMs))
    enqueue({ type: 'soundCue', params: { cue: step.state, atOffsetMs: step.startMs } });
  enqueue({ type: 'persist', params: persistParams(context, `running.countdown.${step.state}`) });
}

const [READY, SET, GO] = COUNTDOWN_STEPS;

/** START from idle: time zero is moved the lead-in ahead, unless the run resumes (a saved run is past it). */
const START_WITH_LEAD_IN = {
  guard: 'isValidStart',
  target: 'running',
  actions: ['startClock', 'delayTimeZero'],
} as const;

export const pushupCountdownMachine = setup({
  types: {
    context: {} as PushupContext,
    events: {} as PushupEvent,
    input: {} as PushupInput,
  },
  actions: {
    ...timedEffectStubs<PushupInput>(),
    ...clockActions<PushupContext, PushupEvent>(nextChangeWithLeadIn),
    delayTimeZero: assign(({ context, event }) =>
      event.type === 'START' && event.resumeFromElapsedMs === undefined && context.startedAt !== null
        ? { startedAt: context.startedAt + context.leadInSeconds * 1_000 }
        : {},
    ),
    announceCountdown: (_, _params: AnnounceCountdownParams) => {},
    navigateToResults: (_, _params: PushupResultParams) => {},
    ...offsetActions<PushupContext, PushupEvent>(),
    resetRun: assign(() => ({ ...IDLE_CLOCK, reps: 0 })),
  },
  guards: {
    ...clockGuards,
    ...offsetGuards,
  },
  delays: pushupDelays(),
  actors: timedActorStubs,
}).createMachine({
  id: 'pushupCountdown',
  initial: 'idle',
  // A resumed run starts from the taps it had saved; a new one from 0.
  context: ({ input }) => ({
    ...IDLE_CLOCK,
    reps: isTapCount(input?.reps) ? input.reps : 0,
    leadInSeconds: isLeadInSeconds(input?.leadInSeconds) ? input.leadInSeconds : 0,
  }),
  states: {
    idle: {
      on: { START: START_WITH_LEAD_IN },
    },
    running: {
      initial: 'leadIn',
      invoke: runInvokes(nextChangeWithLeadIn),
      on: { TICK: TICK_WHILE_RUNNING, ...STOP_RUN },
      states: {
        leadIn: {
          // A spoken 'Get into position' as the lead-in starts; the screen shows the words and the seconds left.
          entry: enqueueActions(({ context, enqueue }) => {
            if (isBeforeTimeZero(context))
              enqueue({
                type: 'soundCue',
                params: { cue: 'getIntoPosition', atOffsetMs: -context.leadInSeconds * 1_000 },
              });
          }),
          ...leaveAt(0, 'leadInEnds', 'countdown'),
        },
        countdown: {
          initial: 'ready',
          states: {
            ready: {
              entry: enqueueActions(({ context, enqueue }) => enqueueStepEffects(READY, context, enqueue)),
              ...leaveAt(READY.endMs, 'readyEnds', 'set'),
            },
            set: {
              entry: enqueueActions(({ context, enqueue }) => enqueueStepEffects(SET, context, enqueue)),
              ...leaveAt(SET.endMs, 'setEnds', 'go'),
            },
            go: {
              entry: enqueueActions(({ context, enqueue }) => enqueueStepEffects(GO, context, enqueue)),
              ...leaveAt(GO.endMs, 'goEnds', '#pushupCountdown.running.counting'),
            },
          },
        },
        counting: {
          entry: enqueueActions(({ context, enqueue }) => {
            enqueue({ type: 'persist', params: persistParams(context, 'running.counting') });
          }),
          on: {
            TAP_REP: {
              guard: ({ context }) => context.reps < MAX_TAPPED_REPS,
              actions: [assign(({ context }) => ({ reps: context.reps + 1 })), persistCounting],
            },
            UNDO_REP: {
              guard: ({ context }) => context.reps > 0,
              actions: [assign(({ context }) => ({ reps: context.reps - 1 })), persistCounting],
            },
            FINISH: {
              target: '#pushupCountdown.finished',
              actions: assign(({ context, event }) => ({
                now: isClockReading(event.now) ? laterReading(context, event.now) : context.now,
              })),
            },
          },
        },
      },
    },
    finished: {
      entry: [
        'clearPersisted',
        {
          type: 'navigateToResults',
          params: ({ context }) => ({ elapsedMs: countingElapsedMs(context), reps: context.reps }),
        },
      ],
      on: { RESET: { target: 'idle', actions: 'resetRun' } },
    },
  },
});

export type PushupSnapshot = SnapshotFrom<typeof pushupCountdownMachine>;

/** Whole seconds left to get into position (0 outside the lead-in). */
export function selectLeadInSecondsLeft(snapshot: PushupSnapshot): number {
  return snapshot.matches({ running: 'leadIn' }) ? leadInSecondsLeft(snapshot.context) : 0;
}

/** The countdown word and number ('Ready' 3, 'Set' 2, 'Go' 1), or null outside the countdown. */
export function selectCountdown(snapshot: PushupSnapshot): AnnounceCountdownParams | null {
  const step = COUNTDOWN_STEPS.find((s) => snapshot.matches({ running: { countdown: s.state } }));
  return step ? { word: step.word, number: step.number } : null;
}

/** Milliseconds counted since Go (frozen at FINISH). */
export function selectCountingMs(snapshot: PushupSnapshot): number {
  return countingElapsedMs(snapshot.context);
}

/** The counting timer as mm:ss. */
export function selectElapsedText(snapshot: PushupSnapshot): string {
  return formatElapsed(selectCountingMs(snapshot));
}

/** Repetitions tapped so far. */
export function selectTappedReps(snapshot: PushupSnapshot): number {
  return snapshot.context.reps;
}

export function selectIsCounting(snapshot: PushupSnapshot): boolean {
  return snapshot.matches({ running: 'counting' });
}
