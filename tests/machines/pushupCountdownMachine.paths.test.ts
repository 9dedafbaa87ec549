// Model-based path tests: every transition of the pushup countdown machine, replayed on a real actor.
import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import {
  pushupCountdownMachine,
  selectCountdown,
  selectIsCounting,
  selectLeadInSecondsLeft,
  selectTappedReps,
  type PushupSnapshot,
} from '@machines/pushupCountdownMachine';
import { onFakeClocks } from '../support/fakeClock';
import { afterEventExecutors, sendEventExecutors } from '../support/pathExecutors';
import {
  createPathModel,
  pathTitle,
  pathsCoveringEveryTransition,
  itCoversEveryTransition,
} from '../support/pathTesting';
import { pushupModelEvents } from '../support/timedModelEvents';
import { recordTransitions, expectActorTookPath, sameAsModel } from '../support/actorTransitions';

// Without a lead-in (the SPEC's countdown at once) and with one of 5 s (the lead-in's own transitions).
const paths = pathsCoveringEveryTransition(pushupCountdownMachine, undefined, pushupModelEvents, {
  moreInputs: [{ leadInSeconds: 5 }],
});
const model = createPathModel(pushupCountdownMachine);

describe('pushupCountdownMachine: a path for every transition', () => {
  onFakeClocks();

  itCoversEveryTransition(pushupCountdownMachine, paths, 16); // two for tap counting, two for the lead-in

  for (const path of paths) {
    it(pathTitle(path), async () => {
      const results: { reps: number }[] = [];
      const machine = pushupCountdownMachine.provide({
        actions: {
          navigateToResults: (_, params) => {
            results.push(params);
          },
        },
      });
      const recorder = recordTransitions();
      const { leadInSeconds } = (path.steps[0]?.state ?? path.state).context as PushupSnapshot['context'];
      const actor = createActor(machine, { input: { leadInSeconds }, inspect: recorder.inspect }).start();
      const sameAs = (modelState: AnyMachineSnapshot): PushupSnapshot => sameAsModel(actor, modelState);
      const countdown = (word: string, number: number) => (m: AnyMachineSnapshot) => {
        expect(selectCountdown(sameAs(m))).toEqual({ word, number });
      };
      // The count a person tapped, kept by the test itself: a tap while counting adds one, an undo takes one back
      // (never below zero), Cancel and Reset start again from none (the model's count is the machine's own, so it
      // cannot be the oracle).
      let tapped = 0;
      const counting = () => selectIsCounting(actor.getSnapshot());
      await model.testPath(path, {
        events: {
          ...sendEventExecutors(['START', 'TICK', 'FINISH', 'CANCEL', 'RESET', 'TAP_REP', 'UNDO_REP'], (event) => {
            if (event.type === 'TAP_REP' && counting()) tapped += 1;
            if (event.type === 'UNDO_REP' && counting() && tapped > 0) tapped -= 1;
            if (event.type === 'CANCEL' || event.type === 'RESET') tapped = 0;
            actor.send(event as never);
          }),
          ...afterEventExecutors(pushupCountdownMachine, (ms) => {
            vi.advanceTimersByTime(ms);
          }),
        },
        states: {
          idle: (m) => {
            expect(selectCountdown(sameAs(m))).toBeNull();
          },
          'running.leadIn': (m) => {
            const s = sameAs(m);
            expect(selectCountdown(s)).toBeNull();
            // Seconds left to time zero, rounded up: the start is 5 s before time zero.
            expect(selectLeadInSecondsLeft(s)).toBe(Math.ceil((s.context.startedAt! - s.context.now!) / 1000));
            expect(selectLeadInSecondsLeft(s)).toBeGreaterThan(0);
          },
          'running.countdown.ready': countdown('Ready', 3),
          'running.countdown.set': countdown('Set', 2),
          'running.countdown.go': countdown('Go', 1),
          'running.counting': (m) => {
            const s = sameAs(m); // includes the tapped count
            expect(selectIsCounting(s)).toBe(true);
            expect(selectTappedReps(s)).toBe(tapped);
          },
          finished: (m) => {
            const s = sameAs(m);
            expect(results).toHaveLength(1);
            expect(results[0]!.reps).toBe(selectTappedReps(s)); // the tapped count goes to the results form
          },
        },
      });
      expectActorTookPath(pushupCountdownMachine, path, recorder.taken);
      actor.stop();
    });
  }
});
