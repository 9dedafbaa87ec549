// The group field-test stopwatch as a timed run: the shared run lifecycle of useTimedRun (clock, ticker, wake
// lock, a run kept with its taps and offered for resume after a reload); the screen supplies where the times go.
import {
  fieldStopwatchMachine,
  isStopwatchInput,
  type StopwatchInput,
  type UseTimesParams,
} from '@machines/fieldStopwatchMachine';
import type { TimedRunDefinition } from './timedRun';

export const fieldStopwatchRun: TimedRunDefinition<
  typeof fieldStopwatchMachine,
  StopwatchInput,
  { useTimes: UseTimesParams }
> = {
  machine: fieldStopwatchMachine,
  snapshotName: 'groupStopwatch',
  // No phase boundaries: the display changes each whole second, told to the ticker by the machine.
  delays: () => ({}),
  isInput: isStopwatchInput,
  screenActions: ['useTimes'],
};
