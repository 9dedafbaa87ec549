// The step-test actor of /step-test/progress: stepTestMachine with the app's effects provided (docs/timed-protocols.md
// "What the app provides"): delays and TICKs on the monotonic clock, the metronome on the audio clock, the screen wake
// lock while running, phase announcements for the aria-live region, and the snapshot store for resume-after-reload.
// The machine does all the timing; this file only connects it to the browser.
import { createActor, type ActorRefFrom } from 'xstate';
import {
  STEP_TEST_PHASES,
  beatIndexAt,
  beatIntervalMs,
  isStepTestInput,
  stepTestDelays,
  stepTestMachine,
  type StartMetronomeParams,
  type StepTestInput,
  type StepTestSnapshot,
} from '@machines/stepTestMachine';
import type { Sex } from '@/domain/person';
import { useProtocolEffects, type ProtocolEffects } from './protocolEffects';
import { nextWholeSecondAt } from '@/effects/changePointTicker';
import { timedRunActors } from '@/effects/timedRunActors';
import { useProtocolRun, type CreatedProtocolActor, type ProtocolRun } from './useProtocolRun';

/** The snapshot store's name of the step test (PersistParams.machine). */
export const STEP_TEST_SNAPSHOT = 'stepTest';

export type StepTestActor = ActorRefFrom<typeof stepTestMachine>;

const STEPPING_START_MS = STEP_TEST_PHASES[1].startMs;

/**
 * The clock reading at which the screen changes next: the next whole second of the test (the mm:ss and the phase
 * boundaries), and while stepping the next metronome beat (the Up/Down cue). Null when the test is not running.
 */
export function nextStepTestChangeAt(snapshot: StepTestSnapshot, now: number): number | null {
  const { startedAt, sex } = snapshot.context;
  if (startedAt === null || !snapshot.matches('running')) return null;
  const nextSecond = nextWholeSecondAt(startedAt, now);
  if (!snapshot.matches({ running: 'stepping' })) return nextSecond;
  const steppingStart = startedAt + STEPPING_START_MS;
  const nextBeat = steppingStart + (beatIndexAt(now - steppingStart, sex) + 1) * beatIntervalMs(sex);
  return Math.min(nextSecond, nextBeat);
}

/** A beat that sounded at most this long ago is still played (at once, on its grid time) rather than skipped. */
export const LATE_BEAT_TOLERANCE_MS = 40;

/**
 * When the first beat should sound, from now (negative: a grid beat that has just passed, played at once).
 * The machine's reading is the stepping boundary, or the START/TICK reading that caught up with it; the clock has
 * moved on by `latencyMs` since. Counting that latency off keeps every beat on the grid stepping start + k × beat.
 * A phase entered a hair after its boundary (a TICK that came just before the boundary's timer) would make the
 * machine's "next beat" the second one; the downbeat that has just passed is played instead of being dropped.
 */
export function firstBeatInMs(params: Pick<StartMetronomeParams, 'beatMs' | 'msToFirstBeat'>, latencyMs: number): number {
  const sinceLastBeat = (params.beatMs - params.msToFirstBeat) % params.beatMs;
  const late = sinceLastBeat + latencyMs;
  return sinceLastBeat > 0 && late <= LATE_BEAT_TOLERANCE_MS ? -late : params.msToFirstBeat - latencyMs;
}

/** The step-test actor (not started) with every effect provided; `release` silences its metronome if it is playing. */
export function createStepTestActor(
  input: StepTestInput,
  effects: ProtocolEffects,
  announce: (text: string) => void,
): CreatedProtocolActor<StepTestActor> {
  const metronome = effects.metronome();
  let playing = false;
  const silence = () => {
    if (playing) metronome.stop();
    playing = false;
  };
  // The ticker reads the actor's snapshot; it only runs once the actor below exists and is running.
  const holder: { actor: StepTestActor | null } = { actor: null };
  const machine = stepTestMachine.provide({
    delays: stepTestDelays(effects.now),
    actors: timedRunActors<StepTestActor>({
      now: effects.now, actor: () => holder.actor, nextChangeAt: nextStepTestChangeAt, wakeLockApi: effects.wakeLockApi,
    }),
    actions: {
      announcePhase: (_, params) => announce(params.text),
      startMetronome: ({ context }, params) => {
        const latencyMs = context.now === null ? 0 : Math.max(0, effects.now() - context.now);
        playing = true;
        metronome.start(params.bpm, firstBeatInMs(params, latencyMs));
      },
      stopMetronome: silence,
      persist: (_, params) => {
        effects.store.save(params);
      },
      clearPersisted: () => effects.store.clear(STEP_TEST_SNAPSHOT),
    },
  });
  const actor = createActor(machine, { input });
  holder.actor = actor;
  return { actor, release: silence };
}

export interface StepTestRun extends ProtocolRun<StepTestActor, StepTestInput> {
  /** False once audio could not start: the screen then says the cue is the only beat. */
  soundAvailable: boolean;
}

/** The step test for a person of `sex` (null: the test cannot run until the demographics give it). */
export function useStepTestRun(sex: Sex | null): StepTestRun {
  const effects = useProtocolEffects();
  const run = useProtocolRun<StepTestActor, StepTestInput>({
    machine: STEP_TEST_SNAPSHOT,
    input: sex ? { sex } : null,
    isInput: isStepTestInput,
    effects,
    create: (input, announce) => createStepTestActor(input, effects, announce),
    // Inside the Start/Resume click: the browser lets audio start only from a user gesture.
    beforeStart: () => effects.metronome().unlock(),
  });
  return { ...run, soundAvailable: effects.metronome().available };
}
