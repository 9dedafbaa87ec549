// The `soundCue` action of every run with cues: the cue's moment on the monotonic clock is time zero plus its offset,
// and the cue player puts the tone there on the audio clock, with the user's sound settings. Its own module, so the
// Senior Fitness Test's runs (seniorRuns.ts) share it without sharing a chunk with the other runs' definitions.
import type { AnyStateMachine } from 'xstate';
import type { SoundCueParams } from '@machines/testCues';
import { cueSettingsStore } from '@/effects/cueSettings';
import type { ProtocolEffects } from './protocolEffects';
import type { RunEffectActions, RunTools } from './timedRun';

export function soundCue(effects: ProtocolEffects) {
  return ({ context }: { context: { startedAt: number | null } }, params: SoundCueParams) => {
    if (context.startedAt === null) return;
    effects.cues?.cue(params.cue, context.startedAt + params.atOffsetMs, cueSettingsStore.get(), params.words);
  };
}

/** The effect actions of a run whose only effects are its cues: each played, all silenced when the screen lets go. */
export function cuesOnly<L extends AnyStateMachine>({ effects }: RunTools): RunEffectActions<L> {
  return { actions: { soundCue: soundCue(effects) }, release: () => effects.cues?.stop() };
}
