// @vitest-environment jsdom
// The update prompt's machine (decision 0122) with fake time: a new version is offered, applied only on Reload, asked
// about first while work holds it; a step test run holds it from START to its end; the periodic update check.
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { UPDATE_CHECK_MS, appUpdateMachine, heldWork, releasedHolds } from '@machines/appUpdateMachine';
import { stepTestMachine } from '@machines/stepTestMachine';
import { STEP_TEST_PHASES_SECONDS } from '@/calculators/stepTest';
import { timedRunActors } from '@/effects/timedRunActors';
import { onFakeClocks } from '../support/fakeClock';

onFakeClocks();

function updateActor() {
  const applied = vi.fn();
  const checked = vi.fn();
  const actor = createActor(
    appUpdateMachine.provide({ actions: { applyUpdate: applied, checkForUpdate: checked } }),
  ).start();
  return { actor, applied, checked };
}

describe('appUpdateMachine', () => {
  it('offers a new version and applies it on Reload when nothing holds it', () => {
    const { actor, applied } = updateActor();
    expect(actor.getSnapshot().matches('current')).toBe(true);
    actor.send({ type: 'RELOAD' });
    expect(applied).not.toHaveBeenCalled(); // nothing to apply yet
    actor.send({ type: 'UPDATE_READY' });
    expect(actor.getSnapshot().matches({ ready: 'offered' })).toBe(true);
    actor.send({ type: 'RELOAD' });
    expect(actor.getSnapshot().matches('applying')).toBe(true);
    expect(applied).toHaveBeenCalledTimes(1);
  });

  it('asks first while work holds the update; Not now keeps the offer, Reload anyway applies it', () => {
    const { actor, applied } = updateActor();
    actor.send({ type: 'HOLD', hold: 'unsubmittedForm' });
    actor.send({ type: 'UPDATE_READY' });
    actor.send({ type: 'RELOAD' });
    expect(actor.getSnapshot().matches({ ready: 'confirming' })).toBe(true);
    actor.send({ type: 'NOT_NOW' });
    expect(actor.getSnapshot().matches({ ready: 'offered' })).toBe(true);
    actor.send({ type: 'RELOAD' });
    actor.send({ type: 'RELOAD_ANYWAY' });
    expect(applied).toHaveBeenCalledTimes(1);
  });

  it('applies at once once the holders have let go', () => {
    const { actor, applied } = updateActor();
    actor.send({ type: 'HOLD', hold: 'unsubmittedForm' });
    actor.send({ type: 'HOLD', hold: 'unsubmittedForm' });
    actor.send({ type: 'UPDATE_READY' });
    actor.send({ type: 'RELEASE', hold: 'unsubmittedForm' });
    actor.send({ type: 'RELOAD' });
    expect(applied).not.toHaveBeenCalled(); // one form still holds it
    actor.send({ type: 'NOT_NOW' });
    actor.send({ type: 'RELEASE', hold: 'unsubmittedForm' });
    actor.send({ type: 'RELOAD' });
    expect(applied).toHaveBeenCalledTimes(1);
  });

  it('asks the worker for a new version every UPDATE_CHECK_MS once registered, and stops asking once one is ready', () => {
    const { actor, checked } = updateActor();
    vi.advanceTimersByTime(UPDATE_CHECK_MS * 2);
    expect(checked).not.toHaveBeenCalled(); // no worker registered
    actor.send({ type: 'REGISTERED' });
    vi.advanceTimersByTime(UPDATE_CHECK_MS - 1);
    expect(checked).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(checked).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(UPDATE_CHECK_MS);
    expect(checked).toHaveBeenCalledTimes(2);
    actor.send({ type: 'UPDATE_READY' });
    vi.advanceTimersByTime(UPDATE_CHECK_MS * 3);
    expect(checked).toHaveBeenCalledTimes(2);
  });

  it('releasedHolds removes one entry of its kind; heldWork names each kind once', () => {
    expect(releasedHolds(['unsubmittedForm', 'timedRun', 'unsubmittedForm'], 'unsubmittedForm')).toEqual([
      'timedRun',
      'unsubmittedForm',
    ]);
    expect(releasedHolds(['timedRun'], 'unsubmittedForm')).toEqual(['timedRun']);
    expect(heldWork(['unsubmittedForm', 'timedRun', 'unsubmittedForm'])).toEqual(['timedRun', 'unsubmittedForm']);
    expect(heldWork([])).toEqual([]);
  });
});

describe('a step test run holds the update from START to its end', () => {
  it('Reload during the run asks first; after the run it applies', () => {
    const { actor: update, applied } = updateActor();
    const now = () => performance.now();
    const machine = stepTestMachine.provide({
      actors: timedRunActors({
        now,
        wakeLockApi: null,
        whileRunning: () => {
          update.send({ type: 'HOLD', hold: 'timedRun' });
          return () => update.send({ type: 'RELEASE', hold: 'timedRun' });
        },
      }),
    });
    const run = createActor(machine, { input: { sex: 'MALE' } }).start();
    expect(update.getSnapshot().context.holds).toEqual([]);
    run.send({ type: 'START', now: now() });
    expect(update.getSnapshot().context.holds).toEqual(['timedRun']);

    update.send({ type: 'UPDATE_READY' });
    vi.advanceTimersByTime(60_000);
    update.send({ type: 'RELOAD' });
    expect(update.getSnapshot().matches({ ready: 'confirming' })).toBe(true);
    update.send({ type: 'NOT_NOW' });
    expect(applied).not.toHaveBeenCalled();
    expect(run.getSnapshot().matches('running')).toBe(true); // the run goes on

    const { ready, stepping, wait, count } = STEP_TEST_PHASES_SECONDS;
    vi.advanceTimersByTime((ready + stepping + wait + count) * 1000);
    expect(run.getSnapshot().matches('done')).toBe(true);
    expect(update.getSnapshot().context.holds).toEqual([]);
    update.send({ type: 'RELOAD' });
    expect(applied).toHaveBeenCalledTimes(1);
    run.stop();
  });
});
