// Model-based path tests of the 20 m shuttle run (decision 48) on a two-level recording: every transition replayed on
// a real actor with fake clocks, each runner's score checked against the test's own reading of the beep table.
import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import type { SoundCueParams } from '@machines/testCues';
import {
  currentLevel,
  currentShuttle,
  isShuttleRunInput,
  scoreAt,
  shuttleRunMachine,
  type ShuttleOut,
  type ShuttleRunContext,
  type ShuttleRunInput,
} from '@machines/shuttleRunMachine';
import { SHUTTLE_LEVELS, shuttleBeeps, type ShuttleBeep } from '@/calculators/shuttleRun';
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

/** A short recording: level 1 of two 1 s shuttles, level 2 of two 0.8 s shuttles. */
const BEEPS: readonly ShuttleBeep[] = [
  { level: 1, shuttle: 1, atMs: 1000, endsLevel: false },
  { level: 1, shuttle: 2, atMs: 2000, endsLevel: true },
  { level: 2, shuttle: 1, atMs: 2800, endsLevel: false },
  { level: 2, shuttle: 2, atMs: 3600, endsLevel: true },
];
const RUNNERS = ['ann', 'ben'] as const;
/** Each runner's tap reading in the model (time zero is START at 0): a finite set of readings. */
const OUT_AT: Record<string, number> = { ann: 1500, ben: 3000 };
const input: ShuttleRunInput = { runners: RUNNERS, beeps: BEEPS };

const shuttleModelEvents: ModelEvents = (snapshot) => {
  const now = (snapshot.context as ShuttleRunContext).now ?? 0;
  return [
    { type: 'START', now: 0 },
    { type: 'TICK', now: Math.max(now, 2500) },
    { type: 'TICK', now: Math.max(now, 4000) },
    ...RUNNERS.map((clientId) => ({ type: 'OUT', clientId, now: Math.max(now, OUT_AT[clientId] ?? 0) })),
    { type: 'UNDO_OUT', clientId: 'ann' },
    { type: 'STOP', now },
    { type: 'USE_RESULTS' },
    { type: 'CANCEL' },
    { type: 'RESET' },
  ];
};

const paths = pathsCoveringEveryTransition(shuttleRunMachine, input, shuttleModelEvents, {});
const model = createPathModel(shuttleRunMachine);

describe('shuttleRunMachine: a path for every transition', () => {
  onFakeClocks();
  itCoversEveryTransition(shuttleRunMachine, paths, 13);

  for (const path of paths) {
    it(pathTitle(path), async () => {
      const used: (readonly ShuttleOut[])[] = [];
      const cues: SoundCueParams[] = [];
      const machine = shuttleRunMachine.provide({
        actions: {
          useResults: (_, params) => void used.push(params.outs),
          soundCue: (_, params) => void cues.push(params),
        },
      });
      const recorder = recordTransitions();
      const actor = createActor(machine, { input, inspect: recorder.inspect }).start();
      const check = (m: AnyMachineSnapshot) => {
        const s = sameAsModel(actor, m);
        const context = s.context as ShuttleRunContext;
        // Every out holds the score of the last beep at or before its own moment, from the table read here.
        for (const out of context.outs)
          expect(BEEPS.some((b) => b.level === out.level) || out.shuttle === 0).toBe(true);
        // Cues are beeps of the table, in order (a run resumed after Finished cues its next beep again).
        const offsets = cues.map((c) => c.atOffsetMs);
        for (const offset of offsets) expect(BEEPS.map((b) => b.atMs)).toContain(offset);
        expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
        return context;
      };
      await model.testPath(path, {
        events: {
          ...sendEventExecutors(
            ['START', 'TICK', 'OUT', 'UNDO_OUT', 'STOP', 'USE_RESULTS', 'CANCEL', 'RESET'],
            (event) => {
              if (event.type === 'START') cues.length = 0;
              actor.send(event as never);
            },
          ),
          ...afterEventExecutors(shuttleRunMachine, (ms) => {
            vi.advanceTimersByTime(ms);
          }),
        },
        states: {
          idle: (m) => expect(check(m).startedAt).toBeNull(),
          'running.pacing': (m) => expect(check(m).outs.length).toBeLessThan(RUNNERS.length),
          finished: (m) => expect(check(m).outs).toHaveLength(RUNNERS.length),
          used: (m) => {
            check(m);
            expect(used).toHaveLength(1);
          },
        },
      });
      expectActorTookPath(shuttleRunMachine, path, recorder.taken);
      actor.stop();
    });
  }
});

