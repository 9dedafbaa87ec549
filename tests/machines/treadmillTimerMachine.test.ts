// Treadmill timer machine: stage changes at (n − 1) × stageSeconds, automatic stop at the end, STOP, catch-up, resume.
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { BRUCE, RAMP, TREADMILL_PROTOCOL_LIST } from '@/calculators/treadmillProtocols';
import {
  isTreadmillInput,
  isTreadmillProtocol,
  protocolEndMs,
  selectElapsedText,
  selectGradePercent,
  selectMets,
  selectResult,
  selectSpeedMph,
  selectStageNumber,
  stageIndexAt,
  treadmillDelays,
  treadmillTimerMachine,
  type TreadmillProtocol,
} from '@machines/treadmillTimerMachine';
import { onFakeClocks } from '../support/fakeClock';

const MIN = 60_000;

function startTimer(protocol: TreadmillProtocol = BRUCE) {
  const spies = { announceStage: vi.fn(), persist: vi.fn(), clearPersisted: vi.fn(), navigateToResults: vi.fn() };
  const machine = treadmillTimerMachine.provide({
    actions: {
      announceStage: (_, params) => spies.announceStage(params),
      persist: (_, params) => spies.persist(params),
      clearPersisted: () => spies.clearPersisted(),
      navigateToResults: (_, params) => spies.navigateToResults(params),
    },
  });
  const actor = createActor(machine, { input: { protocol } }).start();
  const view = () => {
    const s = actor.getSnapshot();
    return {
      stage: selectStageNumber(s),
      speed: selectSpeedMph(s),
      grade: selectGradePercent(s),
      mets: selectMets(s),
      time: selectElapsedText(s),
    };
  };
  const tick = () => actor.send({ type: 'TICK', now: performance.now() });
  return { actor, spies, view, tick };
}

describe('treadmill protocol helpers', () => {
  it('ends each protocol after its last stage (decision 0011)', () => {
    expect(protocolEndMs(BRUCE)).toBe(21 * MIN);
    expect(protocolEndMs(RAMP)).toBe(15.5 * MIN);
    expect(TREADMILL_PROTOCOL_LIST.map((p) => [p.id, protocolEndMs(p) / 1000])).toEqual([
      ['bruce', 1260],
      ['modifiedBruce', 1620],
      ['naughton', 840],
      ['modifiedNaughton', 1560],
      ['ramp', 930],
    ]);
  });

  it('maps elapsed time to the stage: Bruce stage n starts at (n − 1) × 3:00', () => {
    expect(stageIndexAt(BRUCE, 0)).toBe(0);
    expect(stageIndexAt(BRUCE, 3 * MIN - 1)).toBe(0);
    expect(stageIndexAt(BRUCE, 3 * MIN)).toBe(1);
    expect(stageIndexAt(BRUCE, 6 * MIN)).toBe(2);
    expect(stageIndexAt(BRUCE, 18 * MIN)).toBe(6);
    expect(stageIndexAt(BRUCE, 99 * MIN)).toBe(6);
    expect(stageIndexAt(BRUCE, -5)).toBe(0);
  });

  it('validates a protocol and an input', () => {
    expect(isTreadmillProtocol(BRUCE)).toBe(true);
    expect(isTreadmillInput({ protocol: RAMP })).toBe(true);
    expect(isTreadmillProtocol({ ...BRUCE, stages: [] })).toBe(false);
    expect(isTreadmillProtocol({ ...BRUCE, stageSeconds: 0 })).toBe(false);
    expect(isTreadmillProtocol({ ...BRUCE, stages: [{ stage: 1, grade: 10, speed: '1.7', mets: 5 }] })).toBe(false);
    expect(isTreadmillInput(null)).toBe(false);
  });

  it('stageEnds waits until the current stage ends on the absolute grid', () => {
    const context = { protocol: BRUCE, startedAt: 0, now: 3 * MIN, stageIndex: 1, finalStage: null, finalMets: null };
    expect(treadmillDelays().stageEnds({ context })).toBe(3 * MIN);
    expect(treadmillDelays(() => 3 * MIN + 40).stageEnds({ context })).toBe(3 * MIN - 40);
  });
});

