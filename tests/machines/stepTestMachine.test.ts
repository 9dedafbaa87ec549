// Step test machine: boundaries under simulated time, catch-up, resume, named effects and pure helpers.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import {
  COUNT_PULSE_END_MS,
  STEP_TEST_DONE_TEXT,
  beatIndexAt,
  beatIntervalMs,
  beatsPerMinute,
  firstBeatInMs,
  metronomeParamsAt,
  msToNextBeat,
  nextStepTestChangeAt,
  selectElapsedMs,
  selectPhaseIndex,
  selectPhaseProgress,
  selectPhaseText,
  selectRemainingText,
  selectSecondsRemaining,
  selectStepCue,
  selectTotalProgress,
  stepCueAt,
  stepTestDelays,
  stepTestMachine,
  stepTestPhaseAt,
  type StepTestInput,
} from '@machines/stepTestMachine';
import { onFakeClocks } from '../support/fakeClock';

const MALE: StepTestInput = { sex: 'MALE' };
const FEMALE: StepTestInput = { sex: 'FEMALE' };

function effects() {
  return {
    announcePhase: vi.fn(),
    startMetronome: vi.fn(),
    stopMetronome: vi.fn(),
    persist: vi.fn(),
    clearPersisted: vi.fn(),
  };
}

function startTest(input: StepTestInput = MALE, spies = effects()) {
  const machine = stepTestMachine.provide({
    actions: {
      announcePhase: (_, params) => spies.announcePhase(params),
      startMetronome: (_, params) => spies.startMetronome(params),
      stopMetronome: () => spies.stopMetronome(),
      persist: (_, params) => spies.persist(params),
      clearPersisted: () => spies.clearPersisted(),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, spies, t0: performance.now() };
}

const phaseOf = (actor: { getSnapshot: () => Parameters<typeof selectPhaseIndex>[0] }) =>
  selectPhaseIndex(actor.getSnapshot());

describe('step test tempo and cues (decision 0010)', () => {
  it('beats 96/min (625 ms) for men and 88/min (≈681.8 ms) for women', () => {
    expect(beatsPerMinute('MALE')).toBe(96);
    expect(beatsPerMinute('FEMALE')).toBe(88);
    expect(beatIntervalMs('MALE')).toBe(625);
    expect(beatIntervalMs('FEMALE')).toBeCloseTo(681.818, 3);
    expect(beatIntervalMs('FEMALE')).not.toBeCloseTo(714, 0);
  });

  it('counts 288 (men) and 264 (women) beats in the 180 s of stepping, on an exact grid', () => {
    expect(beatIndexAt(180_000, 'MALE')).toBe(288);
    expect(beatIndexAt(180_000, 'FEMALE')).toBe(264);
    expect(beatIndexAt(624.9, 'MALE')).toBe(0);
    expect(beatIndexAt(625, 'MALE')).toBe(1);
    // Women: beat k starts at k × 60000/88; beat 11 at exactly 7500 ms (no float drift).
    expect(beatIndexAt(7_499.99, 'FEMALE')).toBe(10);
    expect(beatIndexAt(7_500, 'FEMALE')).toBe(11);
  });

  it('cues Up/Up/Down/Down with the feet alternating, one cue per beat', () => {
    const cues = Array.from({ length: 8 }, (_, k) => stepCueAt(k * 625 + 1, 'MALE'));
    expect(cues).toEqual([
      'Up (left)',
      'Up (right)',
      'Down (left)',
      'Down (right)',
      'Up (left)',
      'Up (right)',
      'Down (left)',
      'Down (right)',
    ]);
    expect(stepCueAt(681, 'FEMALE')).toBe('Up (left)');
    expect(stepCueAt(682, 'FEMALE')).toBe('Up (right)');
  });

  it('finds the next beat on the grid from any point of the stepping phase', () => {
    expect(msToNextBeat(0, 'MALE')).toBe(0);
    expect(msToNextBeat(625, 'MALE')).toBe(0);
    expect(msToNextBeat(1_000, 'MALE')).toBe(250);
    expect(msToNextBeat(97_000, 'MALE')).toBe(500); // 156 × 625 = 97 500
    expect(msToNextBeat(100, 'FEMALE')).toBeCloseTo(581.818, 3);
  });

  it('maps elapsed time to the four phases at 3, 183, 188 and 203 s', () => {
    expect(stepTestPhaseAt(0)?.index).toBe(0);
    expect(stepTestPhaseAt(2_999)?.index).toBe(0);
    expect(stepTestPhaseAt(3_000)?.index).toBe(1);
    expect(stepTestPhaseAt(182_999)?.index).toBe(1);
    expect(stepTestPhaseAt(183_000)?.index).toBe(2);
    expect(stepTestPhaseAt(188_000)?.index).toBe(3);
    expect(stepTestPhaseAt(202_999)?.index).toBe(3);
    expect(stepTestPhaseAt(203_000)).toBeNull();
  });
});

describe('stepTestMachine under simulated time', () => {
  onFakeClocks();

  it('starts idle with empty selectors and ignores TICK before START', () => {
    const { actor } = startTest();
    actor.send({ type: 'TICK', now: 5_000 });
    const s = actor.getSnapshot();
    expect(s.value).toBe('idle');
    expect(selectPhaseIndex(s)).toBeNull();
    expect(selectPhaseText(s)).toBe('');
    expect(selectTotalProgress(s)).toBe(0);
    expect(s.context).toEqual({ sex: 'MALE', startedAt: null, now: null });
  });

  it('changes phase exactly at 3 s, 183 s, 188 s and 203 s', () => {
    const { actor, t0 } = startTest();
    actor.send({ type: 'START', now: t0 });
    expect(actor.getSnapshot().value).toEqual({ running: 'getReady' });
    expect(selectPhaseText(actor.getSnapshot())).toBe('Get ready in...');
    expect(selectSecondsRemaining(actor.getSnapshot())).toBe(3);

    vi.advanceTimersByTime(2_999);
    actor.send({ type: 'TICK', now: performance.now() });
    expect(phaseOf(actor)).toBe(0);
    expect(selectSecondsRemaining(actor.getSnapshot())).toBe(1);

    vi.advanceTimersByTime(1);
    expect(phaseOf(actor)).toBe(1);
    expect(selectPhaseText(actor.getSnapshot())).toBe('Step test in progress');
    expect(selectRemainingText(actor.getSnapshot())).toBe('03:00');
    expect(selectElapsedMs(actor.getSnapshot())).toBe(3_000);

    vi.advanceTimersByTime(179_999);
    expect(phaseOf(actor)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(phaseOf(actor)).toBe(2);
    expect(selectPhaseText(actor.getSnapshot())).toBe('Find your pulse on the wrist or neck');
    expect(selectSecondsRemaining(actor.getSnapshot())).toBe(5);

    vi.advanceTimersByTime(4_999);
    expect(phaseOf(actor)).toBe(2);
    vi.advanceTimersByTime(1);
    expect(phaseOf(actor)).toBe(3);
    expect(selectPhaseText(actor.getSnapshot())).toBe('Count your pulses for 15 seconds');
    expect(selectSecondsRemaining(actor.getSnapshot())).toBe(15);

    vi.advanceTimersByTime(14_999);
    expect(phaseOf(actor)).toBe(3);
    vi.advanceTimersByTime(1);
    const done = actor.getSnapshot();
    expect(done.value).toBe('done');
    expect(selectPhaseText(done)).toBe(STEP_TEST_DONE_TEXT);
    expect(selectPhaseIndex(done)).toBeNull();
    expect(selectTotalProgress(done)).toBe(1);
    expect(selectElapsedMs(done)).toBe(COUNT_PULSE_END_MS);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('derives the countdown, progress and cue from TICK readings', () => {
    const { actor, t0 } = startTest(FEMALE);
    actor.send({ type: 'START', now: t0 });
    vi.advanceTimersByTime(3_000 + 90_000);
    actor.send({ type: 'TICK', now: performance.now() });
    const s = actor.getSnapshot();
    expect(selectPhaseIndex(s)).toBe(1);
    expect(selectSecondsRemaining(s)).toBe(90);
    expect(selectRemainingText(s)).toBe('01:30');
    expect(selectPhaseProgress(s)).toBeCloseTo(0.5, 10);
    expect(selectTotalProgress(s)).toBeCloseTo(93_000 / 203_000, 10);
    expect(selectStepCue(s)).toBe(stepCueAt(90_000, 'FEMALE'));
    expect(beatIndexAt(90_000, 'FEMALE')).toBe(132);
    expect(selectStepCue(s)).toBe('Up (left)');
  });

  it('catches up at once when a TICK is past several boundaries (no timers advanced)', () => {
    const { actor, spies } = startTest();
    actor.send({ type: 'START', now: 1_000 });
    actor.send({ type: 'TICK', now: 1_000 + 185_000 });
    expect(actor.getSnapshot().value).toEqual({ running: 'findPulse' });
    expect(selectSecondsRemaining(actor.getSnapshot())).toBe(3);
    // Stepping was only passed through: its metronome never started and no cue shows.
    expect(spies.startMetronome).not.toHaveBeenCalled();
    expect(spies.announcePhase.mock.calls.map(([p]) => p.phase)).toEqual([0, 2]);

    actor.send({ type: 'TICK', now: 1_000 + 190_000 });
    expect(actor.getSnapshot().value).toEqual({ running: 'countPulse' });
    expect(selectSecondsRemaining(actor.getSnapshot())).toBe(13);
    // The pending timer is for the absolute boundary (203 s), not a fresh 15 s.
    vi.advanceTimersByTime(12_999);
    expect(actor.getSnapshot().value).toEqual({ running: 'countPulse' });
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('goes straight to countPulse from getReady with a TICK at 190 s, and to done past 203 s', () => {
    const { actor } = startTest();
    actor.send({ type: 'START', now: 0 });
    actor.send({ type: 'TICK', now: 190_000 });
    expect(actor.getSnapshot().value).toEqual({ running: 'countPulse' });

    const second = startTest().actor;
    second.send({ type: 'START', now: 0 });
    second.send({ type: 'TICK', now: 10 * 60_000 });
    expect(second.getSnapshot().value).toBe('done');
  });

  it('ignores TICKs that go back in time or carry no reading', () => {
    const { actor } = startTest();
    actor.send({ type: 'START', now: 10_000 });
    actor.send({ type: 'TICK', now: 12_000 });
    actor.send({ type: 'TICK', now: 11_000 });
    actor.send({ type: 'TICK', now: Number.NaN });
    actor.send({ type: 'TICK' } as never);
    expect(actor.getSnapshot().context.now).toBe(12_000);
  });

  it('resumes from an elapsed offset in the right phase, with time zero moved back', () => {
    const { actor, spies } = startTest();
    actor.send({ type: 'START', now: 50_000, resumeFromElapsedMs: 100_000 });
    const s = actor.getSnapshot();
    expect(s.value).toEqual({ running: 'stepping' });
    expect(s.context.startedAt).toBe(-50_000);
    expect(selectSecondsRemaining(s)).toBe(83);
    expect(spies.startMetronome).toHaveBeenCalledTimes(1);
    expect(spies.startMetronome).toHaveBeenCalledWith({
      bpm: 96,
      beatMs: 625,
      msIntoStepping: 97_000,
      msToFirstBeat: 500,
    });
    vi.advanceTimersByTime(82_999);
    expect(phaseOf(actor)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(phaseOf(actor)).toBe(2);
  });

  it('resumes into done when the offset is past the end, and rejects a bad START', () => {
    const late = startTest().actor;
    late.send({ type: 'START', now: 0, resumeFromElapsedMs: 300_000 });
    expect(late.getSnapshot().value).toBe('done');

    const bad = startTest().actor;
    bad.send({ type: 'START', now: Number.NaN });
    bad.send({ type: 'START', now: 0, resumeFromElapsedMs: -1 });
    bad.send({ type: 'START' } as never);
    expect(bad.getSnapshot().value).toBe('idle');
  });

  it('fires the named effects: phase announcements, metronome on entry/exit of stepping, persist, clear', () => {
    const { actor, spies, t0 } = startTest(FEMALE);
    actor.send({ type: 'START', now: t0 });
    expect(spies.announcePhase).toHaveBeenLastCalledWith({ phase: 0, text: 'Get ready in...' });
    expect(spies.persist).toHaveBeenLastCalledWith({
      machine: 'stepTest',
      state: 'running.getReady',
      elapsedMs: 0,
      input: { sex: 'FEMALE' },
    });
    expect(spies.startMetronome).not.toHaveBeenCalled();

    vi.advanceTimersByTime(3_000);
    expect(spies.startMetronome).toHaveBeenCalledTimes(1);
    expect(spies.startMetronome).toHaveBeenCalledWith({
      bpm: 88,
      beatMs: 60_000 / 88,
      msIntoStepping: 0,
      msToFirstBeat: 0,
    });
    expect(spies.stopMetronome).not.toHaveBeenCalled();

    vi.advanceTimersByTime(180_000);
    expect(spies.stopMetronome).toHaveBeenCalledTimes(1);
    expect(spies.announcePhase).toHaveBeenLastCalledWith({ phase: 2, text: 'Find your pulse on the wrist or neck' });

    vi.advanceTimersByTime(20_000);
    expect(spies.announcePhase.mock.calls.map(([p]) => p.phase)).toEqual([0, 1, 2, 3]);
    expect(spies.persist.mock.calls.map(([p]) => [p.state, p.elapsedMs])).toEqual([
      ['running.getReady', 0],
      ['running.stepping', 3_000],
      ['running.findPulse', 183_000],
      ['running.countPulse', 188_000],
    ]);
    expect(spies.clearPersisted).toHaveBeenCalledTimes(1);
    expect(spies.startMetronome).toHaveBeenCalledTimes(1);
    expect(spies.stopMetronome).toHaveBeenCalledTimes(1);
  });

  it('CANCEL during stepping stops the metronome, clears the snapshot and resets the clock', () => {
    const { actor, spies } = startTest();
    actor.send({ type: 'START', now: 0 });
    vi.advanceTimersByTime(60_000);
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ sex: 'MALE', startedAt: null, now: null });
    expect(spies.stopMetronome).toHaveBeenCalledTimes(1);
    expect(spies.clearPersisted).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(300_000);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('RESET works from a running phase and from done', () => {
    const { actor } = startTest();
    actor.send({ type: 'START', now: 0 });
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'START', now: 0, resumeFromElapsedMs: 250_000 });
    expect(actor.getSnapshot().value).toBe('done');
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.startedAt).toBeNull();
  });

  it('runs the ticker and wake-lock actors only while the test runs', () => {
    const running = { ticker: 0, wakeLock: 0 };
    const machine = stepTestMachine.provide({
      actors: {
        ticker: fromCallback(({ sendBack }) => {
          running.ticker++;
          const id = setInterval(() => sendBack({ type: 'TICK', now: performance.now() }), 250);
          return () => {
            running.ticker--;
            clearInterval(id);
          };
        }),
        wakeLock: fromCallback(() => {
          running.wakeLock++;
          return () => {
            running.wakeLock--;
          };
        }),
      },
    });
    const actor = createActor(machine, { input: MALE }).start();
    expect(running).toEqual({ ticker: 0, wakeLock: 0 });
    actor.send({ type: 'START', now: performance.now() });
    expect(running).toEqual({ ticker: 1, wakeLock: 1 });
    vi.advanceTimersByTime(10_000);
    expect(selectElapsedMs(actor.getSnapshot())).toBe(10_000);
    expect(running).toEqual({ ticker: 1, wakeLock: 1 }); // not restarted by phase changes
    vi.advanceTimersByTime(200_000);
    expect(actor.getSnapshot().value).toBe('done');
    expect(running).toEqual({ ticker: 0, wakeLock: 0 });
  });

  it('keeps a plain-JSON context that survives persistence', () => {
    const { actor } = startTest();
    actor.send({ type: 'START', now: 123 });
    vi.advanceTimersByTime(3_000);
    const context = actor.getSnapshot().context;
    expect(JSON.parse(JSON.stringify(context))).toEqual(context);
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as { value: unknown; context: unknown };
    expect(persisted.value).toEqual({ running: 'stepping' });
    expect(persisted.context).toEqual({ sex: 'MALE', startedAt: 123, now: 3_123 });
  });
});

describe('stepTestDelays', () => {
  const context = { sex: 'MALE' as const, startedAt: 1_000, now: 4_000 };

  it('by default waits the nominal time from the machine clock to the absolute boundary', () => {
    const delays = stepTestDelays();
    expect(delays.steppingEnds({ context })).toBe(180_000);
    expect(delays.getReadyEnds({ context: { ...context, now: 1_000 } })).toBe(3_000);
  });

  it('with a live clock, a late timer shortens the next wait so no drift accumulates', () => {
    const delays = stepTestDelays(() => 1_000 + 3_050); // the 3 s boundary was handled 50 ms late
    expect(delays.steppingEnds({ context })).toBe(179_950);
    expect(delays.countPulseEnds({ context })).toBe(199_950);
    const overdue = stepTestDelays(() => 1_000 + 500_000);
    expect(overdue.findPulseEnds({ context })).toBe(0);
  });
});

describe('firstBeatInMs: the first beat on the grid stepping start + k × beat', () => {
  it.each([
    [{ beatMs: 625, msToFirstBeat: 0 }, 0, 0],
    [{ beatMs: 625, msToFirstBeat: 0 }, 3, -3],
    [{ beatMs: 625, msToFirstBeat: 500 }, 2, 498],
    [{ beatMs: 625, msToFirstBeat: 624.6 }, 0, -0.4],
    [{ beatMs: 625, msToFirstBeat: 624.6 }, 10, -10.4],
    [{ beatMs: 625, msToFirstBeat: 580 }, 0, 580],
    [{ beatMs: 60_000 / 88, msToFirstBeat: 60_000 / 88 - 1 }, 2, -3],
  ])('%o with %d ms latency → %d ms', (params, latency, expected) => {
    expect(firstBeatInMs(params, latency)).toBeCloseTo(expected, 6);
  });
});

describe('the display change points and the beat grid', () => {
  const running = (now: number, sex: StepTestInput['sex'] = 'MALE') => {
    const actor = createActor(stepTestMachine, { input: { sex } }).start();
    actor.send({ type: 'START', now: 1_000 });
    actor.send({ type: 'TICK', now });
    return actor.getSnapshot();
  };

  it('nextStepTestChangeAt: whole seconds outside stepping, the sooner of the next second and the next beat while stepping', () => {
    expect(
      nextStepTestChangeAt(createActor(stepTestMachine, { input: { sex: 'MALE' } }).getSnapshot().context),
    ).toBeNull();
    expect(nextStepTestChangeAt(running(1_500).context)).toBe(2_000);
    // Stepping began at 4000: beats at 4625, 5250 …; seconds at 5000, 6000 …
    expect(nextStepTestChangeAt(running(4_000).context)).toBe(4_625);
    expect(nextStepTestChangeAt(running(4_700).context)).toBe(5_000);
    expect(nextStepTestChangeAt(running(5_000).context)).toBe(5_250);
    expect(nextStepTestChangeAt(running(4_100, 'FEMALE').context)).toBeCloseTo(4_000 + 60_000 / 88, 6);
  });

  it('metronomeParamsAt: where the beat grid is at a reading, only while stepping', () => {
    expect(metronomeParamsAt(running(2_000), 2_000)).toBeNull();
    expect(metronomeParamsAt(running(5_000), 5_000)).toEqual({
      bpm: 96,
      beatMs: 625,
      msIntoStepping: 1_000,
      msToFirstBeat: 250,
    });
  });
});
