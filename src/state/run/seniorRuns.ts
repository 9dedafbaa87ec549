// The Senior Fitness Test's timed runs (decision 47) as definitions for useTimedRun: the 30-s, 2-min and 6-min counts
// (start and stop tones, the count saved with the run) and the up-and-go stopwatch (its "Go" tone; nothing saved).
import {
  isTimedCountInput,
  timedCountDelays,
  timedCountMachine,
  type TimedCountInput,
} from '@machines/timedCountMachine';
import { upAndGoMachine } from '@machines/upAndGoMachine';
import { cuesOnly } from './soundCues';
import type { TimedRunDefinition } from './timedRun';

export const timedCountRun: TimedRunDefinition<typeof timedCountMachine, TimedCountInput> = {
  machine: timedCountMachine,
  snapshotName: 'timedCount',
  delays: timedCountDelays,
  isInput: isTimedCountInput,
  usesSound: true,
  effectActions: cuesOnly,
};

/** The up-and-go has no input and is never saved: a saved run is never offered back. */
const noSavedRun = (_value: unknown): _value is Record<string, never> => false;

export const upAndGoRun: TimedRunDefinition<typeof upAndGoMachine, Record<string, never>> = {
  machine: upAndGoMachine,
  snapshotName: 'upAndGo',
  delays: () => ({}),
  isInput: noSavedRun,
  usesSound: true,
  effectActions: cuesOnly,
};
