// The test-day cue player with a fake AudioContext: a cue's tones are placed on the audio clock at the moment the cue
// belongs to (the same offset from "now" on both clocks), a cue whose moment has passed sounds at once, muting keeps
// the vibration but no tone or word, and stop() silences tones still to come.
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { CUE_TONES, CUE_VIBRATIONS, createCuePlayer } from '@/effects/cuePlayer';
import { FakeAudioContext } from '../support/fakeAudio';

function setup(monotonicNow: number, audioNow: number) {
  const ctx = new FakeAudioContext();
  ctx.state = 'running';
  ctx.currentTime = audioNow;
  const speak = vi.fn();
  const vibrate = vi.fn();
  const player = createCuePlayer({ audio: () => ctx, now: () => monotonicNow, speak, vibrate });
  onTestFinished(() => player.stop()); // its clock stands still: the player would read the audio clock for ever
  return { ctx, speak, vibrate, player };
}

const SOUND = { muted: false, spoken: false };

describe('cue player', () => {
  it('places each tone of the pattern at the cue moment mapped onto the audio clock', () => {
    const { ctx, player } = setup(5_000, 10);
    player.cue('stopStepping', 5_250, SOUND);
    const pattern = CUE_TONES.stopStepping;
    expect(ctx.oscillators.map((o) => o.startAt)).toEqual(pattern.map((t) => expect.closeTo(10.25 + t.at, 9)));
    expect(ctx.oscillators.map((o) => o.frequency.value)).toEqual(pattern.map((t) => t.hz));
    expect(player.scheduled()).toEqual([{ cue: 'stopStepping', audioTime: expect.closeTo(10.25, 9), atMs: 5_250 }]);
  });

  it('sounds a cue whose moment has passed at once, not in the past', () => {
    const { ctx, player } = setup(5_000, 10);
    player.cue('nextStage', 4_900, SOUND);
    expect(ctx.oscillators[0]?.startAt).toBe(10);
  });

  it('muted: vibrates, but plays no tone and speaks no word', () => {
    const { ctx, speak, vibrate, player } = setup(0, 1);
    player.cue('go', 0, { muted: true, spoken: true });
    expect(vibrate).toHaveBeenCalledWith(CUE_VIBRATIONS.go);
    expect(ctx.oscillators).toHaveLength(0);
    expect(speak).not.toHaveBeenCalled();
  });

  it('speaks the cue words only when spoken cues are on', () => {
    const { speak, player } = setup(0, 1);
    player.cue('startCounting', 0, SOUND);
    expect(speak).not.toHaveBeenCalled();
    player.cue('startCounting', 0, { muted: false, spoken: true });
    expect(speak).toHaveBeenCalledWith('Start counting');
  });

  it('speaks "Get into position" (a lead-in chosen to be heard) with spoken cues off, but not when muted', () => {
    const { speak, player } = setup(0, 1);
    player.cue('getIntoPosition', 0, { muted: true, spoken: false });
    expect(speak).not.toHaveBeenCalled();
    player.cue('getIntoPosition', 0, SOUND);
    expect(speak).toHaveBeenCalledWith('Get into position');
  });

  it('stop() silences the tones still to come', () => {
    const { ctx, player } = setup(0, 1);
    player.cue('stopCounting', 2_000, SOUND);
    player.stop();
    expect(ctx.oscillators.length).toBeGreaterThan(0);
    expect(ctx.oscillators.every((o) => o.stopAt === 0 && o.stoppedEarly)).toBe(true);
  });

  it('a cue placed ahead vibrates and speaks its words at its own moment, and stop() cancels them', () => {
    vi.useFakeTimers();
    try {
      let now = 1_000;
      const ctx = new FakeAudioContext();
      ctx.state = 'running';
      const speak = vi.fn();
      const vibrate = vi.fn();
      const player = createCuePlayer({ audio: () => ctx, now: () => now, speak, vibrate });
      player.cue('nextLevel', 5_000, { muted: false, spoken: true }, 'Level 2');
      expect(ctx.oscillators[0]?.startAt).toBeCloseTo(4, 9);
      expect(vibrate).not.toHaveBeenCalled();
      now = 4_999;
      vi.advanceTimersByTime(3_999);
      expect(speak).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(vibrate).toHaveBeenCalledWith(CUE_VIBRATIONS.nextLevel);
      expect(speak).toHaveBeenCalledWith('Level 2');
      player.cue('shuttle', 9_000, { muted: false, spoken: true });
      player.stop();
      vi.advanceTimersByTime(10_000);
      expect(vibrate).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
