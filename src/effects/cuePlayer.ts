// Test-day cues as the person hears and feels them (issue "Test day"): a distinct tone pattern per cue, scheduled on
// the AUDIO clock of the app's one AudioContext (the metronome's), optional spoken words (the browser's speech
// synthesis, which works offline) and a vibration on phones. A cue belongs to a moment of the monotonic clock (the
// machine's boundary); it is placed at the matching audio time, so the tone lands on the boundary however late the
// main thread delivered the cue, and a cue whose moment has passed sounds at once. Muting silences tones and speech;
// the vibration stays (it is not sound), and the screen shows every cue anyway.
import { ALWAYS_SPOKEN_CUES, CUE_WORDS, type TestCue } from '@machines/testCues';
import { createToneSet, type AudioContextLike, type ToneSet } from './audioTones';

/** One tone of a pattern: frequency, start after the cue's moment, length (seconds). */
interface Tone {
  hz: number;
  at: number;
  length: number;
}

const tone = (hz: number, at: number, length: number): Tone => ({ hz, at, length });

/**
 * The patterns: rising for a start, falling for a stop, so each can be told apart without looking. Frequencies
 * avoid the metronome's blips (METRONOME_PITCHES_HZ, 880/1320 Hz) where they overlap the stepping phase.
 */
export const CUE_TONES: Readonly<Record<TestCue, readonly Tone[]>> = {
  startStepping: [tone(523, 0, 0.15), tone(784, 0.18, 0.3)],
  stopStepping: [tone(784, 0, 0.2), tone(587, 0.25, 0.2), tone(392, 0.5, 0.45)],
  startCounting: [tone(1047, 0, 0.12), tone(1047, 0.2, 0.12), tone(1397, 0.4, 0.3)],
  stopCounting: [tone(1397, 0, 0.12), tone(1047, 0.2, 0.12), tone(523, 0.4, 0.6)],
  nextStage: [tone(698, 0, 0.12), tone(698, 0.25, 0.12), tone(698, 0.5, 0.12)],
  getIntoPosition: [tone(440, 0, 0.2), tone(587, 0.25, 0.3)],
  ready: [tone(587, 0, 0.15)],
  set: [tone(587, 0, 0.15)],
  go: [tone(1175, 0, 0.45)],
  restOver: [tone(659, 0, 0.15), tone(880, 0.2, 0.15), tone(1319, 0.4, 0.5)],
  // The shuttle run's recording: one beep per shuttle, a triple beep where a level ends (decision 48).
  shuttle: [tone(988, 0, 0.18)],
  nextLevel: [tone(988, 0, 0.12), tone(988, 0.18, 0.12), tone(988, 0.36, 0.12)],
  timeUp: [tone(1175, 0, 0.3), tone(784, 0.35, 0.3), tone(523, 0.7, 0.8)],
};

/** Vibration patterns (ms on/off) for navigator.vibrate. */
export const CUE_VIBRATIONS: Readonly<Record<TestCue, readonly number[]>> = {
  startStepping: [200],
  stopStepping: [400, 100, 400],
  startCounting: [150, 100, 150],
  stopCounting: [600],
  nextStage: [100, 100, 100, 100, 100],
  getIntoPosition: [200, 100, 200],
  ready: [80],
  set: [80],
  go: [300],
  restOver: [300, 100, 300],
  shuttle: [120],
  nextLevel: [100, 80, 100, 80, 100],
  timeUp: [600, 150, 600],
};

export interface CuePlayerOptions {
  /** The app's AudioContext (the metronome's), or null where there is none; never created here. */
  audio: () => AudioContextLike | null;
  /** The monotonic clock the machines' boundaries are read on (performance.now()). */
  now: () => number;
  /** Speaks a cue's words (default: speechSynthesis where available). */
  speak?: ((text: string) => void) | null;
  /** Vibrates (default: navigator.vibrate where available). */
  vibrate?: ((pattern: readonly number[]) => void) | null;
}

