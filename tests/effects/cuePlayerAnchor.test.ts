// The cue player holds one reading of the audio clock against now() for a run's cues: a later reading off by a render
// quantum does not move a cue (a grid of beeps keeps its spacing exactly), one off by more than 20 ms replaces it, and
// stop() (the run let go) forgets it.
import { describe, expect, it } from 'vitest';
import { createCuePlayer } from '@/effects/cuePlayer';
import { FakeAudioContext } from '../support/fakeAudio';

const SOUND = { muted: false, spoken: false };

function setup() {
  const ctx = new FakeAudioContext();
  ctx.state = 'running';
  const clock = { now: 1_000 };
  ctx.currentTime = 5;
  const player = createCuePlayer({ audio: () => ctx, now: () => clock.now, speak: null, vibrate: null });
  return { ctx, clock, player };
}

describe('cue player anchor', () => {
  it("beeps on a grid keep the first reading's offset when the audio clock lags by a few ms", () => {
    const { ctx, clock, player } = setup();
    player.cue('shuttle', 9_470.588, SOUND); // offset 5 - 1 = 4 s: the beep at 13.470588 s
    clock.now = 5_000;
    ctx.currentTime = 8.997; // the audio clock read 3 ms behind (a render quantum)
    player.cue('shuttle', 17_941.176, SOUND);
    const [first, second] = player.scheduled();
    expect(first?.audioTime).toBeCloseTo(13.470588, 9);
    expect((second?.audioTime ?? 0) - (first?.audioTime ?? 0)).toBeCloseTo(8.470588, 9);
  });

  it('a reading more than 20 ms off replaces the held one; stop() forgets it', () => {
    const { ctx, clock, player } = setup();
    player.cue('shuttle', 2_000, SOUND);
    clock.now = 3_000;
    ctx.currentTime = 6.95; // 50 ms behind: the context was held up, a new offset of 3.95 s
    player.cue('shuttle', 4_000, SOUND);
    expect(player.scheduled()[1]?.audioTime).toBeCloseTo(7.95, 9);
    player.stop();
    clock.now = 4_000;
    ctx.currentTime = 7.96; // 10 ms off the held 3.95 s offset, but the run was let go: this reading counts
    player.cue('shuttle', 5_000, SOUND);
    expect(player.scheduled()[2]?.audioTime).toBeCloseTo(8.96, 9);
  });
});
