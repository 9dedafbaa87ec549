// Model-based path tests of the 12-minute and 6-minute field countdowns: every transition, replayed on a real actor
// under fake time, with the time left, the cues (Go at a fresh start, time up at an end reached while running) and the
// saved run checked on each state.
import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import {
  FIELD_COUNTDOWN_SECONDS,
  fieldCountdownMachine,
  selectRemainingText,
  type FieldCountdownContext,
  type FieldCountdownInput,
  type FieldCountdownSnapshot,
} from '@machines/fieldCountdownMachine';
import type { SoundCueParams } from '@machines/testCues';
import { onFakeClocks } from '../support/fakeClock';
import { afterEventExecutors, sendEventExecutors } from '../support/pathExecutors';
import {
  createPathModel,
  itCoversEveryTransition,
  pathTitle,
  pathsCoveringEveryTransition,
} from '../support/pathTesting';
import { expectActorTookPath, recordTransitions, sameAsModel } from '../support/actorTransitions';
import { type ModelEvents } from '../support/modelPath';

const countdownModelEvents: ModelEvents = (snapshot) => {
  const context = snapshot.context as FieldCountdownContext;
  const now = context.now ?? 0;
  return [
    { type: 'START', now: 0 },
    // A resume after a reload, its time already run out.
    { type: 'START', now: 0, resumeFromElapsedMs: context.durationMs + 60_000 },
    { type: 'TICK', now: Math.max(now, 90_000) },
    { type: 'TICK', now: (context.startedAt ?? 0) + context.durationMs + 1_000 },
    { type: 'CANCEL' },
    { type: 'RESET' },
  ];
};

for (const test of ['twelveMinute', 'sixMinuteWalk'] as const) {
  const input: FieldCountdownInput = { test };
  const paths = pathsCoveringEveryTransition(fieldCountdownMachine, input, countdownModelEvents);
  const model = createPathModel(fieldCountdownMachine);
  const minutes = FIELD_COUNTDOWN_SECONDS[test] / 60;

  describe(`fieldCountdownMachine (${minutes} minutes): a path for every transition`, () => {
    onFakeClocks();
    itCoversEveryTransition(fieldCountdownMachine, paths, 7);

    for (const path of paths) {
      it(pathTitle(path), async () => {
        const cues: SoundCueParams[] = [];
        let persisted: unknown = null;
        const machine = fieldCountdownMachine.provide({
          actions: {
            soundCue: (_, params) => void cues.push(params),
            persist: (_, params) => void (persisted = params),
            clearPersisted: () => void (persisted = null),
          },
        });
        const recorder = recordTransitions();
        const actor = createActor(machine, { input, inspect: recorder.inspect }).start();
        let lastStart: { resumeFromElapsedMs?: number } | null = null;
        await model.testPath(path, {
          events: {
            ...sendEventExecutors(['START', 'TICK', 'CANCEL', 'RESET'], (event) => {
              if (event.type === 'START') lastStart = event as { resumeFromElapsedMs?: number };
              actor.send(event as never);
            }),
            ...afterEventExecutors(fieldCountdownMachine, (ms) => {
              vi.advanceTimersByTime(ms);
            }),
          },
          states: {
            idle: (m: AnyMachineSnapshot) => {
              const s = sameAsModel(actor, m) as FieldCountdownSnapshot;
              expect(selectRemainingText(s)).toBe(`${String(minutes).padStart(2, '0')}:00`);
              expect(persisted).toBeNull();
            },
            running: (m: AnyMachineSnapshot) => {
              const s = sameAsModel(actor, m) as FieldCountdownSnapshot;
              expect(selectRemainingText(s) < `${String(minutes).padStart(2, '0')}:01`).toBe(true);
              expect(persisted).toMatchObject({ machine: 'fieldCountdown', state: 'running', input: { test } });
              expect(cues.at(-1)?.cue).toBe('go');
              expect(vi.getTimerCount()).toBe(1);
            },
            done: (m: AnyMachineSnapshot) => {
              const s = sameAsModel(actor, m) as FieldCountdownSnapshot;
              expect(selectRemainingText(s)).toBe('00:00');
              expect(persisted).toBeNull();
              const resumedPastEnd = (lastStart?.resumeFromElapsedMs ?? 0) > 0 && !cues.some((c) => c.cue === 'go');
              if (resumedPastEnd) expect(cues).toEqual([]);
              else expect(cues.at(-1)).toEqual({ cue: 'timeUp', atOffsetMs: FIELD_COUNTDOWN_SECONDS[test] * 1000 });
              expect(vi.getTimerCount()).toBe(0);
            },
          },
        });
        expectActorTookPath(fieldCountdownMachine, path, recorder.taken);
        actor.stop();
      });
    }
  });
}
