// Short tones on the audio clock: the one home of tone scheduling for the step-test metronome's blips and the test-day
// cue tones (decisions 0010 and 0026; issue "Test day"). A tone is an oscillator through a gain envelope (a fast
// attack, an exponential decay), started and stopped at exact audio times, so it sounds where it was placed however
// late the main thread runs. A ToneSet keeps the tones still to come so that stop() can silence them (Cancel,
// leaving the screen). Also the shapes of the Web Audio objects used, so tests can pass a fake AudioContext.

/** The parts of AudioParam the tones use. */
export interface AudioParamLike {
  value: number;
  setValueAtTime(value: number, time: number): unknown;
  exponentialRampToValueAtTime(value: number, time: number): unknown;
}

export interface AudioNodeLike {
  connect(destination: AudioNodeLike): unknown;
  disconnect(): void;
}

export interface OscillatorLike extends AudioNodeLike {
  frequency: AudioParamLike;
  start(when: number): void;
  stop(when: number): void;
  onended: (() => void) | null;
}

export interface GainLike extends AudioNodeLike {
  gain: AudioParamLike;
}

/** The parts of AudioContext the metronome and the cues use (a fake implements this in tests). */
export interface AudioContextLike {
  readonly currentTime: number;
  readonly state: string;
  readonly destination: AudioNodeLike;
  resume(): Promise<void>;
  close(): Promise<void>;
  createOscillator(): OscillatorLike;
  createGain(): GainLike;
}

/** A new AudioContext (webkit-prefixed where needed); throws where the browser has no Web Audio. */
export function newAudioContext(): AudioContextLike {
  const Ctor =
    globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) throw new Error('Web Audio is not available');
  return new Ctor() as unknown as AudioContextLike;
}

/** One tone: its pitch, when it starts (audio time, s), how long it lasts (s) and its envelope. */
export interface ToneSpec {
  hz: number;
  when: number;
  /** Seconds from the start until the decay reaches silence. */
  length: number;
  /** Gain at the top of the attack (0-1). */
  peak: number;
  /** Seconds of the attack. */
  attack: number;
  /** The oscillator stops this long after the decay (s), so the tail is never cut into a click. */
  release: number;
}

/** The tones a player has placed and not yet heard. */
export interface ToneSet {
  play(ctx: AudioContextLike, tone: ToneSpec): void;
  /** Silences every tone still to come (and any still sounding). */
  stop(): void;
}

/** The gain's floor: an exponential ramp cannot reach 0. */
const SILENT = 0.0001;

export function createToneSet(): ToneSet {
  const pending = new Set<{ osc: OscillatorLike; gain: GainLike }>();
  return {
    play(ctx, { hz, when, length, peak, attack, release }) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = hz;
      gain.gain.setValueAtTime(SILENT, when);
      gain.gain.exponentialRampToValueAtTime(peak, when + attack);
      gain.gain.exponentialRampToValueAtTime(SILENT, when + length);
      osc.connect(gain);
      gain.connect(ctx.destination);
      const node = { osc, gain };
      pending.add(node);
      osc.onended = () => {
        pending.delete(node);
        gain.disconnect();
      };
      osc.start(when);
      osc.stop(when + length + release);
    },
    stop() {
      for (const { osc, gain } of pending) {
        try {
          osc.onended = null;
          osc.stop(0);
          gain.disconnect();
        } catch {
          // Already stopped: nothing to silence.
        }
      }
      pending.clear();
    },
  };
}
