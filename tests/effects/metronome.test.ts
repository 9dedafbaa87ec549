// The metronome with a fake AudioContext: one context, resumed on unlock; beats on the exact audio-clock grid,
// scheduled ahead within the lookahead window; stop silences what is already scheduled.
import { describe, expect, it, vi } from 'vitest';
import { createMetronome } from '@/effects/metronome';
import { FakeAudioContext } from '../support/fakeAudio';
import { onFakeClocks } from '../support/fakeClock';

/** Runs the audio clock and the scheduler timer together for `ms`. */
function play(ctx: FakeAudioContext, ms: number, step = 25): void {
  for (let t = 0; t < ms; t += step) {
    ctx.currentTime += step / 1000;
    vi.advanceTimersByTime(step);
  }
}

function setup(options: Parameters<typeof createMetronome>[0] = {}) {
  const contexts: FakeAudioContext[] = [];
  let hidden = false;
  const metronome = createMetronome({
    createContext: () => {
      const c = new FakeAudioContext();
      contexts.push(c);
      return c;
    },
    isHidden: () => hidden,
    ...options,
  });
  return {
    metronome,
    contexts,
    setHidden: (h: boolean) => {
      hidden = h;
    },
  };
}

describe('metronome', () => {
  onFakeClocks();

  it('creates ONE AudioContext and resumes it on the Start gesture', async () => {
    const { metronome, contexts } = setup();
    expect(metronome.audioTime()).toBeNull();
    await metronome.unlock();
    await metronome.unlock();
    metronome.start(96);
    metronome.stop();
    metronome.start(88);
    expect(contexts).toHaveLength(1);
    expect(contexts[0]!.resumes).toBe(1);
    expect(contexts[0]!.state).toBe('running');
    await metronome.close();
    expect(contexts[0]!.state).toBe('closed');
  });

  it('schedules beats at t0 + k × period on the audio clock: 96/min for 180 s, period error 0', async () => {
    const { metronome, contexts } = setup();
    await metronome.unlock();
    const ctx = contexts[0]!;
    ctx.currentTime = 2;
    metronome.start(96, 2.5);
    play(ctx, 180_500);
    metronome.stop();
    const beats = metronome.scheduledBeatTimes();
    expect(beats).toHaveLength(288 + 1); // 0 … 180 s inclusive
    beats.forEach((t, k) => {
      expect(t).toBe(2.5 + k * 0.625);
    });
    const periods = beats.slice(1).map((t, k) => t - beats[k]!);
    expect(Math.max(...periods.map((p) => Math.abs(p - 0.625)))).toBeLessThan(1e-9);
    expect(metronome.skippedBeats()).toBe(0);
    // Every oscillator was started at its beat time, and scheduled before that time (ahead, not late).
    const started = ctx.oscillators.map((o) => o.startAt);
    expect(started).toEqual(beats);
    for (const o of ctx.oscillators) expect(o.scheduledAt).toBeLessThanOrEqual(o.startAt!);
  });

  it('keeps 88/min for women on the exact grid (60/88 s), accenting each up-up-down-down cycle', async () => {
    const { metronome, contexts } = setup();
    await metronome.unlock();
    const ctx = contexts[0]!;
    metronome.start(88, 0);
    play(ctx, 60_000);
    const beats = metronome.scheduledBeatTimes();
    expect(beats[88]).toBeCloseTo(60, 9);
    beats.forEach((t, k) => {
      expect(t).toBe(k * (60 / 88));
    });
    expect(ctx.oscillators.slice(0, 5).map((o) => o.frequency.value)).toEqual([1_320, 880, 880, 880, 1_320]);
  });

  it('schedules only within the lookahead window (100+ ms), longer while the page is hidden', async () => {
    const { metronome, contexts, setHidden } = setup({ lookaheadMs: 150, hiddenLookaheadMs: 1_500 });
    await metronome.unlock();
    const ctx = contexts[0]!;
    metronome.start(96, 0);
    expect(metronome.scheduledBeatTimes()).toEqual([0]); // 0.625 is beyond 0.15
    ctx.currentTime = 0.5;
    vi.advanceTimersByTime(25);
    expect(metronome.scheduledBeatTimes()).toEqual([0, 0.625]);
    setHidden(true);
    vi.advanceTimersByTime(25);
    expect(metronome.scheduledBeatTimes()).toEqual([0, 0.625, 1.25, 1.875]); // < 0.5 + 1.5
  });

  it('skips beats whose time passed while the page stalled, keeping the grid', async () => {
    const { metronome, contexts } = setup();
    await metronome.unlock();
    const ctx = contexts[0]!;
    metronome.start(96, 0);
    ctx.currentTime = 5.0; // the main thread stalled for 5 s
    vi.advanceTimersByTime(25);
    expect(metronome.skippedBeats()).toBe(7); // 0.625 … 4.375
    expect(metronome.scheduledBeatTimes()).toEqual([0, 5]);
  });

  it('stop silences beats already scheduled for the future and stops scheduling', async () => {
    const { metronome, contexts, setHidden } = setup({ hiddenLookaheadMs: 3_000 });
    await metronome.unlock();
    const ctx = contexts[0]!;
    setHidden(true);
    metronome.start(96, 0);
    const before = ctx.oscillators.length;
    expect(before).toBe(5); // 0 … 2.5 s scheduled ahead
    setHidden(false);
    metronome.stop();
    expect(metronome.running).toBe(false);
    expect(ctx.oscillators.every((o) => o.stopAt === 0)).toBe(true);
    play(ctx, 5_000);
    expect(ctx.oscillators).toHaveLength(before);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('places the first beat on the step-test grid with audioTimeIn', async () => {
    const { metronome, contexts } = setup();
    await metronome.unlock();
    contexts[0]!.currentTime = 10;
    expect(metronome.audioTimeIn(500)).toBe(10.5);
    expect(() => metronome.start(0)).toThrow(RangeError);
  });
});
