// The browser effects a timed-protocol screen gives its machine (docs/timed-protocols.md "What the app provides"): the
// monotonic clock, the app's one metronome, the snapshot store for resume-after-reload, and the wake lock API.
// The defaults are the real browser effects (a bench watches them from outside); a test swaps them with <ProtocolEffectsProvider>, e.g. a
// fake metronome where jsdom has no AudioContext, or a clock that jumps like a hidden tab.
import { createContext, use, type ReactNode } from 'react';
import { existingAudioContext } from '@/effects/audioContext';
import { createCuePlayer, type CuePlayer } from '@/effects/cuePlayer';
import { monotonicNow, type MonotonicClock } from '@/effects/monotonicClock';
import { createProtocolSnapshotStore, type ProtocolSnapshotStore } from '@/effects/protocolSnapshotStore';
import type { WakeLockApiLike } from '@/effects/wakeLock';
import { appMetronome, type ProtocolMetronome } from '@/effects/protocolMetronome';

export interface ProtocolEffects {
  now: MonotonicClock;
  /** The metronome (looked up when needed, so the AudioContext is only made inside the Start click). */
  metronome: () => ProtocolMetronome;
  store: ProtocolSnapshotStore;
  /** navigator.wakeLock when undefined; null where there is none. */
  wakeLockApi?: WakeLockApiLike | null;
  /** The test-day cues (tones on the metronome's audio clock, speech, vibration); none when absent (tests). */
  cues?: CuePlayer;
}

let defaults: ProtocolEffects | null = null;

/** The real browser effects (created once). */
export function browserProtocolEffects(): ProtocolEffects {
  defaults ??= {
    now: monotonicNow,
    metronome: () => appMetronome(),
    store: createProtocolSnapshotStore(),
    cues: createCuePlayer({ audio: existingAudioContext, now: monotonicNow }),
  };
  return defaults;
}

const ProtocolEffectsContext = createContext<ProtocolEffects | null>(null);

export function ProtocolEffectsProvider({ effects, children }: { effects: ProtocolEffects; children: ReactNode }) {
  return <ProtocolEffectsContext.Provider value={effects}>{children}</ProtocolEffectsContext.Provider>;
}

export function useProtocolEffects(): ProtocolEffects {
  return use(ProtocolEffectsContext) ?? browserProtocolEffects();
}

/**
 * Unlocks the app's audio; call it inside a click that leads to a timed run (the instructions' Click to Begin,
 * decision 0028), since browsers let audio start only from a user gesture.
 */
export function useUnlockRunAudio(): () => void {
  const { metronome } = useProtocolEffects();
  return () => {
    void metronome().unlock();
  };
}
