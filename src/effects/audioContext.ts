// The app's one AudioContext (decisions 0010 and 0026): the metronome and the test-day cue tones share it, so
// both are scheduled on the same audio clock. Created on first use (inside a click, which unlocks audio).
import { newAudioContext, type AudioContextLike } from './audioTones';

let shared: AudioContextLike | null = null;

/** Creates the context on first call; throws where Web Audio is missing. */
export function appAudioContext(): AudioContextLike {
  if (shared && shared.state !== 'closed') return shared;
  shared = newAudioContext();
  return shared;
}

/** The context if it exists already (cues never create one outside a click), else null. */
export function existingAudioContext(): AudioContextLike | null {
  return shared && shared.state !== 'closed' ? shared : null;
}
