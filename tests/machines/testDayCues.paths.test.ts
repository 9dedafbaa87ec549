// Test-day cue events (issue "Test day") on the machines' paths under fake time: the step test's four phase-change
// tones, the treadmill's warning 10 s before each stage change, the pushup countdown's Ready/Set/Go, and tap counting
// with undo. Each path is generated from the machine (xstate/graph) with only START, timers and the events named.
import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { BRUCE, RAMP } from '@/calculators/treadmillProtocols';
import { stepTestMachine } from '@machines/stepTestMachine';
import { NEXT_STAGE_WARNING_MS, selectNextStageWarning, treadmillTimerMachine } from '@machines/treadmillTimerMachine';
import { pushupCountdownMachine, selectTappedReps } from '@machines/pushupCountdownMachine';
import { CUE_LATE_TOLERANCE_MS, type SoundCueParams } from '@machines/testCues';
import { delayForStep, registerPaths } from '../support/pathExecutors';
import { type ModelPath } from '../support/modelPath';
import { onFakeClocks } from '../support/fakeClock';

onFakeClocks();

/** The shortest path to a state matching `target`, taking only START { now: 0 } and the machine's timers. */
function timersOnlyPath(
  machine: typeof stepTestMachine | typeof treadmillTimerMachine,
  input: unknown,
  target: string,
): ModelPath {
  const events = (snapshot: AnyMachineSnapshot): EventObject[] => [
    { type: 'START', now: 0 } as EventObject,
    ...(snapshot.machine.root.events as string[])
      .filter((type) => type.startsWith('xstate.after.'))
      .map((type) => ({ type })),
  ];
  const paths = getShortestPaths(machine as never, { input: input as never, events: events as never }) as ModelPath[];
  const path = paths.find((p) => p.state.matches(target));
  if (!path) throw new Error(`no timers-only path to ${target}`);
  return registerPaths([path])[0]!;
}

/** Replays a path's timer steps by advancing fake time by each named delay, recording when each cue came. */
function replay(
  machine: Parameters<typeof delayForStep>[0],
  path: ModelPath,
  send: (event: EventObject) => void,
): void {
  for (const step of path.steps.slice(1)) {
    if (step.event.type.startsWith('xstate.after.')) vi.advanceTimersByTime(delayForStep(machine, step));
    else send(step.event);
  }
}

describe('step test: four tones at the phase changes', () => {
  it('start stepping at 3 s, stop stepping at 183 s, start counting at 188 s, stop counting at 203 s', () => {
    const cues: (SoundCueParams & { at: number })[] = [];
    const machine = stepTestMachine.provide({
      actions: {
        soundCue: (_, params) => {
          cues.push({ ...params, at: performance.now() });
        },
      },
    });
    const actor = createActor(machine, { input: { sex: 'MALE' } }).start();
    const path = timersOnlyPath(stepTestMachine, { sex: 'MALE' }, 'done');
    const t0 = performance.now();
    replay(stepTestMachine, path, (event) => actor.send({ ...(event as { type: 'START'; now: number }), now: t0 }));
    expect(actor.getSnapshot().value).toBe('done');
    expect(cues.map((c) => c.cue)).toEqual(['startStepping', 'stopStepping', 'startCounting', 'stopCounting']);
    expect(cues.map((c) => c.atOffsetMs)).toEqual([3_000, 183_000, 188_000, 203_000]);
    // Each cue came when its boundary was reached (fake time), not before, not later.
    expect(cues.map((c) => c.at - t0)).toEqual([3_000, 183_000, 188_000, 203_000]);
  });

  it('a resume long after the end passes the tones silently; a late TICK within the tolerance still cues', () => {
    const cues: string[] = [];
    const machine = stepTestMachine.provide({
      actions: {
        soundCue: (_, params) => {
          cues.push(params.cue);
        },
      },
    });
    const late = createActor(machine, { input: { sex: 'FEMALE' } }).start();
    late.send({ type: 'START', now: 0, resumeFromElapsedMs: 300_000 });
    expect(late.getSnapshot().value).toBe('done');
    expect(cues).toEqual([]);

    const hidden = createActor(machine, { input: { sex: 'FEMALE' } }).start();
    hidden.send({ type: 'START', now: 0, resumeFromElapsedMs: 182_000 });
    hidden.send({ type: 'TICK', now: 1_000 + CUE_LATE_TOLERANCE_MS }); // 185 s: stepping ended 2 s ago
    expect(cues).toEqual(['stopStepping']); // stepping began 182 s before the resume: no 'start stepping'
  });
});