export interface CueSettings {
  muted: boolean;
  spoken: boolean;
}

export interface ScheduledCue {
  cue: TestCue;
  /** Audio time of the first tone, seconds. */
  audioTime: number;
  /** The monotonic moment the cue belongs to, ms. */
  atMs: number;
}

export interface CuePlayer {
  /**
   * Sounds `cue` at the monotonic moment `atMs` (now if it has passed): the tones placed on the audio clock, the
   * vibration and the words (`words`, else the cue's own) when that moment comes.
   */
  cue(cue: TestCue, atMs: number, settings: CueSettings, words?: string): void;
  /** Silences tones already scheduled (leaving the screen, Cancel). */
  stop(): void;
  /** Cues scheduled on the audio clock since creation (what the tests check the placing by). */
  scheduled(): readonly ScheduledCue[];
}

function defaultSpeak(): ((text: string) => void) | null {
  const synth = globalThis.speechSynthesis;
  const Utterance = globalThis.SpeechSynthesisUtterance;
  if (!synth || !Utterance) return null;
  return (text) => {
    synth.cancel(); // the newest cue wins; a queue of stale words would be worse than none
    synth.speak(new Utterance(text));
  };
}

function defaultVibrate(): ((pattern: readonly number[]) => void) | null {
  const nav = globalThis.navigator as (Navigator & { vibrate?: (p: number[]) => boolean }) | undefined;
  if (!nav || typeof nav.vibrate !== 'function') return null;
  return (pattern) => {
    nav.vibrate?.([...pattern]);
  };
}

/**
 * How often the audio clock is read against now() while cues are due, and how long a reading counts (ms). Audio
 * devices deliver in buffers of 10 ms (or 5.3, 10.7, 21.3): a round 100 ms would read each at the same point, always
 * just after or just before it moves on, where 97 ms reads at every point of the buffer and their median is its middle.
 */
const READING_INTERVAL_MS = 97;
const READING_WINDOW_MS = 2_000;
/** A reading this far from the others means the clocks jumped (a context suspended and resumed), not drifted (s). */
const CLOCK_JUMP_S = 0.1;
/**
 * A cue placed further ahead than this is placed again this long before its moment (ms) when the readings have moved
 * it by more than REPLACE_STEP_S meanwhile: an audio device that lost a buffer after the cue was placed. If that
 * timer runs late (a throttled tab), the first placing stands.
 */
const REPLACE_LEAD_MS = 500;
const REPLACE_STEP_S = 0.004;

