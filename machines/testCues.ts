// The cues a timed test sounds (issue "Test day"; spec §4): one vocabulary for the step test's four phase changes,
// the treadmill's warning before a stage change, the pushup countdown, the end of a 1RM rest (decision 0144), and the
// start ('go') and end of the 12-minute and 6-minute field countdowns. The machines only name a cue and the
// moment it belongs to; the app turns it into a tone on the audio clock, spoken words and a vibration.

export type TestCue =
  | 'startStepping'
  | 'stopStepping'
  | 'startCounting'
  | 'stopCounting'
  | 'nextStage'
  | 'getIntoPosition'
  | 'ready'
  | 'set'
  | 'go'
  | 'restOver'
  | 'shuttle'
  | 'nextLevel'
  | 'timeUp';

/** What the `soundCue` named action receives. */
export interface SoundCueParams {
  cue: TestCue;
  /** Where the cue belongs, ms from the run's time zero (the app schedules the tone there on the audio clock). */
  atOffsetMs: number;
  /** Words to speak instead of the cue's own (the shuttle run's 'Level 7'). */
  words?: string;
}

/** The words of each cue (shown, and spoken when speech is on). */
export const CUE_WORDS: Readonly<Record<TestCue, string>> = {
  startStepping: 'Start stepping',
  stopStepping: 'Stop stepping, find your pulse',
  startCounting: 'Start counting',
  stopCounting: 'Stop counting',
  nextStage: 'Next stage in 10 seconds',
  getIntoPosition: 'Get into position',
  ready: 'Ready',
  set: 'Set',
  go: 'Go',
  restOver: 'Rest over, ready for the next trial',
  shuttle: 'Turn',
  nextLevel: 'Next level',
  timeUp: 'Stop: time is up. Stay where you are',
};

/**
 * Cues spoken whenever sound is on, whatever the speech setting: the lead-in is chosen as a spoken instruction (the
 * phone is being put down, nobody is looking at it).
 */
export const ALWAYS_SPOKEN_CUES: ReadonlySet<TestCue> = new Set<TestCue>(['getIntoPosition']);

/**
 * A boundary reached this late is still cued (a timer that fired a little late, a tab throttled for a second); a
 * boundary long past (a resume after a reload) is passed silently, since a tone then would mean nothing.
 */
export const CUE_LATE_TOLERANCE_MS = 2_000;

/** True when a cue belonging at `atOffsetMs` should still sound at `elapsedMs` from time zero. */
export function isCueStillDue(elapsedMs: number, atOffsetMs: number): boolean {
  return elapsedMs - atOffsetMs <= CUE_LATE_TOLERANCE_MS;
}
