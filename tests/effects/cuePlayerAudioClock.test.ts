// The cue player's mapping of a cue's moment (now(), ms) onto the audio clock, over a simulated 21-level shuttle run
// cued as the machine cues it (each beep one shuttle ahead, given when the beep before it is passed): with an audio
// clock that drifts against now(), one that moves in render quanta or in 10 ms buffers (wherever they fall against the
// readings), one that loses whole buffers, and one suspended for seconds, every beep lands within a few ms of its true
// moment on the audio clock.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shuttleBeeps } from '@/calculators/shuttleRun';
import { CUE_TONES, createCuePlayer, type CuePlayer } from '@/effects/cuePlayer';
import { FakeAudioContext } from '../support/fakeAudio';

const SOUND = { muted: false, spoken: false };
const START_MS = 1_000;
const BEEPS = shuttleBeeps();

/** 40 ppm slow: 50 ms behind now() by the end of a full run. */
const drifting = (ms: number) => 5 + (ms / 1000) * (1 - 40e-6);
/** The audio clock as read: it moves in render quanta of 128 frames at 48 kHz. */
const QUANTUM_S = 128 / 48_000;
const inQuanta = (audioS: number) => Math.floor(audioS / QUANTUM_S) * QUANTUM_S;

function setup(trueAudioAt: (ms: number) => number, readAudioAt: (ms: number) => number = trueAudioAt) {
  // now() follows the fake timers' clock, so each reading falls at the moment its timer is due.
  const epoch = Date.now();
  const now = () => START_MS + Date.now() - epoch;
  const ctx = new FakeAudioContext();
  ctx.state = 'running';
  Object.defineProperty(ctx, 'currentTime', { get: () => readAudioAt(now()) });
  const player = createCuePlayer({ audio: () => ctx, now, speak: null, vibrate: null });
  const runTo = (ms: number) => vi.advanceTimersByTime(Math.max(0, Math.ceil(ms - now())));
  return { player, runTo, trueAudioAt, ctx };
}

/** The run as the machine cues it; each beep's error (ms, + late) against its moment on the true audio clock. */
function shuttleRunErrors({ player, runTo, trueAudioAt }: ReturnType<typeof setup>) {
  const cueOf = (index: number) => {
    const beep = BEEPS[index];
    if (beep) player.cue(beep.endsLevel ? 'nextLevel' : 'shuttle', START_MS + beep.atMs, SOUND);
  };
  cueOf(0);
  for (const [index, beep] of BEEPS.entries()) {
    runTo(START_MS + beep.atMs + 3); // the machine's timer wakes a few ms after the beep
    cueOf(index + 1);
  }
  return player.scheduled().map(({ atMs, audioTime }) => ({ atMs, errorMs: (audioTime - trueAudioAt(atMs)) * 1000 }));
}

const worst = (errors: readonly { errorMs: number }[]) => Math.max(...errors.map((e) => Math.abs(e.errorMs)));

let players: CuePlayer[] = [];
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  for (const player of players) player.stop();
  players = [];
  vi.useRealTimers();
});
function run(trueAudioAt: (ms: number) => number, readAudioAt?: (ms: number) => number) {
  const sim = setup(trueAudioAt, readAudioAt);
  players.push(sim.player);
  return sim;
}