/** The middle of the readings' offsets (s): the median, the mean of the middle two for an even count. */
function medianOffset(readings: readonly { offsetS: number }[]): number {
  const sorted = readings.map((r) => r.offsetS).sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export function createCuePlayer(options: CuePlayerOptions): CuePlayer {
  const speak = options.speak === undefined ? defaultSpeak() : options.speak;
  const vibrate = options.vibrate === undefined ? defaultVibrate() : options.vibrate;
  // Each cue's tones are a set of their own, so that one cue can be placed again without touching the others.
  const toneSets = new Set<ToneSet>();
  const scheduled: ScheduledCue[] = [];

  function playTones(ctx: AudioContextLike, cue: TestCue, start: number): ToneSet {
    const tones = createToneSet();
    toneSets.add(tones);
    for (const { hz, at, length } of CUE_TONES[cue]) {
      tones.play(ctx, { hz, when: start + at, length, peak: 0.7, attack: 0.01, release: 0.02 });
    }
    return tones;
  }

  // The audio clock and now() run apart: slowly (two crystals), and in steps where the audio device loses a buffer
  // (10 ms in headless Chromium on a busy host, every few minutes). One held reading would carry that into every later
  // cue, so the clocks are read every 97 ms while cues are due and a cue takes the median offset of the last 2 s: each
  // reading lags by up to a render quantum (further apart on a busy host), the median is their middle (as the shuttle
  // bench maps the clocks), and a drift or a lost buffer is followed within a second. A step between a cue and its
  // moment (the shuttle run cues a shuttle ahead) still moves that one cue.
  let readings: { atMs: number; offsetS: number }[] = [];
  let readingsOf: AudioContextLike | null = null;
  let lastMomentMs = -Infinity;
  let reader: ReturnType<typeof setInterval> | null = null;

  function readClocks(ctx: AudioContextLike): void {
    const atMs = options.now();
    const offsetS = ctx.currentTime - atMs / 1000;
    if (ctx !== readingsOf) readings = [];
    readingsOf = ctx;
    readings = readings.filter((r) => atMs - r.atMs < READING_WINDOW_MS);
    if (readings.length > 0 && Math.abs(offsetS - medianOffset(readings)) > CLOCK_JUMP_S) readings = [];
    readings.push({ atMs, offsetS });
  }

  function stopReading(): void {
    if (reader !== null) clearInterval(reader);
    reader = null;
  }

  // Reading goes on a window past the last cue's moment, so the next cue of a run (given at that moment) finds it going.
  function keepReading(atMs: number): void {
    lastMomentMs = Math.max(lastMomentMs, atMs);
    reader ??= setInterval(() => {
      const ctx = options.audio();
      if (!ctx || ctx.state === 'closed' || options.now() > lastMomentMs + READING_WINDOW_MS) stopReading();
      else readClocks(ctx);
    }, READING_INTERVAL_MS);
  }

  function audioTimeOf(ctx: AudioContextLike, atMs: number): number {
    readClocks(ctx);
    keepReading(atMs);
    return Math.max(ctx.currentTime, medianOffset(readings) + atMs / 1000);
  }

  // A cue placed ahead (the shuttle run cues each beep one shuttle early) vibrates and speaks at its own moment.
  const pending = new Set<ReturnType<typeof setTimeout>>();
  function atMoment(atMs: number, effect: () => void): void {
    const wait = atMs - options.now();
    if (wait <= 0) return effect();
    const timer = setTimeout(() => {
      pending.delete(timer);
      effect();
    }, wait);
    pending.add(timer);
  }

  return {
    cue(cue, atMs, settings, words) {
      atMoment(atMs, () => {
        try {
          vibrate?.(CUE_VIBRATIONS[cue]);
        } catch {
          // A refused vibration changes nothing on screen.
        }
      });
      if (settings.muted) return;
      const ctx = options.audio();
      if (ctx && ctx.state !== 'closed') {
        try {
          // The moment on the audio clock: the same offset from "now" on both clocks, from the recent readings.
          const placed: ScheduledCue = { cue, audioTime: audioTimeOf(ctx, atMs), atMs };
          let tones = playTones(ctx, cue, placed.audioTime);
          scheduled.push(placed);
          if (atMs - options.now() > REPLACE_LEAD_MS)
            atMoment(atMs - REPLACE_LEAD_MS, () => {
              const again = audioTimeOf(ctx, atMs);
              if (Math.abs(again - placed.audioTime) <= REPLACE_STEP_S) return;
              tones.stop();
              toneSets.delete(tones);
              tones = playTones(ctx, cue, again);
              placed.audioTime = again;
            });
        } catch {
          // Audio refused (no output device): the screen and the vibration still carry the cue.
        }
      }
      if (settings.spoken || ALWAYS_SPOKEN_CUES.has(cue)) {
        atMoment(atMs, () => {
          try {
            speak?.(words ?? CUE_WORDS[cue]);
          } catch {
            // Speech is a convenience; its failure is silent by design.
          }
        });
      }
    },
    stop() {
      stopReading();
      readings = [];
      lastMomentMs = -Infinity;
      for (const tones of toneSets) tones.stop();
      toneSets.clear();
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    },
    scheduled: () => scheduled.slice(),
  };
}

/** True where speech synthesis exists (the speech toggle is offered only there). */
export function canSpeak(): boolean {
  return Boolean(globalThis.speechSynthesis && globalThis.SpeechSynthesisUtterance);
}
