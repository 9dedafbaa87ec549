// Texts of the step-test screens that come from numbers (bench height in the user's unit, cadence, the
// interrupted-test summary, progress percentages), as pure functions so the components only render.
import { STEP_TEST_BENCH, STEP_TEST_CADENCE } from '@/calculators/stepTest';
import { STEP_TEST_TOTAL_MS, stepTestPhaseAt } from '@machines/stepTestMachine';
import { formatElapsed } from '@machines/timing';
import type { Sex } from '@/domain/person';

/** 16.25 in = 41.275 cm, shown as 41.3 cm; the preferred unit first. */
export function benchHeightText(metric: boolean): string {
  const cm = `${STEP_TEST_BENCH.cm.toFixed(1)} cm`;
  const inches = `${STEP_TEST_BENCH.inches} in`;
  return metric ? `${cm} (${inches})` : `${inches} (${cm})`;
}

/** '24 steps a minute (96 metronome beats a minute)' (decision 0010). */
export function cadenceText(sex: Sex): string {
  const { stepsPerMinute, beatsPerMinute } = STEP_TEST_CADENCE[sex];
  return `${stepsPerMinute} steps a minute (${beatsPerMinute} metronome beats a minute)`;
}

/** The tempo shown on the running display: 'Tempo 96 beats/min (24 steps/min)'. */
export function tempoText(sex: Sex): string {
  const { stepsPerMinute, beatsPerMinute } = STEP_TEST_CADENCE[sex];
  return `Tempo ${beatsPerMinute} beats/min (${stepsPerMinute} steps/min)`;
}

/** A fraction 0-1 as a whole percent 0-100. */
export function toPercent(fraction: number): number {
  return Math.round(Math.min(1, Math.max(0, fraction)) * 100);
}

/** A phase length: '3 s', '180 s'. */
export function phaseLengthText(durationMs: number): string {
  return `${Math.round(durationMs / 1000)} s`;
}

/** 'Up (left)' → 'up', for the cue's colour. */
export function cueDirection(cue: string): 'up' | 'down' {
  return cue.startsWith('Up') ? 'up' : 'down';
}

export interface InterruptedStepTest {
  /** Where the test is now (the phase text, or that the test time is over). */
  phaseText: string;
  /** mm:ss into the test, counting the time the page was closed. */
  atText: string;
  over: boolean;
}

/** What resuming an interrupted step test would resume into (`elapsedMs`: the store's resume offset). */
export function interruptedStepTest(elapsedMs: number): InterruptedStepTest {
  const phase = stepTestPhaseAt(elapsedMs);
  return {
    phaseText: phase?.text ?? 'the test time is over',
    atText: formatElapsed(Math.min(elapsedMs, STEP_TEST_TOTAL_MS)),
    over: phase === null,
  };
}
