// The profile/app-state machine: error semantics, refused updates, persistence; plus generated path tests.
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { TestModel } from 'xstate/graph';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { profileMachine } from '@machines/profileMachine';
import { emptyProfile } from '@/profile/profileTypes';
import type { ProfileUpdate } from '@/profile/profileUpdate';
import { allTransitionKeys, keysTakenByPaths } from '../support/machineTransitions';
import { pathTitle, pathsCoveringEveryTransition } from '../support/pathTesting';
import { sendEventExecutors } from '../support/pathExecutors';

const pushups: ProfileUpdate = {
  label: 'Pushups',
  requires: ['sex', 'age'],
  patch: { pushups: { pushups: 30, category: 'very good' } },
};
const demographics: ProfileUpdate = {
  label: 'Demographics',
  requires: [],
  patch: { fname: 'Ada', lname: 'Lovelace', age: 25, sex: 'MALE' },
};

function start(persist = vi.fn()) {
  const machine = profileMachine.provide({ actions: { persistProfile: (_a, params) => persist(params.user) } });
  return createActor(machine, { input: { user: emptyProfile('uid-1') } }).start();
}

describe('profileMachine', () => {
  it('an error sets the message and removes a stale success alert (it is newer); CLEAR_ERROR removes it', () => {
    const actor = start();
    const cleared = vi.fn();
    actor.on('alertCleared', cleared);
    actor.send({ type: 'ERROR', message: 'boom', origin: 'save' });
    expect(cleared).toHaveBeenCalledTimes(1);
    actor.send({ type: 'ERROR', message: 'Age Is Outside Of Acceptable Bounds', origin: 'form' });
    expect(actor.getSnapshot().context.error).toBe('Age Is Outside Of Acceptable Bounds');
    actor.send({ type: 'CLEAR_ERROR' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a step clears only its own error, by origin (never by the words of the message); Dismiss clears any', () => {
    const actor = start();
    actor.send({ type: 'ERROR', message: 'The session was not saved: storage full.', origin: 'save' });
    actor.send({ type: 'CLEAR_ERROR', origin: 'roster' });
    expect(actor.getSnapshot().context.error).toBe('The session was not saved: storage full.');
    actor.send({ type: 'CLEAR_ERROR', origin: 'save' });
    expect(actor.getSnapshot().context).toMatchObject({ error: null, errorOrigin: null });
    // The same words from another step are that step's: a save does not clear them.
    actor.send({ type: 'ERROR', message: 'The session was not saved: storage full.', origin: 'edit' });
    actor.send({ type: 'CLEAR_ERROR', origin: 'save' });
    expect(actor.getSnapshot().context.errorOrigin).toBe('edit');
    actor.send({ type: 'CLEAR_ERROR' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('refuses an update that needs sex and age first, naming what is missing, and changes nothing', () => {
    const persist = vi.fn();
    const actor = start(persist);
    const cleared = vi.fn();
    actor.on('alertCleared', cleared);
    actor.send({ type: 'UPDATE', update: pushups });
    expect(actor.getSnapshot().context.user.pushups).toBeNull();
    expect(actor.getSnapshot().context.error).toBe(
      'Pushups needs your sex and age first. Please fill out the Demographic Form.',
    );
    // The refusal is newer than any success alert on screen, so that alert goes.
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(persist).not.toHaveBeenCalled();
  });

  it("uses the specification's own message where it has one (waist needs sex)", () => {
    const actor = start();
    actor.send({
      type: 'UPDATE',
      update: {
        label: 'Waist',
        requires: ['sex'],
        patch: {},
        missingMessage: 'Sex is required before waist circumference can be calculated',
      },
    });
    expect(actor.getSnapshot().context.error).toBe('Sex is required before waist circumference can be calculated');
  });

  it('a successful update stores the patch, clears the error and the alert, and persists', () => {
    const persist = vi.fn();
    const actor = start(persist);
    const cleared = vi.fn();
    actor.on('alertCleared', cleared);
    actor.send({ type: 'ERROR', message: 'boom', origin: 'save' });
    actor.send({ type: 'UPDATE', update: demographics });
    actor.send({ type: 'UPDATE', update: pushups });
    const { context } = actor.getSnapshot();
    expect(context.user).toMatchObject({
      fname: 'Ada',
      age: 25,
      uid: 'uid-1',
      pushups: { pushups: 30, category: 'very good' },
    });
    expect(context.error).toBeNull();
    expect(cleared).toHaveBeenCalledTimes(3); // the error, then each successful update
    expect(persist).toHaveBeenLastCalledWith(
      expect.objectContaining({ pushups: { pushups: 30, category: 'very good' } }),
    );
  });

  it('an update can never replace the uid', () => {
    const actor = start();
    actor.send({ type: 'UPDATE', update: { label: 'x', requires: [], patch: { uid: 'other' } } });
    expect(actor.getSnapshot().context.user.uid).toBe('uid-1');
  });

  it('remembers the unit preference', () => {
    const persist = vi.fn();
    const actor = start(persist);
    actor.send({ type: 'SET_PREFERS_METRIC', prefersMetric: false });
    expect(actor.getSnapshot().context.user.prefers_metric).toBe(false);
    expect(persist).toHaveBeenLastCalledWith(expect.objectContaining({ prefers_metric: false }));
  });
});

describe('REPLACE_PROFILE (another client opened, decision 0080)', () => {
  it('replaces the whole profile, clears the error and persists it', () => {
    const persist = vi.fn();
    const actor = start(persist);
    actor.send({ type: 'ERROR', message: 'boom', origin: 'save' });
    const sam = { ...emptyProfile('uid-sam'), fname: 'Sam' };
    actor.send({ type: 'REPLACE_PROFILE', user: sam });
    expect(actor.getSnapshot().context.user).toEqual(sam);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(persist).toHaveBeenLastCalledWith(sam);
  });
});

describe('profileMachine external changes', () => {
  it("another tab's profile is shown and not written again", () => {
    const persist = vi.fn();
    const actor = start(persist);
    actor.send({ type: 'EXTERNAL_CHANGE', user: { ...emptyProfile('uid-1'), restingHR: 58 } });
    expect(actor.getSnapshot().context.user.restingHR).toBe(58);
    expect(persist).not.toHaveBeenCalled();
  });
});

describe('profileMachine paths (xstate/graph)', () => {
  const input = { user: emptyProfile('uid-1') };
  const events = () => [
    { type: 'ERROR', message: 'boom', origin: 'save' },
    { type: 'CLEAR_ERROR' },
    { type: 'CLEAR_ERROR', origin: 'roster' },
    { type: 'UPDATE', update: pushups },
    { type: 'UPDATE', update: demographics },
    { type: 'SET_PREFERS_METRIC', prefersMetric: false },
    { type: 'REPLACE_PROFILE', user: { ...emptyProfile('uid-2'), fname: 'Sam' } },
    { type: 'EXTERNAL_CHANGE', user: { ...emptyProfile('uid-1'), restingHR: 58 } },
  ];
  const paths = pathsCoveringEveryTransition(profileMachine, input, events);

  it('the generated paths take every transition (accepted and refused updates)', () => {
    expect([...keysTakenByPaths(profileMachine, paths)].sort()).toEqual(allTransitionKeys(profileMachine));
  });

  const model = new TestModel(profileMachine as AnyStateMachine, {
    stateMatcher: (_s: AnyMachineSnapshot, key: string) => key === '*',
  });
  for (const path of paths) {
    it(`path: ${pathTitle(path)}`, async () => {
      const actor = createActor(profileMachine, { input }).start();
      await model.testPath(path, {
        events: sendEventExecutors(
          ['ERROR', 'CLEAR_ERROR', 'UPDATE', 'SET_PREFERS_METRIC', 'REPLACE_PROFILE', 'EXTERNAL_CHANGE'],
          (e) => actor.send(e as never),
        ),
        states: {},
      });
      expect(actor.getSnapshot().context).toEqual(path.state.context);
    });
  }
});
