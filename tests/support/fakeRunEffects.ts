// The timed runs' effects replaced by fakes for every screen test (step test, pushups, treadmill, 1RM rest timer):
// a clock that can jump without firing timers (a throttled hidden tab), a metronome that records what it was asked
// to play and whose audio can be locked (jsdom has no AudioContext), a wake lock API that counts requests and
// releases, and the real snapshot store on jsdom's localStorage. Give `effects` to <ProtocolEffectsProvider>.
import { createProtocolSnapshotStore } from '@/effects/protocolSnapshotStore';
import type { WakeLockApiLike, WakeLockSentinelLike } from '@/effects/wakeLock';
import type { ProtocolEffects } from '@/state/run/protocolEffects';
import type { ProtocolMetronome } from '@/effects/protocolMetronome';

export interface FakeMetronome extends ProtocolMetronome {
  unlocks: number;
  starts: { bpm: number; firstBeatInMs: number; at: number }[];
  stops: number;
  playing: boolean;
  available: boolean;
  /** Whether audio runs; `locked: true` keeps it off until a click calls unlock() (see `gesture`). */
  unlocked: boolean;
  /** True while a click handler runs (set by the test): only then does unlock() start a locked audio. */
  gesture: boolean;
  locked: boolean;
}

export interface FakeRunEffects {
  effects: ProtocolEffects;
  metronome: FakeMetronome;
  /** Added to performance.now(): a jump of the screen's clock without firing timers (a throttled hidden tab). */
  clockJump: { ms: number };
  wakeLock: { requests: number; releases: number; readonly held: boolean };
}

/** `audio: 'locked'`: the page was opened directly, audio waits for a tap on the sound control. */
export function fakeRunEffects(options: { audio?: 'unlocked' | 'locked' } = {}): FakeRunEffects {
  const clockJump = { ms: 0 };
  const now = () => performance.now() + clockJump.ms;
  const metronome: FakeMetronome = {
    unlocks: 0,
    starts: [],
    stops: 0,
    playing: false,
    available: true,
    unlocked: false,
    gesture: false,
    locked: options.audio === 'locked',
    unlock() {
      this.unlocks++;
      if (!this.locked || this.gesture) this.unlocked = true;
      return Promise.resolve(this.unlocked);
    },
    start(bpm, firstBeatInMs) {
      this.starts.push({ bpm, firstBeatInMs, at: now() });
      this.playing = true;
    },
    stop() {
      this.stops++;
      this.playing = false;
    },
  };
  const wakeLock = {
    requests: 0,
    releases: 0,
    /** A lock is held: more requests than releases (the machine may take a new lock before releasing the old). */
    get held() {
      return this.requests > this.releases;
    },
  };
  const wakeLockApi: WakeLockApiLike = {
    request: () => {
      wakeLock.requests++;
      let released = false;
      const sentinel: WakeLockSentinelLike = {
        get released() {
          return released;
        },
        release: () => {
          released = true;
          wakeLock.releases++;
          return Promise.resolve();
        },
        addEventListener: () => {},
      };
      return Promise.resolve(sentinel);
    },
  };
  return {
    effects: { now, metronome: () => metronome, store: createProtocolSnapshotStore(), wakeLockApi },
    metronome,
    clockJump,
    wakeLock,
  };
}