describe('treadmillTimerMachine under simulated time', () => {
  onFakeClocks();

  it('shows stage 1 before START and does nothing on STOP while idle', () => {
    const { actor, view } = startTimer();
    expect(view()).toEqual({ stage: 1, speed: 1.7, grade: 10, mets: 5, time: '00:00' });
    actor.send({ type: 'STOP', now: 0 });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('runs Bruce: 1.7 mph/10 % at 0:00, 2.5/12 at 3:00, 3.4/14 at 6:00, stops itself at 21:00 after stage 7', () => {
    const { actor, spies, view, tick } = startTimer();
    actor.send({ type: 'START', now: performance.now() });
    expect(view()).toEqual({ stage: 1, speed: 1.7, grade: 10, mets: 5, time: '00:00' });
    vi.advanceTimersByTime(3 * MIN - 1);
    tick();
    expect(view()).toEqual({ stage: 1, speed: 1.7, grade: 10, mets: 5, time: '02:59' });
    vi.advanceTimersByTime(1);
    expect(view()).toEqual({ stage: 2, speed: 2.5, grade: 12, mets: 7, time: '03:00' });
    vi.advanceTimersByTime(3 * MIN);
    expect(view()).toEqual({ stage: 3, speed: 3.4, grade: 14, mets: 10, time: '06:00' });
    for (let stage = 4; stage <= 7; stage++) {
      vi.advanceTimersByTime(3 * MIN - 1);
      expect(view().stage).toBe(stage - 1);
      vi.advanceTimersByTime(1);
      expect(view().stage).toBe(stage);
      expect(view().time).toBe(`${String((stage - 1) * 3).padStart(2, '0')}:00`);
    }
    expect(view()).toEqual({ stage: 7, speed: 6, grade: 22, mets: 20, time: '18:00' });
    vi.advanceTimersByTime(3 * MIN - 1);
    expect(actor.getSnapshot().matches('running')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('stopped');
    expect(view().time).toBe('21:00');
    expect(selectResult(actor.getSnapshot())).toEqual({ stage: 7, mets: 20, seconds: 1_260 });
    expect(spies.navigateToResults).toHaveBeenCalledWith({ stage: 7, mets: 20, seconds: 1_260 });
    expect(spies.announceStage.mock.calls.map(([p]) => p.stage)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(spies.persist).toHaveBeenCalledTimes(7);
    expect(spies.clearPersisted).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('runs Ramp through 31 stages of 30 s and stops at 15:30', () => {
    const { actor, view } = startTimer(RAMP);
    actor.send({ type: 'START', now: 0 });
    vi.advanceTimersByTime(6 * 30_000);
    expect(view()).toEqual({ stage: 7, speed: 3, grade: 1, mets: 3, time: '03:00' });
    vi.advanceTimersByTime(15.5 * MIN - 6 * 30_000 - 1);
    expect(view()).toMatchObject({ stage: 31, speed: 3, grade: 25, mets: 13 });
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('stopped');
    expect(view().time).toBe('15:30');
    expect(selectResult(actor.getSnapshot())).toEqual({ stage: 31, mets: 13, seconds: 930 });
  });

  it('ends every protocol after its own last stage', () => {
    for (const protocol of TREADMILL_PROTOCOL_LIST) {
      const { actor } = startTimer(protocol);
      actor.send({ type: 'START', now: 0 });
      vi.advanceTimersByTime(protocolEndMs(protocol) - 1);
      expect(actor.getSnapshot().matches('running')).toBe(true);
      vi.advanceTimersByTime(1);
      const last = protocol.stages[protocol.stages.length - 1]!;
      expect(selectResult(actor.getSnapshot())).toEqual({
        stage: last.stage,
        mets: last.mets,
        seconds: protocolEndMs(protocol) / 1000,
      });
    }
  });

  it('STOP records the stage in progress and its METs, and freezes the clock', () => {
    const { actor, spies, view } = startTimer();
    actor.send({ type: 'START', now: 0 });
    vi.advanceTimersByTime(7.5 * MIN);
    actor.send({ type: 'STOP', now: 7.5 * MIN });
    expect(actor.getSnapshot().value).toBe('stopped');
    expect(view()).toEqual({ stage: 3, speed: 3.4, grade: 14, mets: 10, time: '07:30' });
    expect(spies.navigateToResults).toHaveBeenCalledWith({ stage: 3, mets: 10, seconds: 450 });
    expect(vi.getTimerCount()).toBe(0);
    actor.send({ type: 'TICK', now: 20 * MIN });
    expect(view().time).toBe('07:30');
  });

  it('STOP with a reading past a stage boundary whose timer has not fired yet uses the stage at that reading', () => {
    const { actor } = startTimer();
    actor.send({ type: 'START', now: 0 });
    vi.advanceTimersByTime(7 * MIN);
    actor.send({ type: 'STOP', now: 9 * MIN + 10_000 });
    expect(selectResult(actor.getSnapshot())).toEqual({ stage: 4, mets: 13, seconds: 550 });
  });

  it('catches up with a late TICK and keeps later stage changes on the absolute grid', () => {
    const { actor, spies, view } = startTimer();
    actor.send({ type: 'START', now: 0 });
    actor.send({ type: 'TICK', now: 10 * MIN }); // no timer has run
    expect(view()).toMatchObject({ stage: 4, time: '10:00' });
    expect(spies.announceStage.mock.calls.map(([p]) => p.stage)).toEqual([1, 4]);
    vi.advanceTimersByTime(2 * MIN - 1);
    expect(view().stage).toBe(4);
    vi.advanceTimersByTime(1);
    expect(view()).toMatchObject({ stage: 5, time: '12:00' });
    actor.send({ type: 'TICK', now: 12 * MIN + 5_000 }); // same stage: no re-entry
    expect(spies.announceStage).toHaveBeenCalledTimes(3);
    actor.send({ type: 'TICK', now: 25 * MIN });
    expect(actor.getSnapshot().value).toBe('stopped');
    expect(selectResult(actor.getSnapshot())).toEqual({ stage: 7, mets: 20, seconds: 1_260 });
    expect(view().time).toBe('21:00');
  });

  it('resumes from an elapsed offset at the right stage', () => {
    const { actor, spies, view } = startTimer();
    actor.send({ type: 'START', now: 1_000, resumeFromElapsedMs: 7 * MIN });
    expect(view()).toMatchObject({ stage: 3, time: '07:00' });
    expect(spies.announceStage.mock.calls.map(([p]) => p.stage)).toEqual([3]);
    expect(spies.persist).toHaveBeenLastCalledWith({
      machine: 'treadmill',
      state: 'running',
      elapsedMs: 7 * MIN,
      input: { protocol: BRUCE },
    });
    vi.advanceTimersByTime(2 * MIN);
    expect(view().stage).toBe(4);

    const late = startTimer();
    late.actor.send({ type: 'START', now: 0, resumeFromElapsedMs: 30 * MIN });
    expect(late.actor.getSnapshot().value).toBe('stopped');
    expect(late.spies.announceStage).not.toHaveBeenCalled();
  });

  it('RESET returns to idle at stage 1 from running and from stopped', () => {
    const { actor, spies, view } = startTimer();
    actor.send({ type: 'START', now: 0 });
    vi.advanceTimersByTime(4 * MIN);
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(view()).toMatchObject({ stage: 1, time: '00:00' });
    expect(spies.clearPersisted).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
    actor.send({ type: 'START', now: 0 });
    actor.send({ type: 'STOP', now: 1_000 });
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().context).toMatchObject({
      stageIndex: 0,
      finalStage: null,
      finalMets: null,
      startedAt: null,
      now: null,
    });
  });

  it('keeps a plain-JSON context', () => {
    const { actor } = startTimer(RAMP);
    actor.send({ type: 'START', now: 0 });
    vi.advanceTimersByTime(MIN);
    const context = actor.getSnapshot().context;
    expect(JSON.parse(JSON.stringify(context))).toEqual(context);
  });
});