describe('treadmill: the warning 10 s before each stage change', () => {
  for (const protocol of [BRUCE, RAMP]) {
    it(`${protocol.name}: one warning per stage change, naming the next stage, 10 s before it`, () => {
      const warnings: { stage: number; atOffsetMs: number; at: number }[] = [];
      const tones: SoundCueParams[] = [];
      const machine = treadmillTimerMachine.provide({
        actions: {
          warnNextStage: (_, params) => {
            warnings.push({ stage: params.next.stage, atOffsetMs: params.atOffsetMs, at: performance.now() });
          },
          soundCue: (_, params) => {
            tones.push(params);
          },
        },
      });
      const actor = createActor(machine, { input: { protocol } }).start();
      const t0 = performance.now();
      const path = timersOnlyPath(treadmillTimerMachine, { protocol }, 'stopped');
      replay(treadmillTimerMachine, path, (event) =>
        actor.send({ ...(event as { type: 'START'; now: number }), now: t0 }),
      );
      const stageMs = protocol.stageSeconds * 1000;
      const changes = protocol.stages.slice(1).map((s) => s.stage);
      expect(warnings.map((w) => w.stage)).toEqual(changes);
      expect(warnings.map((w) => w.atOffsetMs)).toEqual(changes.map((n) => (n - 1) * stageMs));
      expect(warnings.map((w) => w.at - t0)).toEqual(changes.map((n) => (n - 1) * stageMs - NEXT_STAGE_WARNING_MS));
      expect(tones.every((t) => t.cue === 'nextStage')).toBe(true);
      expect(tones.map((t) => t.atOffsetMs)).toEqual(changes.map((n) => (n - 1) * stageMs - NEXT_STAGE_WARNING_MS));
    });
  }

  it('Bruce: no warning at 2:49.999, the warning at 2:50, gone with the stage change at 3:00', () => {
    const actor = createActor(treadmillTimerMachine, { input: { protocol: BRUCE } }).start();
    actor.send({ type: 'START', now: performance.now() });
    vi.advanceTimersByTime(170_000 - 1);
    expect(selectNextStageWarning(actor.getSnapshot())).toBe(false);
    vi.advanceTimersByTime(1);
    expect(selectNextStageWarning(actor.getSnapshot())).toBe(true);
    vi.advanceTimersByTime(NEXT_STAGE_WARNING_MS);
    expect(selectNextStageWarning(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.stageIndex).toBe(1);
  });

  it('a TICK that lands inside the warning window warns at once (a throttled tab)', () => {
    const warned: number[] = [];
    const machine = treadmillTimerMachine.provide({
      actions: {
        warnNextStage: (_, p) => {
          warned.push(p.next.stage);
        },
      },
    });
    const actor = createActor(machine, { input: { protocol: BRUCE } }).start();
    actor.send({ type: 'START', now: 0 });
    actor.send({ type: 'TICK', now: 175_000 });
    expect(selectNextStageWarning(actor.getSnapshot())).toBe(true);
    expect(warned).toEqual([2]);
  });
});

describe('pushups: the countdown sounded, and tap counting with undo', () => {
  it('Ready, Set and Go each cue at their second', () => {
    const cues: (SoundCueParams & { at: number })[] = [];
    const machine = pushupCountdownMachine.provide({
      actions: {
        soundCue: (_, p) => {
          cues.push({ ...p, at: performance.now() });
        },
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    const t0 = performance.now();
    actor.send({ type: 'START', now: t0 });
    vi.advanceTimersByTime(3_000);
    expect(cues.map((c) => [c.cue, c.atOffsetMs, c.at - t0])).toEqual([
      ['ready', 0, 0],
      ['set', 1_000, 1_000],
      ['go', 2_000, 2_000],
    ]);
  });

  it('taps count while counting, undo takes back the last tap (never below 0), the count goes to the results', () => {
    const results: { reps: number; elapsedMs: number }[] = [];
    const machine = pushupCountdownMachine.provide({
      actions: {
        navigateToResults: (_, p) => {
          results.push(p);
        },
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'START', now: performance.now() });
    actor.send({ type: 'TAP_REP' }); // during the countdown: not a repetition yet
    expect(selectTappedReps(actor.getSnapshot())).toBe(0);
    vi.advanceTimersByTime(3_000);
    actor.send({ type: 'UNDO_REP' });
    expect(selectTappedReps(actor.getSnapshot())).toBe(0);
    for (let i = 0; i < 5; i++) actor.send({ type: 'TAP_REP' });
    actor.send({ type: 'UNDO_REP' });
    expect(selectTappedReps(actor.getSnapshot())).toBe(4);
    vi.advanceTimersByTime(30_000);
    actor.send({ type: 'FINISH', now: performance.now() });
    expect(results).toEqual([{ reps: 4, elapsedMs: 30_000 }]);
    actor.send({ type: 'RESET' });
    expect(selectTappedReps(actor.getSnapshot())).toBe(0);
  });
});
