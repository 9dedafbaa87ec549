// The equipment store: UPDATE / ERROR semantics of spec §4, persistence, and generated paths.
import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { TestModel } from 'xstate/graph';
import { equipmentMachine } from '@machines/equipmentMachine';
import { EQUIPMENT_KEYS, emptyEquipment } from '@/domain/equipment';
import { allTransitionKeys, keysTakenByPaths } from '../support/machineTransitions';
import { pathTitle, pathsCoveringEveryTransition } from '../support/pathTesting';
import { sendEventExecutors } from '../support/pathExecutors';

describe('equipmentMachine', () => {
  it('starts with every item null', () => {
    const actor = createActor(equipmentMachine, { input: {} }).start();
    expect(Object.keys(actor.getSnapshot().context.equipment).sort()).toEqual([...EQUIPMENT_KEYS].sort());
    expect(Object.values(actor.getSnapshot().context.equipment).every((v) => v === null)).toBe(true);
  });

  it('ERROR sets the error; UPDATE sets equipment and clears the error', () => {
    const persist = vi.fn();
    const actor = createActor(
      equipmentMachine.provide({ actions: { persistEquipment: (_a, p) => persist(p.equipment) } }),
      { input: {} },
    ).start();
    actor.send({ type: 'ERROR', message: 'oops' });
    expect(actor.getSnapshot().context.error).toBe('oops');
    actor.send({ type: 'UPDATE', equipment: { stopwatch: true, metronome: false } });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.equipment).toEqual({ ...emptyEquipment(), stopwatch: true, metronome: false });
    expect(persist).toHaveBeenLastCalledWith({ ...emptyEquipment(), stopwatch: true, metronome: false });
  });

  it('ignores keys and values it does not know', () => {
    const actor = createActor(equipmentMachine, { input: {} }).start();
    actor.send({ type: 'UPDATE', equipment: { bogus: true, stopwatch: 'yes' } as never });
    expect(actor.getSnapshot().context.equipment).toEqual(emptyEquipment());
  });
});

describe('equipmentMachine paths (xstate/graph)', () => {
  const events = () => [
    { type: 'UPDATE', equipment: { stopwatch: true } },
    { type: 'ERROR', message: 'x' },
    { type: 'EXTERNAL_CHANGE', equipment: { ...emptyEquipment(), treadmill: true } },
  ];
  const paths = pathsCoveringEveryTransition(equipmentMachine, undefined, events);
  it('take every transition', () => {
    expect([...keysTakenByPaths(equipmentMachine, paths)].sort()).toEqual(allTransitionKeys(equipmentMachine));
  });
  const model = new TestModel(equipmentMachine as AnyStateMachine, {
    stateMatcher: (_s: AnyMachineSnapshot, k: string) => k === '*',
  });
  for (const path of paths) {
    it(`path: ${pathTitle(path)}`, async () => {
      const actor = createActor(equipmentMachine, { input: {} }).start();
      await model.testPath(path, {
        events: sendEventExecutors(['UPDATE', 'ERROR', 'EXTERNAL_CHANGE'], (e) => actor.send(e as never)),
        states: {},
      });
      expect(actor.getSnapshot().context).toEqual(path.state.context);
    });
  }
});
