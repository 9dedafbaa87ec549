// The alert auto-dismiss machine with fake time, plus path tests generated from it.
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ALERT_DISMISS_MS, alertMachine } from '@machines/alertMachine';
import { afterEventExecutors, sendEventExecutors } from '../support/pathExecutors';
import { allTransitionKeys, keysTakenByPaths } from '../support/machineTransitions';
import { pathTitle, pathsCoveringEveryTransition } from '../support/pathTesting';
import { TestModel } from 'xstate/graph';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { FAKE_DATE_AND_TIMEOUTS, onFakeClocks } from '../support/fakeClock';

onFakeClocks(FAKE_DATE_AND_TIMEOUTS);

const show = (message = 'form submitted') => ({ type: 'SHOW' as const, alertType: 'success' as const, message });

describe('alertMachine', () => {
  it('shows type and message, then removes itself after exactly 3 s', () => {
    const actor = createActor(alertMachine).start();
    actor.send(show());
    expect(actor.getSnapshot().value).toBe('visible');
    expect(actor.getSnapshot().context).toEqual({
      alertType: 'success',
      message: 'form submitted',
      detail: null,
      held: null,
    });
    vi.advanceTimersByTime(ALERT_DISMISS_MS - 1);
    expect(actor.getSnapshot().value).toBe('visible');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it('a new alert replaces the shown one and restarts its 3 s', () => {
    const actor = createActor(alertMachine).start();
    actor.send(show('first'));
    vi.advanceTimersByTime(2000);
    actor.send(show('second'));
    vi.advanceTimersByTime(2000);
    expect(actor.getSnapshot().context.message).toBe('second');
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('CLEAR and DISMISS hide it at once', () => {
    const actor = createActor(alertMachine).start();
    actor.send(show());
    actor.send({ type: 'CLEAR' });
    expect(actor.getSnapshot().value).toBe('hidden');
    actor.send(show());
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('hidden');
  });
});

describe('alertMachine warnings', () => {
  it('a warning stays until the user dismisses it; CLEAR and later successes do not remove it', () => {
    const actor = createActor(alertMachine).start();
    actor.send(show('form submitted'));
    actor.send({ type: 'SHOW', alertType: 'warning', message: 'export a backup' });
    vi.advanceTimersByTime(60_000);
    actor.send({ type: 'CLEAR' });
    actor.send(show('later'));
    expect(actor.getSnapshot().context).toEqual({
      alertType: 'warning',
      message: 'export a backup',
      detail: null,
      held: null,
    });
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('hidden');
  });
});

const warningEvent = { type: 'SHOW' as const, alertType: 'warning' as const, message: 'export a backup' };
const errorEvent = {
  type: 'SHOW' as const,
  alertType: 'error' as const,
  message: 'Init Not complete',
  detail: 'DatabaseUnavailableError',
};

describe('alertMachine: an error is never hidden behind a pinned warning (decision 0071)', () => {
  it('an error shows at once over a pinned warning, with its detail; the warning comes back after its 3 s', () => {
    const actor = createActor(alertMachine).start();
    actor.send(warningEvent);
    actor.send(errorEvent);
    expect(actor.getSnapshot().value).toBe('visible');
    expect(actor.getSnapshot().context).toMatchObject({
      alertType: 'error',
      message: 'Init Not complete',
      detail: 'DatabaseUnavailableError',
    });
    vi.advanceTimersByTime(ALERT_DISMISS_MS);
    expect(actor.getSnapshot().value).toBe('pinned');
    expect(actor.getSnapshot().context).toEqual({
      alertType: 'warning',
      message: 'export a backup',
      detail: null,
      held: null,
    });
  });

  it('dismissing or clearing the error brings the held warning back; it still needs its own dismissal', () => {
    const actor = createActor(alertMachine).start();
    actor.send(warningEvent);
    actor.send(errorEvent);
    actor.send({ type: 'CLEAR' });
    expect(actor.getSnapshot().context.message).toBe('export a backup');
    actor.send(errorEvent);
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('pinned');
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('a success does not cover a pinned warning; a newer warning replaces the held one', () => {
    const actor = createActor(alertMachine).start();
    actor.send(warningEvent);
    actor.send(show('later'));
    expect(actor.getSnapshot().context.message).toBe('export a backup');
    actor.send(errorEvent);
    actor.send({ ...warningEvent, message: 'newer warning' });
    expect(actor.getSnapshot().value).toBe('pinned');
    expect(actor.getSnapshot().context).toEqual({
      alertType: 'warning',
      message: 'newer warning',
      detail: null,
      held: null,
    });
  });
});

describe('alertMachine: leaving the screen', () => {
  it('takes a success or info confirmation away, and leaves an error its 3 s', () => {
    const actor = createActor(alertMachine).start();
    actor.send(show());
    actor.send({ type: 'PAGE_LEFT' });
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context.message).toBeNull();
    actor.send({ type: 'SHOW', alertType: 'info', message: 'copied' });
    actor.send({ type: 'PAGE_LEFT' });
    expect(actor.getSnapshot().value).toBe('hidden');
    actor.send(errorEvent);
    actor.send({ type: 'PAGE_LEFT' });
    expect(actor.getSnapshot().value).toBe('visible');
    expect(actor.getSnapshot().context.alertType).toBe('error');
  });

  it('brings back a warning held aside, and never removes a pinned warning', () => {
    const actor = createActor(alertMachine).start();
    actor.send(warningEvent);
    actor.send({ type: 'PAGE_LEFT' });
    expect(actor.getSnapshot().value).toBe('pinned');
    actor.send(errorEvent);
    vi.advanceTimersByTime(ALERT_DISMISS_MS);
    expect(actor.getSnapshot().value).toBe('pinned');
  });
});

describe('alertMachine paths (xstate/graph)', () => {
  const paths = pathsCoveringEveryTransition(alertMachine, undefined, () => [
    show(),
    warningEvent,
    errorEvent,
    { type: 'PAGE_LEFT' },
  ]);

  it('the generated paths take every transition, including the delayed one', () => {
    expect([...keysTakenByPaths(alertMachine, paths)].sort()).toEqual(allTransitionKeys(alertMachine));
    expect(allTransitionKeys(alertMachine).some((key) => key.includes('xstate.after'))).toBe(true);
  });

  const model = new TestModel(alertMachine as AnyStateMachine, {
    stateMatcher: (snapshot: AnyMachineSnapshot, key: string) => key === '*' || snapshot.matches(key),
  });
  for (const path of paths) {
    it(`path: ${pathTitle(path)}`, async () => {
      const actor = createActor(alertMachine).start();
      await model.testPath(path, {
        events: {
          ...sendEventExecutors(['SHOW', 'DISMISS', 'CLEAR', 'PAGE_LEFT'], (event) => actor.send(event as never)),
          ...afterEventExecutors(alertMachine, (ms) => vi.advanceTimersByTime(ms)),
        },
        states: {
          hidden: () => {
            expect(actor.getSnapshot().context.message).toBeNull();
          },
          visible: () => {
            expect(['form submitted', 'Init Not complete']).toContain(actor.getSnapshot().context.message);
          },
          pinned: () => {
            expect(actor.getSnapshot().context).toMatchObject({ alertType: 'warning', held: null });
          },
        },
      });
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    });
  }
});
