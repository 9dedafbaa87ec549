// McArdle (Queens College) step test progress (spec §2 "Step test progress", spec §4, decisions 0010 and 0026).
//
// idle → running.getReady (3 s) → running.stepping (180 s) → running.findPulse (5 s) → running.countPulse (15 s) → done.
// Boundaries are absolute offsets from time zero: 3 s, 183 s, 188 s, 203 s. Each timed phase leaves by an `after`
// with a named delay (the time left to its boundary) and, when a clock reading is already past the boundary
// (START with a resume offset, or a TICK after a hidden period), by an `always` catch-up guard at once.
// Effects are named actions and actors with no-op defaults; the app replaces them with .provide().
import { assign, enqueueActions, setup, type SnapshotFrom } from 'xstate';
import type { Sex } from '@/domain/person';
import { STEP_TEST_CADENCE, STEP_TEST_PHASES_SECONDS } from '@/calculators/stepTest';
import {
  IDLE_CLOCK,
  elapsedMs,
  formatMmSs,
  isPastOffset,
  nextWholeSecondAt,
  secondsLeft,
  type ClockContext,
  type ClockReader,
  type PersistParams,
  type StartEvent,
  type TickEvent,
} from './timing';
import { isCueStillDue, type SoundCueParams, type TestCue } from './testCues';
import {
  START_RUN,
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

export type StepTestPhaseIndex = 0 | 1 | 2 | 3;
export type StepTestPhaseState = 'getReady' | 'stepping' | 'findPulse' | 'countPulse';

export interface StepTestPhase {
  index: StepTestPhaseIndex;
  state: StepTestPhaseState;
  text: string;
  /** Offset of the phase start from time zero. */
  startMs: number;
  durationMs: number;
  /** Offset of the phase end (the next phase's start). */
  endMs: number;
}

// Phase lengths and cadence have one home, the step-test calculator (src/calculators/stepTest.ts).
const PHASE_SECONDS = STEP_TEST_PHASES_SECONDS;
export const GET_READY_END_MS = PHASE_SECONDS.ready * 1_000;
export const STEPPING_END_MS = GET_READY_END_MS + PHASE_SECONDS.stepping * 1_000;
export const FIND_PULSE_END_MS = STEPPING_END_MS + PHASE_SECONDS.wait * 1_000;
export const COUNT_PULSE_END_MS = FIND_PULSE_END_MS + PHASE_SECONDS.count * 1_000;
export const STEP_TEST_TOTAL_MS = COUNT_PULSE_END_MS;

function phase(
  index: StepTestPhaseIndex,
  state: StepTestPhaseState,
  text: string,
  startMs: number,
  endMs: number,
): StepTestPhase {
  return { index, state, text, startMs, durationMs: endMs - startMs, endMs };
}

/** The four phases of spec §4 (3, 180, 5 and 15 s). */
export const STEP_TEST_PHASES: readonly [StepTestPhase, StepTestPhase, StepTestPhase, StepTestPhase] = [
  phase(0, 'getReady', 'Get ready in...', 0, GET_READY_END_MS),
  phase(1, 'stepping', 'Step test in progress', GET_READY_END_MS, STEPPING_END_MS),
  phase(2, 'findPulse', 'Find your pulse on the wrist or neck', STEPPING_END_MS, FIND_PULSE_END_MS),
  phase(3, 'countPulse', 'Count your pulses for 15 seconds', FIND_PULSE_END_MS, COUNT_PULSE_END_MS),
];
/** What the screen shows once the last phase is over. */
export const STEP_TEST_DONE_TEXT = 'Click To Enter Your Results';

/** 96 beats/min for men, 88 for women (the calculator's cadence, decision 0010). */
export function beatsPerMinute(sex: Sex): number {
  return STEP_TEST_CADENCE[sex].beatsPerMinute;
}

/** 625 ms for men, 60000/88 ≈ 681.8 ms for women. */
export function beatIntervalMs(sex: Sex): number {
  return STEP_TEST_CADENCE[sex].beatMs;
}

/** The beat (0, 1, 2 …) sounding `msIntoStepping` after stepping began; integer arithmetic, so no float drift. */
export function beatIndexAt(msIntoStepping: number, sex: Sex): number {
  if (!(msIntoStepping > 0)) return 0;
  return Math.floor((msIntoStepping * beatsPerMinute(sex)) / 60_000 + 1e-9);
}

/** Milliseconds from `msIntoStepping` to the next beat at or after it (0 when exactly on a beat). */
export function msToNextBeat(msIntoStepping: number, sex: Sex): number {
  const ms = Math.max(0, msIntoStepping);
  const beat = beatIntervalMs(sex);
  const k = Math.ceil(ms / beat - 1e-9);
  return Math.max(0, k * beat - ms);
}

export type StepCue = 'Up (left)' | 'Up (right)' | 'Down (left)' | 'Down (right)';
/** One cue per beat: up, up, down, down, the feet alternating left, right. */
export const STEP_CUES: readonly StepCue[] = ['Up (left)', 'Up (right)', 'Down (left)', 'Down (right)'];

/** The cue for the beat sounding `msIntoStepping` after stepping began. */
export function stepCueAt(msIntoStepping: number, sex: Sex): StepCue {
  return STEP_CUES[beatIndexAt(msIntoStepping, sex) % STEP_CUES.length] as StepCue;
}

/** The phase the clock is in at `elapsed` ms from time zero; null once the test is over. */
export function stepTestPhaseAt(elapsed: number): StepTestPhase | null {
  return STEP_TEST_PHASES.find((phase) => elapsed < phase.endMs) ?? null;
}

export interface StepTestInput {
  sex: Sex;
}

export function isStepTestInput(value: unknown): value is StepTestInput {
  return (
    typeof value === 'object' &&
    value !== null &&
    ((value as StepTestInput).sex === 'MALE' || (value as StepTestInput).sex === 'FEMALE')
  );
}

export interface StepTestContext extends ClockContext {
  sex: Sex;
}

export type StepTestEvent = StartEvent | TickEvent | { type: 'CANCEL' } | { type: 'RESET' };

export interface AnnouncePhaseParams {
  phase: StepTestPhaseIndex;
  text: string;
}

export interface StartMetronomeParams {
  bpm: number;
  beatMs: number;
  /** How far into the stepping phase the machine entered it (0 normally; more after a resume or catch-up). */
  msIntoStepping: number;
  /** Milliseconds from entry until the next beat, so beats stay on the grid of stepping start + k × beatMs. */
  msToFirstBeat: number;
}

/**
 * The named delays: the time left until each phase's absolute boundary. Without a clock the machine's own
 * latest reading is used (the default; exact under fake timers). The app passes a live monotonic clock,
 * `stepTestDelays(() => performance.now())`, so a late timer never delays the following boundaries.
 */
export function stepTestDelays(clock?: ClockReader) {
  const until = untilOffset(clock);
  return {
    getReadyEnds: until(GET_READY_END_MS),
    steppingEnds: until(STEPPING_END_MS),
    findPulseEnds: until(FIND_PULSE_END_MS),
    countPulseEnds: until(COUNT_PULSE_END_MS),
  };
}

function persistParams(context: StepTestContext, state: string): PersistParams<StepTestInput> {
  return { machine: 'stepTest', state, elapsedMs: elapsedMs(context), input: { sex: context.sex } };
}

/** The tone each phase starts with (issue "Test day"): the person counting cannot watch the screen. */
export const PHASE_START_CUES: Readonly<Partial<Record<StepTestPhaseState, TestCue>>> = {
  stepping: 'startStepping',
  findPulse: 'stopStepping',
  countPulse: 'startCounting',
};

/** Entry effects of a phase, skipped when a catch-up only passes through it (its boundary is already behind). */
function enqueuePhaseEffects(phase: StepTestPhase, context: StepTestContext, enqueue: PhaseEnqueue): void {
  if (isPastOffset(context, phase.endMs)) return;
  enqueue({ type: 'announcePhase', params: { phase: phase.index, text: phase.text } });
  const cue = PHASE_START_CUES[phase.state];
  if (cue && isCueStillDue(elapsedMs(context), phase.startMs))
    enqueue({ type: 'soundCue', params: { cue, atOffsetMs: phase.startMs } });
  if (phase.state === 'stepping') {
    const msIntoStepping = Math.max(0, elapsedMs(context) - phase.startMs);
    enqueue({
      type: 'startMetronome',
      params: {
        bpm: beatsPerMinute(context.sex),
        beatMs: beatIntervalMs(context.sex),
        msIntoStepping,
        msToFirstBeat: msToNextBeat(msIntoStepping, context.sex),
      },
    });
  }
  enqueue({ type: 'persist', params: persistParams(context, `running.${phase.state}`) });
}

// The enqueue function as enqueuePhaseEffects uses it (the named effect actions with their params).
type PhaseEnqueue = (
  action:
    | { type: 'announcePhase'; params: AnnouncePhaseParams }
    | { type: 'soundCue'; params: SoundCueParams }
    | { type: 'startMetronome'; params: StartMetronomeParams }
    | { type: 'persist'; params: PersistParams<StepTestInput> },
) => void;

const [GET_READY, STEPPING, FIND_PULSE, COUNT_PULSE] = STEP_TEST_PHASES;

export const stepTestMachine = setup({
  types: {
    context: {} as StepTestContext,
    events: {} as StepTestEvent,
    input: {} as StepTestInput,
  },
  actions: {
    // Effects (no-ops here; the app provides them).
    ...timedEffectStubs<StepTestInput>(),
    announcePhase: (_, _params: AnnouncePhaseParams) => {},
    startMetronome: (_, _params: StartMetronomeParams) => {},
    stopMetronome: () => {},
    // Clock bookkeeping.
    ...clockActions<StepTestContext, StepTestEvent>(nextStepTestChangeAt),
    ...offsetActions<StepTestContext, StepTestEvent>(),
    resetRun: assign(() => ({ ...IDLE_CLOCK })),
  },
  guards: {
    ...clockGuards,
    ...offsetGuards,
  },
  delays: stepTestDelays(),
  actors: timedActorStubs,
}).createMachine({
  id: 'stepTest',
  initial: 'idle',
  context: ({ input }) => ({ sex: input.sex, ...IDLE_CLOCK }),
  states: {
    idle: {
      on: { START: START_RUN },
    },
    running: {
      initial: 'getReady',
      invoke: runInvokes(nextStepTestChangeAt),
      on: { TICK: TICK_WHILE_RUNNING, ...STOP_RUN },
      states: {
        getReady: {
          entry: enqueueActions(({ context, enqueue }) => enqueuePhaseEffects(GET_READY, context, enqueue)),
          ...leaveAt(GET_READY.endMs, 'getReadyEnds', 'stepping'),
        },
        stepping: {
          entry: enqueueActions(({ context, enqueue }) => enqueuePhaseEffects(STEPPING, context, enqueue)),
          exit: 'stopMetronome',
          ...leaveAt(STEPPING.endMs, 'steppingEnds', 'findPulse'),
        },
        findPulse: {
          entry: enqueueActions(({ context, enqueue }) => enqueuePhaseEffects(FIND_PULSE, context, enqueue)),
          ...leaveAt(FIND_PULSE.endMs, 'findPulseEnds', 'countPulse'),
        },
        countPulse: {
          entry: enqueueActions(({ context, enqueue }) => enqueuePhaseEffects(COUNT_PULSE, context, enqueue)),
          ...leaveAt(COUNT_PULSE.endMs, 'countPulseEnds', '#stepTest.done'),
        },
      },
    },
    done: {
      entry: enqueueActions(({ context, enqueue }) => {
        // 'Stop counting' at 203 s, unless the end was passed long ago (a resume after the test's time ran out).
        if (isCueStillDue(elapsedMs(context), COUNT_PULSE.endMs)) {
          enqueue({ type: 'soundCue', params: { cue: 'stopCounting', atOffsetMs: COUNT_PULSE.endMs } });
        }
        enqueue('clearPersisted');
      }),
      on: {
        RESET: { target: 'idle', actions: 'resetRun' },
      },
    },
  },
});

export type StepTestSnapshot = SnapshotFrom<typeof stepTestMachine>;

// Selectors: pure functions of a snapshot, for the screen (useSelector) and for tests.

/** The current phase (0-3), or null before START and after the last phase. */
export function selectPhase(snapshot: StepTestSnapshot): StepTestPhase | null {
  return STEP_TEST_PHASES.find((phase) => snapshot.matches({ running: phase.state })) ?? null;
}

export function selectPhaseIndex(snapshot: StepTestSnapshot): StepTestPhaseIndex | null {
  return selectPhase(snapshot)?.index ?? null;
}

/** The phase text, or 'Click To Enter Your Results' once done, or '' before START. */
export function selectPhaseText(snapshot: StepTestSnapshot): string {
  if (snapshot.matches('done')) return STEP_TEST_DONE_TEXT;
  return selectPhase(snapshot)?.text ?? '';
}

export function selectElapsedMs(snapshot: StepTestSnapshot): number {
  return elapsedMs(snapshot.context);
}

/** Whole seconds left in the current phase (3, 2, 1 in getReady); 0 when no phase runs. */
export function selectSecondsRemaining(snapshot: StepTestSnapshot): number {
  const phase = selectPhase(snapshot);
  if (!phase) return 0;
  return Math.min(phase.durationMs / 1000, secondsLeft(phase.endMs - selectElapsedMs(snapshot)));
}

/** The part of the current phase already done, 0 to 1 (1 once done, 0 before START). */
export function selectPhaseProgress(snapshot: StepTestSnapshot): number {
  if (snapshot.matches('done')) return 1;
  const phase = selectPhase(snapshot);
  if (!phase) return 0;
  return clamp01((selectElapsedMs(snapshot) - phase.startMs) / phase.durationMs);
}

/** The part of the whole test (203 s) already done, 0 to 1. */
export function selectTotalProgress(snapshot: StepTestSnapshot): number {
  if (snapshot.matches('done')) return 1;
  if (snapshot.matches('idle')) return 0;
  return clamp01(selectElapsedMs(snapshot) / STEP_TEST_TOTAL_MS);
}

/** Seconds remaining in the phase as mm:ss, e.g. '03:00' at the start of stepping. */
export function selectRemainingText(snapshot: StepTestSnapshot): string {
  return formatMmSs(selectSecondsRemaining(snapshot));
}

/** The stepping cue for the current beat, or null outside the stepping phase. */
export function selectStepCue(snapshot: StepTestSnapshot): StepCue | null {
  if (!snapshot.matches({ running: 'stepping' })) return null;
  return stepCueAt(selectElapsedMs(snapshot) - STEPPING.startMs, snapshot.context.sex);
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

// The display's change points and the metronome's first beat: the beat grid lives here, beside beatIndexAt.

/**
 * The clock reading at which the screen changes next, after the machine's latest reading: the next whole second of
 * the test (the mm:ss and the phase boundaries), and while stepping the next beat of the grid stepping start + k × beat
 * (the Up/Down cue). Null before START (the display ticker then waits). The machine tells its ticker (timedMachineKit).
 */
export function nextStepTestChangeAt(context: StepTestContext): number | null {
  const { startedAt, now, sex } = context;
  if (startedAt === null || now === null) return null;
  const nextSecond = nextWholeSecondAt(startedAt, now);
  if (stepTestPhaseAt(now - startedAt)?.state !== 'stepping') return nextSecond;
  const steppingStart = startedAt + STEPPING.startMs;
  const nextBeat = steppingStart + (beatIndexAt(now - steppingStart, sex) + 1) * beatIntervalMs(sex);
  return Math.min(nextSecond, nextBeat);
}

/** A beat that sounded at most this long ago is still played (at once, on its grid time) rather than skipped. */
export const LATE_BEAT_TOLERANCE_MS = 40;

/**
 * When the metronome's first beat should sound, from now (negative: a grid beat that has just passed, played at
 * once). `params` are the startMetronome params, taken at the machine's reading; the clock has moved on by
 * `latencyMs` since. Counting that latency off keeps every beat on the grid stepping start + k × beat. A phase
 * entered a hair after its boundary (a TICK just before the boundary's timer) would make the machine's "next beat"
 * the second one; the downbeat that has just passed is played instead of being dropped.
 */
export function firstBeatInMs(
  params: Pick<StartMetronomeParams, 'beatMs' | 'msToFirstBeat'>,
  latencyMs: number,
): number {
  const sinceLastBeat = (params.beatMs - params.msToFirstBeat) % params.beatMs;
  const late = sinceLastBeat + latencyMs;
  return sinceLastBeat > 0 && late <= LATE_BEAT_TOLERANCE_MS ? -late : params.msToFirstBeat - latencyMs;
}

/** Where the beat grid is at clock reading `now` (for starting the metronome part-way, e.g. when sound is turned on). */
export function metronomeParamsAt(snapshot: StepTestSnapshot, now: number): StartMetronomeParams | null {
  const { startedAt, sex } = snapshot.context;
  if (startedAt === null || !snapshot.matches({ running: 'stepping' })) return null;
  const msIntoStepping = Math.max(0, now - startedAt - STEPPING.startMs);
  return {
    bpm: beatsPerMinute(sex),
    beatMs: beatIntervalMs(sex),
    msIntoStepping,
    msToFirstBeat: msToNextBeat(msIntoStepping, sex),
  };
}
