// Pushup countdown machine: Ready (3), Set (2), Go (1) one second each, then a counting-up timer until FINISH.
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  pushupCountdownMachine,
  pushupDelays,
  selectCountdown,
  selectCountingMs,
  selectElapsedText,
  selectIsCounting,
  selectLeadInSecondsLeft,
  selectTappedReps,
  isPushupInput,
  type PushupInput,
} from '@machines/pushupCountdownMachine';
import { onFakeClocks } from '../support/fakeClock';

function startTimer(input: PushupInput = {}) {
  const spies = {
    announceCountdown: vi.fn(),
    persist: vi.fn(),
    clearPersisted: vi.fn(),
    navigateToResults: vi.fn(),
    soundCue: vi.fn(),
  };
  const machine = pushupCountdownMachine.provide({
    actions: {
      announceCountdown: (_, params) => spies.announceCountdown(params),
      persist: (_, params) => spies.persist(params),
      clearPersisted: () => spies.clearPersisted(),
      navigateToResults: (_, params) => spies.navigateToResults(params),
      soundCue: (_, params) => spies.soundCue(params),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, spies };
}

describe('pushupCountdownMachine under simulated time', () => {
  onFakeClocks();

  it('counts down Ready 3, Set 2, Go 1 one second each, then counts up', () => {
    const { actor } = startTimer();
    expect(selectCountdown(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'START', now: performance.now() });
    expect(selectCountdown(actor.getSnapshot())).toEqual({ word: 'Ready', number: 3 });
    vi.advanceTimersByTime(999);
    expect(selectCountdown(actor.getSnapshot())).toEqual({ word: 'Ready', number: 3 });
    vi.advanceTimersByTime(1);
    expect(selectCountdown(actor.getSnapshot())).toEqual({ word: 'Set', number: 2 });
    vi.advanceTimersByTime(999);
    expect(selectCountdown(actor.getSnapshot())?.word).toBe('Set');
    vi.advanceTimersByTime(1);
    expect(selectCountdown(actor.getSnapshot())).toEqual({ word: 'Go', number: 1 });
    vi.advanceTimersByTime(999);
    expect(selectIsCounting(actor.getSnapshot())).toBe(false);
    vi.advanceTimersByTime(1);
    expect(selectIsCounting(actor.getSnapshot())).toBe(true);
    expect(selectCountdown(actor.getSnapshot())).toBeNull();
    expect(selectElapsedText(actor.getSnapshot())).toBe('00:00');

    vi.advanceTimersByTime(61_500);
    actor.send({ type: 'TICK', now: performance.now() });
    expect(selectCountingMs(actor.getSnapshot())).toBe(61_500);
    expect(selectElapsedText(actor.getSnapshot())).toBe('01:01');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('FINISH freezes the counting time and reports it; later TICKs change nothing', () => {
    const { actor, spies } = startTimer();
    actor.send({ type: 'START', now: 0 });
    vi.advanceTimersByTime(3_000);
    actor.send({ type: 'FINISH', now: 3_000 + 45_250 });
    const s = actor.getSnapshot();
    expect(s.value).toBe('finished');
    expect(selectElapsedText(s)).toBe('00:45');
    expect(spies.navigateToResults).toHaveBeenCalledWith({ elapsedMs: 45_250, reps: 0 });
    expect(spies.clearPersisted).toHaveBeenCalledTimes(1);
    actor.send({ type: 'TICK', now: 500_000 });
    expect(selectCountingMs(actor.getSnapshot())).toBe(45_250);
  });

  it('ignores FINISH during the countdown, and a FINISH reading older than the last TICK', () => {
    const { actor } = startTimer();
    actor.send({ type: 'START', now: 0 });
    actor.send({ type: 'FINISH', now: 500 });
    expect(selectCountdown(actor.getSnapshot())?.word).toBe('Ready');
    vi.advanceTimersByTime(3_000);
    actor.send({ type: 'TICK', now: 13_000 });
    actor.send({ type: 'FINISH', now: 12_000 });
    expect(actor.getSnapshot().value).toBe('finished');
    expect(selectCountingMs(actor.getSnapshot())).toBe(10_000);
  });

  it('catches up with a late TICK and announces only the step the clock is in', () => {
    const { actor, spies } = startTimer();
    actor.send({ type: 'START', now: 100 });
    actor.send({ type: 'TICK', now: 100 + 2_500 });
    expect(selectCountdown(actor.getSnapshot())).toEqual({ word: 'Go', number: 1 });
    expect(spies.announceCountdown.mock.calls.map(([p]) => p.word)).toEqual(['Ready', 'Go']);
    vi.advanceTimersByTime(499);
    expect(selectIsCounting(actor.getSnapshot())).toBe(false);
    vi.advanceTimersByTime(1);
    expect(selectIsCounting(actor.getSnapshot())).toBe(true);

    const other = startTimer();
    other.actor.send({ type: 'START', now: 0 });
    other.actor.send({ type: 'TICK', now: 5_000 });
    expect(selectIsCounting(other.actor.getSnapshot())).toBe(true);
    expect(selectCountingMs(other.actor.getSnapshot())).toBe(2_000);
  });

  it('resumes from an elapsed offset', () => {
    const { actor, spies } = startTimer();
    actor.send({ type: 'START', now: 7_000, resumeFromElapsedMs: 65_000 });
    expect(selectIsCounting(actor.getSnapshot())).toBe(true);
    expect(selectElapsedText(actor.getSnapshot())).toBe('01:02');
    expect(spies.announceCountdown).not.toHaveBeenCalled();
    expect(spies.persist).toHaveBeenLastCalledWith({
      machine: 'pushups',
      state: 'running.counting',
      elapsedMs: 65_000,
      input: {},
    });
  });

  it('saves each tap and undo with the run, so a reload keeps the count (decision 0090)', () => {
    const { actor, spies } = startTimer();
    actor.send({ type: 'START', now: 0 });
    vi.advanceTimersByTime(3_000);
    actor.send({ type: 'TAP_REP' });
    actor.send({ type: 'TAP_REP' });
    expect(spies.persist).toHaveBeenLastCalledWith({
      machine: 'pushups',
      state: 'running.counting',
      elapsedMs: 3_000,
      input: { reps: 2 },
    });
    actor.send({ type: 'UNDO_REP' });
    expect(spies.persist).toHaveBeenLastCalledWith({
      machine: 'pushups',
      state: 'running.counting',
      elapsedMs: 3_000,
      input: { reps: 1 },
    });
    actor.send({ type: 'UNDO_REP' });
    expect(spies.persist).toHaveBeenLastCalledWith({
      machine: 'pushups',
      state: 'running.counting',
      elapsedMs: 3_000,
      input: {},
    });
  });

  it('a resumed run goes on from the taps it saved; Reset clears them', () => {
    const { actor, spies } = startTimer({ reps: 12 });
    actor.send({ type: 'START', now: 7_000, resumeFromElapsedMs: 65_000 });
    expect(selectTappedReps(actor.getSnapshot())).toBe(12);
    actor.send({ type: 'TAP_REP' });
    actor.send({ type: 'FINISH', now: 8_000 });
    expect(spies.navigateToResults).toHaveBeenCalledWith({ elapsedMs: 63_000, reps: 13 });
    actor.send({ type: 'RESET' });
    expect(selectTappedReps(actor.getSnapshot())).toBe(0);
  });

  it('accepts a saved input with a tap count 0-999 only', () => {
    expect([{}, { reps: 0 }, { reps: 999 }].every(isPushupInput)).toBe(true);
    expect(
      [null, [], { reps: -1 }, { reps: 1.5 }, { reps: 1_000 }, { reps: '3' }, { other: 1 }].some(isPushupInput),
    ).toBe(false);
  });

  it('announces Ready, Set, Go and persists each step', () => {
    const { actor, spies } = startTimer();
    actor.send({ type: 'START', now: 0 });
    vi.advanceTimersByTime(3_000);
    expect(spies.announceCountdown.mock.calls.map(([p]) => p)).toEqual([
      { word: 'Ready', number: 3 },
      { word: 'Set', number: 2 },
      { word: 'Go', number: 1 },
    ]);
    expect(spies.persist.mock.calls.map(([p]) => p.state)).toEqual([
      'running.countdown.ready',
      'running.countdown.set',
      'running.countdown.go',
      'running.counting',
    ]);
  });

  it('a lead-in of 10 s: "Get into position" cued at START, 10 … 1 s left, then the same Ready, Set, Go', () => {
    const { actor, spies } = startTimer({ leadInSeconds: 10 });
    const start = performance.now();
    actor.send({ type: 'START', now: start });
    expect(actor.getSnapshot().matches({ running: 'leadIn' })).toBe(true);
    expect(selectCountdown(actor.getSnapshot())).toBeNull();
    expect(selectLeadInSecondsLeft(actor.getSnapshot())).toBe(10);
    // The cue belongs to the START moment: time zero (10 s ahead) less the lead-in.
    expect(spies.soundCue).toHaveBeenCalledWith({ cue: 'getIntoPosition', atOffsetMs: -10_000 });
    expect(actor.getSnapshot().context.startedAt).toBe(start + 10_000);
    expect(spies.announceCountdown).not.toHaveBeenCalled();
    expect(spies.persist).not.toHaveBeenCalled(); // a reload in the lead-in starts again from the instructions' choice
    vi.advanceTimersByTime(9_500);
    actor.send({ type: 'TICK', now: performance.now() });
    expect(selectLeadInSecondsLeft(actor.getSnapshot())).toBe(1);
    vi.advanceTimersByTime(499);
    expect(selectCountdown(actor.getSnapshot())).toBeNull();
    vi.advanceTimersByTime(1);
    expect(selectCountdown(actor.getSnapshot())).toEqual({ word: 'Ready', number: 3 });
    expect(selectLeadInSecondsLeft(actor.getSnapshot())).toBe(0);
    expect(spies.soundCue).toHaveBeenLastCalledWith({ cue: 'ready', atOffsetMs: 0 });
    vi.advanceTimersByTime(3_000);
    expect(selectIsCounting(actor.getSnapshot())).toBe(true);
    expect(selectElapsedText(actor.getSnapshot())).toBe('00:00');
  });

  it('a lead-in is passed when a saved run resumes, and Cancel in the lead-in returns to idle', () => {
    const resumed = startTimer({ leadInSeconds: 15, reps: 3 });
    resumed.actor.send({ type: 'START', now: 50_000, resumeFromElapsedMs: 20_000 });
    expect(selectIsCounting(resumed.actor.getSnapshot())).toBe(true);
    expect(resumed.spies.soundCue).not.toHaveBeenCalled();
    const { actor } = startTimer({ leadInSeconds: 5 });
    actor.send({ type: 'START', now: 0 });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('CANCEL returns to idle from the countdown and from counting; RESET from finished', () => {
    const { actor, spies } = startTimer();
    actor.send({ type: 'START', now: 0 });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(vi.getTimerCount()).toBe(0);
    actor.send({ type: 'START', now: 0 });
    vi.advanceTimersByTime(4_000);
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ startedAt: null, now: null, reps: 0, leadInSeconds: 0 });
    actor.send({ type: 'START', now: 0, resumeFromElapsedMs: 10_000 });
    actor.send({ type: 'FINISH', now: 0 });
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(spies.clearPersisted).toHaveBeenCalledTimes(3);
  });
});

describe('pushupDelays', () => {
  it('waits until the absolute 1, 2 and 3 s boundaries', () => {
    const context = { startedAt: 1_000, now: 1_000 };
    expect(pushupDelays().readyEnds({ context })).toBe(1_000);
    expect(pushupDelays().goEnds({ context: { startedAt: 1_000, now: 3_000 } })).toBe(1_000);
    expect(pushupDelays(() => 1_000 + 1_030).setEnds({ context })).toBe(970);
  });
});
