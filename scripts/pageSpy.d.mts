// Types of scripts/pageSpy.mjs for the TypeScript end-to-end tests that use it.
export interface SpiedTone {
  hz: number;
  /** Its start on the audio clock, s. */
  when: number;
  /** The audio clock when it was started, s. */
  audioNow: number;
  /** performance.now() when it was started, ms. */
  at: number;
  /** Stopped before it started: never heard. */
  silenced?: boolean;
}
export interface SpiedSnapshot {
  at: number;
  machine: string;
  state: string;
  elapsedMs: number;
}
export interface PageSpy {
  contexts: AudioContext[];
  tones: SpiedTone[];
  snapshots: SpiedSnapshot[];
}
export function installPageSpy(): void;
