// The step-test metronome (decisions 0010 and 0026): ONE AudioContext, resumed on the Start gesture, and beats scheduled
// ahead on the audio clock by a lookahead scheduler. Beat k sounds at exactly t0 + k × (60 / bpm) seconds of audio
// time, computed from k (never by adding periods), so the tempo cannot drift however late the main thread runs;
// a timer only decides *when to schedule*, every `schedulerIntervalMs`, each beat that falls within the lookahead
// window. Beats whose time has already passed when the scheduler wakes (a stalled page) are skipped, not played
// in a burst. Each beat is a short blip (src/effects/audioTones.ts); the first beat of each up-up-down-down cycle is accented.
import { createToneSet, newAudioContext, type AudioContextLike } from './audioTones';

export interface MetronomeOptions {
  /** Creates the one AudioContext (called at most once). Default: new AudioContext(). */
  createContext?: () => AudioContextLike;
  /** Schedule every beat due within this many ms (default 150). */
  lookaheadMs?: number;
  /** Lookahead while the page is hidden, when timers may run only once a second (default 1500). */
  hiddenLookaheadMs?: number;
  /** How often the scheduler wakes (default 25 ms). */
  schedulerIntervalMs?: number;
  /** Blip length in seconds (default 0.05). */
  blipSeconds?: number;
  frequencyHz?: number;
  accentFrequencyHz?: number;
  /** Accent every n-th beat, starting with beat 0 (default 4; 0 for none). */
  accentEvery?: number;
  /** Tells whether the page is hidden (default: document.visibilityState). */
  isHidden?: () => boolean;
}

export interface Metronome {
  /** Creates the AudioContext if needed and resumes it. Call synchronously inside the Start click handler. */
  unlock(): Promise<void>;
  /** Starts beats at `bpm`; the first beat sounds at `atAudioTime` (default: the current audio time). */
  start(bpm: number, atAudioTime?: number): void;
  /** Stops scheduling and silences every beat already scheduled for the future. */
  stop(): void;
  readonly running: boolean;
  /** True once the AudioContext exists and runs (the browser let it start: a user gesture, or one earlier on the page). */
  readonly unlocked: boolean;
  /** The audio clock now (seconds), or null before the context exists. */
  audioTime(): number | null;
  /** Audio time `ms` milliseconds from now (to place the first beat on the step-test grid). */
  audioTimeIn(ms: number): number;
  /** Audio times of the beats scheduled since the last start (what the tests check the tempo by). */
  scheduledBeatTimes(): readonly number[];
  /** Beats skipped because the scheduler woke after their time. */
  skippedBeats(): number;
  /** Closes the AudioContext (leaving the app). */
  close(): Promise<void>;
}

/** The blips' pitches (Hz): a beat, and the accented first beat of each up-up-down-down cycle. */
export const METRONOME_PITCHES_HZ = { beat: 880, accent: 1_320 } as const;

/** Accept a first beat this late (seconds) and start it at once; later beats than this are skipped. */
const LATE_TOLERANCE_S = 0.05;

export function createMetronome(options: MetronomeOptions = {}): Metronome {
  const lookaheadS = (options.lookaheadMs ?? 150) / 1000;
  const hiddenLookaheadS = (options.hiddenLookaheadMs ?? 1_500) / 1000;
  const schedulerIntervalMs = options.schedulerIntervalMs ?? 25;
  const blipS = options.blipSeconds ?? 0.05;
  const frequency = options.frequencyHz ?? METRONOME_PITCHES_HZ.beat;
  const accentFrequency = options.accentFrequencyHz ?? METRONOME_PITCHES_HZ.accent;
  const accentEvery = options.accentEvery ?? 4;
  const isHidden = options.isHidden ?? (() => globalThis.document?.visibilityState === 'hidden');

  let context: AudioContextLike | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let t0 = 0;
  let periodS = 0;
  let nextBeat = 0;
  let beatTimes: number[] = [];
  let skipped = 0;
  const tones = createToneSet();

  function audio(): AudioContextLike {
    context ??= (options.createContext ?? newAudioContext)();
    return context;
  }

  function blip(ctx: AudioContextLike, when: number, accent: boolean): void {
    tones.play(ctx, {
      hz: accent ? accentFrequency : frequency,
      when,
      length: blipS,
      peak: accent ? 0.8 : 0.5,
      attack: 0.004,
      release: 0.01,
    });
  }

  function schedule(): void {
    const ctx = context;
    if (!ctx || timer === null) return;
    const horizon = ctx.currentTime + (isHidden() ? hiddenLookaheadS : lookaheadS);
    for (;;) {
      const when = t0 + nextBeat * periodS;
      if (when >= horizon) break;
      if (when >= ctx.currentTime - LATE_TOLERANCE_S) {
        blip(ctx, Math.max(when, ctx.currentTime), accentEvery > 0 && nextBeat % accentEvery === 0);
        beatTimes.push(when);
      } else {
        skipped++;
      }
      nextBeat++;
    }
  }

  function stop(): void {
    if (timer !== null) clearInterval(timer);
    timer = null;
    tones.stop();
  }

  return {
    unlock() {
      const ctx = audio();
      return ctx.state === 'suspended' ? ctx.resume().catch(() => {}) : Promise.resolve();
    },
    start(bpm, atAudioTime) {
      if (!(bpm > 0) || !Number.isFinite(bpm))
        throw new RangeError(`Metronome tempo must be a positive number, got ${bpm}`);
      stop();
      const ctx = audio();
      periodS = 60 / bpm;
      t0 = atAudioTime ?? ctx.currentTime;
      nextBeat = 0;
      beatTimes = [];
      skipped = 0;
      timer = setInterval(schedule, schedulerIntervalMs);
      schedule();
    },
    stop,
    get running() {
      return timer !== null;
    },
    get unlocked() {
      return context?.state === 'running';
    },
    audioTime: () => context?.currentTime ?? null,
    audioTimeIn: (ms) => audio().currentTime + Math.max(0, ms) / 1000,
    scheduledBeatTimes: () => beatTimes.slice(),
    skippedBeats: () => skipped,
    async close() {
      stop();
      const ctx = context;
      context = null;
      if (ctx && ctx.state !== 'closed') await ctx.close().catch(() => {});
    },
  };
}
