// Which group grid tests have a group timer: the pushup countdown, the step test, the field-test stopwatch,
// the 12-minute and 6-minute countdowns, the 20 m shuttle run's recording, and the Senior Fitness Test's timed counts.
// One home for the choice the grid's "Run the group timer" button and the lazy timer view both read.
import type { GroupTestKey } from '@/profile/groupTests';

export type GroupTimerKind = 'pushups' | 'stepTest' | 'stopwatch' | 'countdown' | 'shuttle' | 'timedCount';

const TIMER_OF: Partial<Record<GroupTestKey, GroupTimerKind>> = {
  pushups: 'pushups',
  stepTestCount: 'stepTest',
  oneAndHalfMile: 'stopwatch',
  rockport: 'stopwatch',
  twelveMinute: 'countdown',
  sixMinuteWalk: 'countdown',
  shuttleRun: 'shuttle',
  seniorChairStand: 'timedCount',
  seniorArmCurl: 'timedCount',
  seniorTwoMinuteStep: 'timedCount',
  seniorSixMinuteWalk: 'timedCount',
};

/** The group timer of a grid test, or null when it has none. */
export function groupTimerOf(testKey: GroupTestKey): GroupTimerKind | null {
  return TIMER_OF[testKey] ?? null;
}

/** The stored run name of a grid test's group stopwatch (one per test: a 1.5-mile run and a Rockport walk apart). */
export function groupStopwatchRunName(testKey: GroupTestKey): string {
  return `groupStopwatch:${testKey}`;
}