describe('cue player on the audio clock', () => {
  it('follows an audio clock drifting against now(): every beep of a 21-level run within 1 ms', () => {
    const errors = shuttleRunErrors(run(drifting));
    expect(errors).toHaveLength(BEEPS.length);
    expect(worst(errors)).toBeLessThan(1);
  });

  it('an audio clock read in render quanta, drifting too: every beep within one quantum (2.7 ms) of the true one', () => {
    const errors = shuttleRunErrors(run(drifting, (ms) => inQuanta(drifting(ms))));
    expect(errors).toHaveLength(BEEPS.length);
    expect(worst(errors)).toBeLessThan(QUANTUM_S * 1000);
  });

  it('reads at every phase of 10 ms audio buffers: where they fall against the readings moves no beep by 2.5 ms', () => {
    const BUFFER_S = 0.01;
    const steady = (ms: number) => 5 + ms / 1000;
    const runs = [0, 0.0025, 0.005, 0.0075].map((phaseS) =>
      shuttleRunErrors(run(steady, (ms) => Math.floor((steady(ms) + phaseS) / BUFFER_S) * BUFFER_S - phaseS)),
    );
    // From the second beep on: the first is placed from the one reading taken when it is cued.
    const spreads = BEEPS.slice(1).map((_, i) => {
      const errors = runs.map((errorsOfRun) => errorsOfRun[i + 1]?.errorMs ?? NaN);
      return Math.max(...errors) - Math.min(...errors);
    });
    expect(Math.max(...spreads)).toBeLessThan(2.5);
  });

  it('an audio clock that loses a 10 ms buffer now and then: only a beep cued before a loss is off, by that loss', () => {
    const lossesAtMs = [200_000, 450_000, 700_000, 950_000, 1_200_000].map((ms) => START_MS + ms);
    const losing = (ms: number) => drifting(ms) - 0.01 * lossesAtMs.filter((at) => at <= ms).length;
    const errors = shuttleRunErrors(run(losing));
    // A beep cued before a loss is placed a shuttle (at most 9 s) ahead; the readings follow within a second.
    const afterALoss = ({ atMs }: { atMs: number }) => lossesAtMs.some((at) => at <= atMs && atMs - at < 9_000 + 1_100);
    expect(errors.filter(afterALoss).length).toBeGreaterThanOrEqual(lossesAtMs.length);
    expect(worst(errors.filter((e) => !afterALoss(e)))).toBeLessThan(1);
    expect(worst(errors)).toBeLessThan(11);
  });

  it('an audio clock that loses 58 ms after a beep was placed, 2 s before its moment: the beep is placed again', () => {
    const lossAtMs = START_MS + BEEPS[20]!.atMs - 2_000; // cued at beep 20, a shuttle (about 9 s) earlier
    const sim = run((ms) => drifting(ms) - (ms >= lossAtMs ? 0.058 : 0));
    const errors = shuttleRunErrors(sim);
    expect(worst(errors)).toBeLessThan(1);
    // The first placing is silenced: each beep sounds once.
    const sounding = sim.ctx.oscillators.filter((osc) => !osc.stoppedEarly).length;
    const tonesOfRun = BEEPS.reduce((sum, beep) => sum + CUE_TONES[beep.endsLevel ? 'nextLevel' : 'shuttle'].length, 0);
    expect(sounding).toBe(tonesOfRun);
  });

  it('an audio clock suspended for 3 s: the next cue lands at its moment, not 3 s late', () => {
    const sim = run((ms) => (ms < 60_000 ? drifting(ms) : drifting(ms) - 3));
    sim.player.cue('shuttle', 50_000, SOUND);
    sim.runTo(60_200);
    sim.player.cue('shuttle', 65_000, SOUND);
    expect(sim.player.scheduled()[1]?.audioTime).toBeCloseTo(drifting(65_000) - 3, 3);
  });

  it('reads the clocks only while cues are due: stops a window after the last, and at stop()', () => {
    const sim = run(drifting);
    sim.player.cue('shuttle', 5_000, SOUND);
    expect(vi.getTimerCount()).toBe(3); // the vibration at its moment, the readings, the second look before it
    sim.runTo(7_200);
    expect(vi.getTimerCount()).toBe(0);
    sim.player.cue('shuttle', 9_000, SOUND);
    sim.player.stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('after stop() (the run let go) the readings before it no longer count', () => {
    let shiftS = 0;
    const sim = run((ms) => drifting(ms) + shiftS);
    sim.player.cue('shuttle', 3_000, SOUND);
    sim.runTo(2_000);
    sim.player.stop();
    shiftS = -0.05; // less than a jump: without stop() the reading before it would still count
    sim.player.cue('shuttle', 4_000, SOUND);
    expect(sim.player.scheduled()[1]?.audioTime).toBeCloseTo(drifting(4_000) - 0.05, 3);
  });
});
