// View model of the 20 m shuttle run display (decision 48): what a runner and the coach read from 3 m (the level, the
// shuttle of the level, the seconds to the next beep, the speed), read from the machine's snapshot. Pure.
import { SHUTTLE_LEVELS } from '@/calculators/shuttleRun';
import { elapsedMs, formatElapsed, secondsLeft } from '@machines/timing';
import { currentLevel, currentShuttle, type ShuttleOut, type ShuttleRunSnapshot } from '@machines/shuttleRunMachine';

export type ShuttleRunStatus = 'idle' | 'running' | 'finished' | 'used';

export function shuttleRunStatus(snapshot: ShuttleRunSnapshot): ShuttleRunStatus {
  if (snapshot.matches('running')) return 'running';
  if (snapshot.matches('finished')) return 'finished';
  if (snapshot.matches('used')) return 'used';
  return 'idle';
}

export interface ShuttleRunReading {
  readonly level: number;
  readonly shuttle: number;
  readonly shuttlesInLevel: number;
  readonly speedKmh: number;
  /** Whole seconds to the next beep (rounded up), null once the recording is over. */
  readonly nextBeepSeconds: number | null;
  readonly elapsedText: string;
}

/** The reading of a snapshot: level and shuttle being run, the next beep, the elapsed time. */
export function shuttleRunReading(snapshot: ShuttleRunSnapshot): ShuttleRunReading {
  const { context } = snapshot;
  const level = Math.min(currentLevel(context), SHUTTLE_LEVELS.length);
  const row = SHUTTLE_LEVELS[level - 1];
  const elapsed = elapsedMs(context);
  const next = context.beeps[context.passed];
  return {
    level,
    shuttle: currentShuttle(context),
    shuttlesInLevel: row?.shuttles ?? 0,
    speedKmh: row?.speedKmh ?? 0,
    nextBeepSeconds: next === undefined ? null : secondsLeft(next.atMs - elapsed),
    elapsedText: formatElapsed(elapsed),
  };
}

/** Two readings show the same thing (useSelector's comparison: a tick that changes nothing shown renders nothing). */
export function sameReading(a: ShuttleRunReading, b: ShuttleRunReading): boolean {
  return (
    a.level === b.level &&
    a.shuttle === b.shuttle &&
    a.nextBeepSeconds === b.nextBeepSeconds &&
    a.elapsedText === b.elapsedText
  );
}

/** A runner's score as tapped, or undefined while they are still in. */
export function outOf(outs: readonly ShuttleOut[], clientId: string): ShuttleOut | undefined {
  return outs.find((out) => out.clientId === clientId);
}