describe('the shuttle run as a group runs it', () => {
  onFakeClocks();

  it('six runners, two out at different levels, the rest stopped: each keeps the score of their own tap', () => {
    const used: (readonly ShuttleOut[])[] = [];
    const runners = ['a', 'b', 'c', 'd', 'e', 'f'];
    const actor = createActor(
      shuttleRunMachine.provide({ actions: { useResults: (_, p) => void used.push(p.outs) } }),
      { input: { runners } },
    ).start();
    actor.send({ type: 'START', now: 0 });
    const beeps = shuttleBeeps();
    // 'a' is tapped out 1 s after level 3's fourth shuttle, 'b' 0.5 s after the beep that ends level 5.
    const aAt = beeps.find((b) => b.level === 3 && b.shuttle === 4)!.atMs + 1000;
    vi.advanceTimersByTime(aAt);
    actor.send({ type: 'OUT', clientId: 'a', now: aAt });
    const bAt = beeps.find((b) => b.level === 5 && b.endsLevel)!.atMs + 500;
    vi.advanceTimersByTime(bAt - aAt);
    actor.send({ type: 'OUT', clientId: 'b', now: bAt });
    expect(currentLevel(actor.getSnapshot().context)).toBe(6);
    expect(currentShuttle(actor.getSnapshot().context)).toBe(1);
    actor.send({ type: 'STOP', now: bAt + 100 });
    actor.send({ type: 'USE_RESULTS' });
    expect(used[0]).toEqual([
      { clientId: 'a', level: 3, shuttle: 4 },
      { clientId: 'b', level: 5, shuttle: 9 },
      ...['c', 'd', 'e', 'f'].map((clientId) => ({ clientId, level: 5, shuttle: 9 })),
    ]);
  });

  it('every beep of the full recording is cued at its protocol moment, to the millisecond', () => {
    const cues: SoundCueParams[] = [];
    const actor = createActor(
      shuttleRunMachine.provide({ actions: { soundCue: (_, params) => void cues.push(params) } }),
      { input: { runners: ['solo'] } },
    ).start();
    actor.send({ type: 'START', now: 0 });
    const beeps = shuttleBeeps();
    vi.advanceTimersByTime(beeps.at(-1)!.atMs + 1);
    expect(cues.map((c) => c.atOffsetMs)).toEqual(beeps.map((b) => b.atMs));
    expect(cues.filter((c) => c.cue === 'nextLevel')).toHaveLength(SHUTTLE_LEVELS.length);
    // The recording ended: the runner still in gets its last shuttle.
    expect(actor.getSnapshot().value).toBe('finished');
    expect(actor.getSnapshot().context.outs).toEqual([{ clientId: 'solo', level: 21, shuttle: 16 }]);
  });

  it('a resumed run sounds no beep its time has already passed', () => {
    const cues: SoundCueParams[] = [];
    const actor = createActor(
      shuttleRunMachine.provide({ actions: { soundCue: (_, params) => void cues.push(params) } }),
      { input: { runners: ['a'], outs: [] } },
    ).start();
    const beeps = shuttleBeeps();
    actor.send({ type: 'START', now: 1000, resumeFromElapsedMs: beeps[9]!.atMs + 200 });
    expect(actor.getSnapshot().context.passed).toBe(10);
    expect(cues.map((c) => c.atOffsetMs)).toEqual([beeps[10]!.atMs]);
  });

  it('scoreAt: before the first beep level 1 shuttle 0; at a beep its own shuttle', () => {
    const beeps = shuttleBeeps();
    expect(scoreAt(beeps, 0)).toEqual({ level: 1, shuttle: 0 });
    expect(scoreAt(beeps, beeps[6]!.atMs)).toEqual({ level: 1, shuttle: 7 });
    expect(scoreAt(beeps, beeps[7]!.atMs - 1)).toEqual({ level: 1, shuttle: 7 });
  });

  it('a saved run is resumed only when it is one', () => {
    expect(isShuttleRunInput({ runners: ['a'], outs: [{ clientId: 'a', level: 3, shuttle: 2 }] })).toBe(true);
    expect(isShuttleRunInput({ runners: ['a', 'a'] })).toBe(false);
    expect(isShuttleRunInput({ runners: ['a'], outs: [{ clientId: 'b', level: 3, shuttle: 2 }] })).toBe(false);
    expect(isShuttleRunInput({ runners: ['a'], outs: [{ clientId: 'a', level: 0.5, shuttle: 2 }] })).toBe(false);
    expect(isShuttleRunInput(null)).toBe(false);
  });
});
