// The Senior Fitness Test's timed runs (decision 47) as definitions for useTimedRun: the 30-s, 2-min and 6-min counts
// (start and stop tones, the count saved with the run) and the up-and-go stopwatch (its "Go" tone; nothing saved).
import {
  isTimedCountInput,
  timedCountDelays,
  timedCountMachine,
  type TimedCountInput,
} from '@machines/timedCountMachine';
import { upAndGoMachine } from '@machines/upAndGoMachine';
import type { SoundCueParams } from '@machines/testCues';
import { cueSettingsStore } from '@/effects/cueSettings';
import type { ProtocolEffects } from './protocolEffects';
import type { TimedRunDefinition } from './timedRun';

/**
 * The `soundCue` action, as timedRuns.ts wires it for the other runs: time zero plus the cue's offset on the monotonic
 * clock, placed on the audio clock by the cue player. Written here so these screens do not share a chunk with the
 * other timed screens' definitions (the first paint's route list, decision 0127).
 */
function soundCue(effects: ProtocolEffects) {
  return ({ context }: { context: { startedAt: number | null } }, params: SoundCueParams) => {
    if (context.startedAt === null) return;
    effects.cues?.cue(params.cue, context.startedAt + params.atOffsetMs, cueSettingsStore.get(), params.words);
  };
}

export const timedCountRun: TimedRunDefinition<typeof timedCountMachine, TimedCountInput> = {
  machine: timedCountMachine,
  snapshotName: 'timedCount',
  delays: timedCountDelays,
  isInput: isTimedCountInput,
  usesSound: true,
  effectActions: ({ effects }) => ({
    actions: { soundCue: soundCue(effects) },
    release: () => effects.cues?.stop(),
  }),
};

/** The up-and-go has no input and is never saved: a saved run is never offered back. */
const noSavedRun = (_value: unknown): _value is Record<string, never> => false;

export const upAndGoRun: TimedRunDefinition<typeof upAndGoMachine, Record<string, never>> = {
  machine: upAndGoMachine,
  snapshotName: 'upAndGo',
  delays: () => ({}),
  isInput: noSavedRun,
  usesSound: true,
  effectActions: ({ effects }) => ({
    actions: { soundCue: soundCue(effects) },
    release: () => effects.cues?.stop(),
  }),
};
