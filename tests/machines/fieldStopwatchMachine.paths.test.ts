// Model-based path tests of the group field-test stopwatch: every transition, replayed on a real actor, with
// the finish-order taps checked against the test's own record of who was tapped when (not the machine's context).
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import {
  fieldStopwatchMachine,
  finishClock,
  finishTime,
  isStopwatchInput,
  type Finish,
  type StopwatchContext,
  type StopwatchInput,
  type StopwatchSnapshot,
  selectStopwatchText,
} from '@machines/fieldStopwatchMachine';
import {
  createPathModel,
  inputOfPath,
  itCoversEveryTransition,
  pathTitle,
  pathsCoveringEveryTransition,
} from '../support/pathTesting';
import { expectActorTookPath, recordTransitions, sameAsModel } from '../support/actorTransitions';
import { sendEventExecutors } from '../support/pathExecutors';
import { type ModelEvents } from '../support/modelPath';

const RUNNERS = ['ann', 'ben'] as const;
/** Each runner's finishing reading in the model (time zero is START at 0): a finite set of readings. */
const FINISH_AT: Record<string, number> = { ann: 620_500, ben: 700_000 };

/** Representative events: a tap for each runner (at their reading), an undo for each, a stop, the times used. */
const stopwatchModelEvents: ModelEvents = (snapshot) => {
  const context = snapshot.context as StopwatchContext;
  const now = context.now ?? 0;
  return [
    { type: 'START', now: 0 },
    { type: 'TICK', now },
    { type: 'TICK', now: 300_000 },
    ...RUNNERS.map((clientId) => ({ type: 'FINISH', clientId, now: Math.max(now, FINISH_AT[clientId]!) })),
    ...RUNNERS.map((clientId) => ({ type: 'UNDO', clientId })),
    { type: 'STOP', now },
    { type: 'USE_TIMES' },
  ];
};

const input: StopwatchInput = { runners: RUNNERS };
/** A run kept once every runner was in (a reload then): its taps and the reading it stopped at. */
const STOPPED: StopwatchInput = {
  runners: RUNNERS,
  finishes: RUNNERS.map((clientId) => ({ clientId, elapsedMs: FINISH_AT[clientId]! })),
  stoppedAtMs: FINISH_AT.ben!,
};
const paths = pathsCoveringEveryTransition(fieldStopwatchMachine, input, stopwatchModelEvents, {
  moreInputs: [STOPPED],
});
const model = createPathModel(fieldStopwatchMachine);

describe('fieldStopwatchMachine: a path for every transition', () => {
  itCoversEveryTransition(fieldStopwatchMachine, paths, 12);

  for (const path of paths) {
    const pathInput = inputOfPath(path) as StopwatchInput;
    it(`${pathTitle(path)}${pathInput === STOPPED ? ' (a finished run resumed)' : ''}`, async () => {
      const used: (readonly Finish[])[] = [];
      const machine = fieldStopwatchMachine.provide({
        actions: { useTimes: (_, params) => void used.push(params.finishes) },
      });
      const recorder = recordTransitions();
      const persisted: string[] = [];
      const actor = createActor(
        machine.provide({ actions: { persist: (_, params) => void persisted.push(params.state) } }),
        { input: pathInput, inspect: recorder.inspect },
      ).start();
      // The test's own record: a runner tapped while the watch runs and not in yet gets that tap's reading; an undo
      // takes their tap back; Cancel and Reset forget every tap.
      let expected: Finish[] = [...(pathInput.finishes ?? [])];
      let latest = pathInput.stoppedAtMs ?? 0;
      const running = () => actor.getSnapshot().matches('running');
      const check = (m: AnyMachineSnapshot): StopwatchSnapshot => {
        const s = sameAsModel(actor, m) as StopwatchSnapshot;
        expect(s.context.finishes).toEqual(expected);
        for (const id of RUNNERS) {
          const mine = expected.find((f) => f.clientId === id);
          expect(finishTime(s.context, id)).toBe(mine ? finishTime({ ...s.context, finishes: [mine] }, id) : null);
        }
        return s;
      };
      await model.testPath(path, {
        events: sendEventExecutors(
          ['START', 'TICK', 'FINISH', 'UNDO', 'STOP', 'USE_TIMES', 'CANCEL', 'RESET'],
          (event) => {
            const e = event as { type: string; clientId?: string; now?: number };
            // A START resumes a stopped run at its stop reading (once: a reset forgets it), else starts at 0.
            if (e.type === 'START') latest = actor.getSnapshot().context.stoppedAtMs ?? 0;
            if (e.type === 'TICK' && running()) latest = Math.max(latest, e.now ?? 0);
            if (e.type === 'FINISH' && running() && !expected.some((f) => f.clientId === e.clientId)) {
              latest = Math.max(latest, e.now ?? 0);
              expected = [...expected, { clientId: e.clientId!, elapsedMs: latest }];
            }
            if (e.type === 'UNDO' && !actor.getSnapshot().matches('idle'))
              expected = expected.filter((f) => f.clientId !== e.clientId);
            if ((e.type === 'CANCEL' || e.type === 'RESET') && !actor.getSnapshot().matches('idle')) expected = [];
            actor.send(event as never);
          },
        ),
        states: {
          idle: (m) => {
            expect(check(m).context.startedAt).toBeNull();
          },
          running: (m) => {
            expect(check(m).context.finishes.length).toBeLessThan(RUNNERS.length);
          },
          finished: (m) => {
            // Stopped at the last reading (a resumed run: the one it stopped at), and kept as finished.
            const s = check(m);
            expect(s.context.now! - s.context.startedAt!).toBe(latest);
            if (persisted.length > 0) expect(persisted.at(-1)).toBe('finished');
          },
          used: (m) => {
            check(m);
            expect(used).toEqual([expected]);
          },
        },
      });
      expectActorTookPath(fieldStopwatchMachine, path, recorder.taken);
      actor.stop();
    });
  }
});

