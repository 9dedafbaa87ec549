// The timed runs of the app as definitions for useTimedRun: each names its machine, its delays (from the
// machine), and its own effects. Everything else (clock, ticker, wake lock, snapshot store,
// lifecycle) is shared (timedRun.ts, useTimedRun.ts).
import {
  firstBeatInMs,
  isStepTestInput,
  metronomeParamsAt,
  stepTestDelays,
  stepTestMachine,
  type AnnouncePhaseParams,
  type StartMetronomeParams,
  type StepTestInput,
} from '@machines/stepTestMachine';
import {
  isPushupInput,
  pushupCountdownMachine,
  pushupDelays,
  type AnnounceCountdownParams,
  type PushupInput,
  type PushupResultParams,
} from '@machines/pushupCountdownMachine';
import {
  isTreadmillInput,
  treadmillDelays,
  treadmillTimerMachine,
  type AnnounceStageParams,
  type TreadmillInput,
  type TreadmillResultParams,
} from '@machines/treadmillTimerMachine';
import { isRestTimerInput, restTimerDelays, restTimerMachine, type RestTimerInput } from '@machines/restTimerMachine';
import {
  fieldCountdownDelays,
  fieldCountdownMachine,
  isFieldCountdownInput,
  type FieldCountdownInput,
} from '@machines/fieldCountdownMachine';
import {
  isShuttleRunInput,
  shuttleRunDelays,
  shuttleRunMachine,
  type ShuttleRunInput,
  type UseShuttleResultsParams,
} from '@machines/shuttleRunMachine';
import { TREADMILL_PROTOCOL_LIST } from '@/calculators/treadmillProtocols';
import type { NextStageWarningParams } from '@machines/treadmillTimerMachine';
import { cuesOnly, soundCue } from './soundCues';
import type { TimedRunDefinition } from './timedRun';

/** A saved treadmill input worth resuming: a valid protocol that this app knows by its id. */
export function isKnownTreadmillInput(value: unknown): value is TreadmillInput {
  return isTreadmillInput(value) && TREADMILL_PROTOCOL_LIST.some((protocol) => protocol.id === value.protocol.id);
}

/** The step test: phases announced, the metronome on the audio clock, on the machine's beat grid. */
export const stepTestRun: TimedRunDefinition<typeof stepTestMachine, StepTestInput> = {
  machine: stepTestMachine,
  snapshotName: 'stepTest',
  delays: stepTestDelays,
  isInput: isStepTestInput,
  usesSound: true,
  effectActions: ({ effects, announce }) => {
    const metronome = effects.metronome();
    let playing = false;
    const silence = () => {
      if (playing) metronome.stop();
      playing = false;
      effects.cues?.stop();
    };
    const play = (params: Pick<StartMetronomeParams, 'bpm' | 'beatMs' | 'msToFirstBeat'>, latencyMs: number) => {
      playing = true;
      metronome.start(params.bpm, firstBeatInMs(params, latencyMs));
    };
    return {
      actions: {
        announcePhase: (_: unknown, params: AnnouncePhaseParams) => announce(params.text),
        soundCue: soundCue(effects),
        startMetronome: ({ context }: { context: { now: number | null } }, params: StartMetronomeParams) => {
          play(params, context.now === null ? 0 : Math.max(0, effects.now() - context.now));
        },
        stopMetronome: silence,
      },
      release: silence,
      // Sound turned on mid-stepping: beats started on a locked audio clock are off the grid, so start again on it.
      onSoundOn: (snapshot, now) => {
        const params = metronomeParamsAt(snapshot, now);
        if (params) play(params, 0);
      },
    };
  },
};

/** The pushup countdown (Ready, Set, Go) and counting timer; the screen supplies the way to the results. */
export const pushupRun: TimedRunDefinition<
  typeof pushupCountdownMachine,
  PushupInput,
  { navigateToResults: PushupResultParams }
> = {
  machine: pushupCountdownMachine,
  snapshotName: 'pushups',
  delays: pushupDelays,
  isInput: isPushupInput,
  screenActions: ['navigateToResults'],
  usesSound: true,
  effectActions: ({ effects, announce }) => ({
    actions: {
      announceCountdown: (_: unknown, params: AnnounceCountdownParams) => announce(params.word),
      soundCue: soundCue(effects),
    },
    release: () => effects.cues?.stop(),
  }),
};

/** The treadmill timer of one protocol; the screen supplies the way to the results and the stage announcement's words. */
export const treadmillRun: TimedRunDefinition<
  typeof treadmillTimerMachine,
  TreadmillInput,
  {
    navigateToResults: TreadmillResultParams;
    announceStage: AnnounceStageParams;
    warnNextStage: NextStageWarningParams;
  }
> = {
  machine: treadmillTimerMachine,
  snapshotName: 'treadmill',
  delays: treadmillDelays,
  isInput: isKnownTreadmillInput,
  // The screen words the warning before a stage change in the user's units.
  screenActions: ['navigateToResults', 'announceStage', 'warnNextStage'],
  usesSound: true,
  effectActions: cuesOnly,
};

/** The rest between 1RM trials and the trial log (the screen names its snapshot: one per test); its end is cued. */
export const restTimerRun: TimedRunDefinition<typeof restTimerMachine, RestTimerInput> = {
  machine: restTimerMachine,
  snapshotName: 'rest',
  snapshotNeverExpires: true,
  delays: restTimerDelays,
  isInput: isRestTimerInput,
  usesSound: true,
  effectActions: cuesOnly,
};

/** The 12-minute and 6-minute field countdowns (one client or a group; the screen names its snapshot); start and end cued. */
export const fieldCountdownRun: TimedRunDefinition<typeof fieldCountdownMachine, FieldCountdownInput> = {
  machine: fieldCountdownMachine,
  snapshotName: 'fieldCountdown',
  delays: fieldCountdownDelays,
  isInput: isFieldCountdownInput,
  usesSound: true,
  effectActions: cuesOnly,
};

/**
 * The 20 m shuttle run (one runner or a group; the screen names its snapshot): each beep cued a shuttle ahead on the
 * audio clock, a level's end with its triple beep and the next level spoken; the screen takes the scores.
 */
export const shuttleRunRun: TimedRunDefinition<
  typeof shuttleRunMachine,
  ShuttleRunInput,
  { useResults: UseShuttleResultsParams }
> = {
  machine: shuttleRunMachine,
  snapshotName: 'shuttleRun',
  delays: shuttleRunDelays,
  isInput: isShuttleRunInput,
  screenActions: ['useResults'],
  usesSound: true,
  effectActions: cuesOnly,
};
