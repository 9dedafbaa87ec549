// A fake AudioContext for the tone tests (metronome, cue player): its clock is a number the test moves, and every
// oscillator remembers when it was told to start and stop.
import type { AudioContextLike, AudioParamLike, GainLike, OscillatorLike } from '@/effects/audioTones';

export interface FakeOscillator extends OscillatorLike {
  startAt: number | null;
  stopAt: number | null;
  scheduledAt: number;
  stoppedEarly: boolean;
}

export class FakeAudioContext implements AudioContextLike {
  currentTime = 0;
  state = 'suspended';
  resumes = 0;
  destination = { connect: () => undefined, disconnect: () => {} };
  oscillators: FakeOscillator[] = [];

  resume(): Promise<void> {
    this.resumes++;
    this.state = 'running';
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.state = 'closed';
    return Promise.resolve();
  }

  createOscillator(): OscillatorLike {
    const osc: FakeOscillator = {
      frequency: param(),
      startAt: null,
      stopAt: null,
      scheduledAt: this.currentTime,
      stoppedEarly: false,
      onended: null,
      connect: () => undefined,
      disconnect: () => {},
      start(when) {
        this.startAt = when;
      },
      stop(when) {
        if (this.stopAt !== null && when < this.stopAt) this.stoppedEarly = true;
        this.stopAt = when;
      },
    };
    this.oscillators.push(osc);
    return osc;
  }

  createGain(): GainLike {
    return { gain: param(), connect: () => undefined, disconnect: () => {} };
  }
}

function param(): AudioParamLike {
  return { value: 0, setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined };
}