describe('the finish-order taps', () => {
  it('three runners tapped in order each get their own time; an undone tap is taken again later', () => {
    const used: (readonly Finish[])[] = [];
    const actor = createActor(
      fieldStopwatchMachine.provide({ actions: { useTimes: (_, params) => void used.push(params.finishes) } }),
      { input: { runners: ['a', 'b', 'c'] } },
    ).start();
    actor.send({ type: 'START', now: 1_000 });
    actor.send({ type: 'FINISH', clientId: 'b', now: 1_000 + 601_400 });
    actor.send({ type: 'FINISH', clientId: 'b', now: 1_000 + 602_000 }); // each runner once
    actor.send({ type: 'FINISH', clientId: 'c', now: 1_000 + 640_000 }); // the wrong name tapped …
    actor.send({ type: 'UNDO', clientId: 'c' }); // … taken back
    actor.send({ type: 'FINISH', clientId: 'a', now: 1_000 + 655_999 });
    actor.send({ type: 'FINISH', clientId: 'zed', now: 1_000 + 660_000 }); // not a runner
    expect(actor.getSnapshot().matches('running')).toBe(true);
    actor.send({ type: 'FINISH', clientId: 'c', now: 1_000 + 700_000 });
    expect(actor.getSnapshot().matches('finished')).toBe(true);
    actor.send({ type: 'USE_TIMES' });
    expect(used).toEqual([
      [
        { clientId: 'b', elapsedMs: 601_400 },
        { clientId: 'a', elapsedMs: 655_999 },
        { clientId: 'c', elapsedMs: 700_000 },
      ],
    ]);
    expect(used[0]!.map(finishClock)).toEqual([
      { minutes: '10', seconds: '1' },
      { minutes: '10', seconds: '55' },
      { minutes: '11', seconds: '40' },
    ]);
  });

  it('a saved run is resumed with its taps; a saved input that is not one is refused', () => {
    const saved = { runners: ['a', 'b'], finishes: [{ clientId: 'a', elapsedMs: 90_000 }] };
    expect(isStopwatchInput(saved)).toBe(true);
    expect(isStopwatchInput({ runners: ['a'], finishes: [{ clientId: 'b', elapsedMs: 1 }] })).toBe(false);
    expect(isStopwatchInput({ runners: ['a', 'a'] })).toBe(false);
    expect(isStopwatchInput({ runners: ['a'], finishes: [{ clientId: 'a', elapsedMs: -1 }] })).toBe(false);
    const actor = createActor(fieldStopwatchMachine, { input: saved }).start();
    actor.send({ type: 'START', now: 50, resumeFromElapsedMs: 95_000 });
    actor.send({ type: 'FINISH', clientId: 'b', now: 5_050 });
    expect(actor.getSnapshot().context.finishes).toEqual([...saved.finishes, { clientId: 'b', elapsedMs: 100_000 }]);
    expect(actor.getSnapshot().matches('finished')).toBe(true);
  });
});

describe('a finished run after a reload', () => {
  it('comes back finished with its times, the watch not running on; an undo runs it on from its true start', () => {
    const saved: { state: string; input: StopwatchInput; elapsedMs: number }[] = [];
    const machine = fieldStopwatchMachine.provide({ actions: { persist: (_, params) => void saved.push(params) } });
    const first = createActor(machine, { input: { runners: ['a', 'b'] } }).start();
    first.send({ type: 'START', now: 0 });
    first.send({ type: 'FINISH', clientId: 'a', now: 600_000 });
    first.send({ type: 'FINISH', clientId: 'b', now: 700_000 });
    const kept = saved.at(-1)!;
    expect(kept).toMatchObject({ state: 'finished', elapsedMs: 700_000, input: { stoppedAtMs: 700_000 } });
    expect(isStopwatchInput(kept.input)).toBe(true);
    first.stop();

    // The reload 30 s later: the app resumes it with the wall time counted (730 s since the start).
    const again = createActor(machine, { input: kept.input }).start();
    again.send({ type: 'START', now: 5_000, resumeFromElapsedMs: 730_000 });
    expect(again.getSnapshot().matches('finished')).toBe(true);
    expect(selectStopwatchText(again.getSnapshot())).toBe('11:40');
    again.send({ type: 'TICK', now: 65_000 });
    expect(selectStopwatchText(again.getSnapshot())).toBe('11:40');
    expect(again.getSnapshot().context.finishes).toEqual(kept.input.finishes);
    // A wrong tap undone: the watch runs on from the true start, and b's next tap gets the time of that moment.
    again.send({ type: 'UNDO', clientId: 'b' });
    again.send({ type: 'FINISH', clientId: 'b', now: 15_000 });
    expect(finishTime(again.getSnapshot().context, 'b')).toBe('12:20');
  });
});
