// Model-based path tests of the group test machine (decision 0154): choose clients and a test, enter rows,
// each row validated with the test form's own builder, save partial (the valid rows only; an invalid one named), and
// resume after a reload from the kept draft. The invoked actors are promises the executors settle, so every path runs
// its loads and saves for real; the draft kept after every step is checked too.
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { TestModel } from 'xstate/graph';
import { batteryStep, draftOf } from '@machines/groupDrafts';
import { groupTestMachine } from '@machines/groupTestMachine';
import { rowView, type GroupClient } from '@machines/groupRows';
import { rowsToSave, saveReportText } from '@machines/groupSaves';
import { type GroupBattery } from '@/profile/batteries';
import { type GroupDraft } from '@/profile/groupTests';
import { type GroupSaveInput, type GroupSaveOutcome, type GroupTestContext } from '@machines/groupTestTypes';
import type { ClientSummary } from '@/clients/clientTypes';
import { emptyProfile, type UserProfile } from '@/profile/profileTypes';
import { PUSHUPS_MESSAGE } from '@/profile/builders/pushupsUpdate';
import { classifyPushups } from '@/norms/classifiers';
import { allTransitionKeys, keysTakenByPaths } from '../support/machineTransitions';
import { inputOfPath, pathTitle, pathsCoveringEveryTransition } from '../support/pathTesting';
import { type ModelStep } from '../support/modelPath';
import { heldPromises } from '../support/heldPromises';
import { sameAsModel } from '../support/actorTransitions';

function profile(id: string, fname: string, age: number, sex: 'MALE' | 'FEMALE'): UserProfile {
  return {
    ...emptyProfile(id),
    sessionId: `${id}-today`,
    sessionStartedAt: '2026-03-01T09:00:00.000Z',
    fname,
    lname: null,
    age,
    sex,
  };
}
const PROFILES: Record<string, GroupClient> = {
  a: { clientId: 'a', name: 'Alex', profile: profile('a', 'Alex', 34, 'MALE') },
  b: { clientId: 'b', name: 'Bea', profile: profile('b', 'Bea', 75, 'FEMALE') },
};
const summary = (id: string, name: string, archived = false): ClientSummary => ({
  id,
  name,
  archived,
  age: null,
  sex: null,
  sessionCount: 1,
  lastTestDate: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const ROSTER = [summary('a', 'Alex'), summary('b', 'Bea'), summary('z', 'Zed', true)];
const LOAD_FAILURE = new Error('The client list could not be read.');
const SAVE_FAILURE = new Error('The clients database could not be opened.');
/** What another tab kept: Bea's invalid count typed there. */
const OTHER_TAB: GroupDraft = {
  clientIds: ['a', 'b'],
  testKey: 'pushups',
  texts: { a: {}, b: { pushups: '1000' } },
  saved: {},
  started: true,
  day: '2026-03-01',
};
/** A battery of two grid tests (decision 0138). */
const BATTERY: GroupBattery = { id: 'b1', name: 'Check', tests: ['pushups', 'sitAndReach'] };
const DRAFT: GroupDraft = {
  clientIds: ['a', 'b'],
  testKey: 'pushups',
  texts: { a: { pushups: '30' } },
  saved: {},
  started: true,
  day: '2026-03-01',
};
const TODAY = '2026-03-01';
/** A grid kept on an earlier day: Alex saved there, Bea typed and never saved. */
const EARLIER_DRAFT: GroupDraft = {
  clientIds: ['a', 'b'],
  testKey: 'pushups',
  texts: { a: { pushups: '28' }, b: { pushups: '9' } },
  saved: { a: { pushups: '28' } },
  started: true,
  day: '2026-01-18',
};

function modelEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  const context = snapshot.context as GroupTestContext;
  const loaded = context.chosen.flatMap((id) => (PROFILES[id] ? [PROFILES[id]] : []));
  const saved: GroupSaveOutcome[] = rowsToSave(context).map((row) => ({
    clientId: row.clientId,
    ok: true,
    user: row.profile,
  }));
  // One sample per event type (the helper sends a bare event for a type without one); entries only of the two
  // texts a path needs (a valid count for Alex, an invalid one for Bea), so the graph stays small.
  return [
    { type: 'ROSTER', clients: ROSTER } as EventObject,
    { type: 'TOGGLE_CLIENT', clientId: 'a' } as EventObject,
    { type: 'CHOOSE_ALL_ACTIVE' },
    { type: 'CLEAR_CHOICE' },
    { type: 'CHOOSE_TEST', testKey: 'pushups' } as EventObject,
    { type: 'CHOOSE_BATTERY', battery: BATTERY } as EventObject,
    { type: 'NEXT_TEST' },
    { type: 'START' },
    { type: 'RESUME' },
    { type: 'xstate.done.actor.0.groupTest.loading', output: loaded } as EventObject,
    { type: 'xstate.error.actor.0.groupTest.loading', error: LOAD_FAILURE } as EventObject,
    context.rows.some((row) => row.clientId === 'b' && row.texts.pushups !== '1000')
      ? ({ type: 'ENTER', clientId: 'b', field: 'pushups', text: '1000' } as EventObject)
      : ({ type: 'ENTER', clientId: 'a', field: 'pushups', text: '30' } as EventObject),
    { type: 'SAVE' },
    { type: 'BACK' },
    { type: 'DRAFT_CHANGED', draft: OTHER_TAB } as EventObject,
    { type: 'FILL_IN', texts: { a: { pushups: '30' } } } as EventObject,
    { type: 'xstate.done.actor.0.groupTest.saving', output: saved } as EventObject,
    { type: 'xstate.error.actor.0.groupTest.saving', error: SAVE_FAILURE } as EventObject,
    { type: 'FORGET_EARLIER', day: EARLIER_DRAFT.day, testKey: 'pushups' } as EventObject,
  ];
}

function harness(input: object) {
  const { hold, settle, pending } = heldPromises();
  const drafts: GroupDraft[] = [];
  const forgotten: { day: string; testKey: string }[] = [];
  const actor = createActor(
    groupTestMachine.provide({
      actors: { loadClients: hold('loadClients') as never, saveRows: hold('saveRows') as never },
      actions: {
        persistDraft: (_, draft) => {
          drafts.push(draft);
        },
        forgetEarlier: (_, which) => {
          forgotten.push(which);
        },
      },
    }),
    { input: { today: TODAY, ...input } as never },
  ).start();
  return { actor, settle, pending, drafts, forgotten };
}

const graphMachine = groupTestMachine as unknown as AnyStateMachine;
const paths = pathsCoveringEveryTransition(graphMachine, { today: TODAY }, modelEvents, {
  moreInputs: [
    { today: TODAY, draft: DRAFT },
    { today: TODAY, draft: EARLIER_DRAFT },
  ],
});
const model = new TestModel(graphMachine, { stateMatcher: (s: AnyMachineSnapshot, key: string) => s.matches(key) });

describe('groupTestMachine paths (xstate/graph)', () => {
  it('the paths take every transition the machine defines', () => {
    expect([...keysTakenByPaths(graphMachine, paths)].sort()).toEqual(allTransitionKeys(graphMachine));
  });

  for (const path of paths) {
    const input = inputOfPath(path) as { draft?: GroupDraft };
    const from = input.draft
      ? input.draft.day === TODAY
        ? ' (from a kept grid)'
        : ' (from an earlier day’s grid)'
      : '';
    it(`path: ${pathTitle(path)}${from}`, async () => {
      const h = harness(input);
      const executors: Record<string, (step: ModelStep) => Promise<void> | void> = {
        'xstate.done.actor.0.groupTest.loading': (step) =>
          h.settle('loadClients', { ok: true, value: (step.event as unknown as { output: unknown }).output }),
        'xstate.error.actor.0.groupTest.loading': (step) =>
          h.settle('loadClients', { ok: false, error: (step.event as unknown as { error: unknown }).error }),
        'xstate.done.actor.0.groupTest.saving': (step) =>
          h.settle('saveRows', { ok: true, value: (step.event as unknown as { output: unknown }).output }),
        'xstate.error.actor.0.groupTest.saving': (step) =>
          h.settle('saveRows', { ok: false, error: (step.event as unknown as { error: unknown }).error }),
      };
      for (const type of [
        'ROSTER',
        'TOGGLE_CLIENT',
        'CHOOSE_ALL_ACTIVE',
        'CLEAR_CHOICE',
        'CHOOSE_TEST',
        'CHOOSE_BATTERY',
        'NEXT_TEST',
        'START',
        'RESUME',
        'ENTER',
        'SAVE',
        'BACK',
        'FILL_IN',
      ]) {
        executors[type] = (step) => {
          h.actor.send(step.event as never);
        };
      }
      executors.FORGET_EARLIER = (step) => {
        h.actor.send(step.event as never);
        // Deleted where it is kept, and no longer shown.
        expect(h.forgotten.at(-1)).toEqual({ day: EARLIER_DRAFT.day, testKey: 'pushups' });
        expect(h.actor.getSnapshot().context.earlier).toEqual([]);
      };
      executors.DRAFT_CHANGED = (step) => {
        const before = h.actor.getSnapshot().context.rows;
        h.actor.send(step.event as never);
        // The other tab wrote what is kept now.
        if (h.actor.getSnapshot().context.rows !== before) h.drafts.push(OTHER_TAB);
      };
      await model.testPath(path, {
        events: executors,
        states: {
          '*': (expected) => {
            const actual = sameAsModel(h.actor, expected);
            // What is kept is always the grid as it is now: a reload resumes exactly this.
            const last = h.drafts.at(-1);
            if (last) expect(last.texts).toEqual(draftOf(actual.context, last.started).texts);
            // Nothing of another day is ever in the grid or kept as today's: Bea's 9 of January is not an entry.
            if (last) expect(last.day).toBe(TODAY);
            for (const row of actual.context.rows) expect(row.texts).not.toEqual({ pushups: '9' });
          },
          loading: () => {
            expect(h.pending.get('loadClients')?.input).toEqual({ clientIds: h.actor.getSnapshot().context.chosen });
          },
          saving: () => {
            // Only valid rows not saved yet are written; an invalid row never reaches the save.
            const input = h.pending.get('saveRows')?.input as GroupSaveInput;
            expect(input.rows.map((r) => r.clientId)).not.toContain('b');
            expect(input.rows.length).toBeGreaterThan(0);
          },
        },
      });
      h.actor.stop();
    });
  }
});

describe('groupTestMachine rows', () => {
  async function grid() {
    const h = harness({});
    h.actor.send({ type: 'ROSTER', clients: ROSTER });
    h.actor.send({ type: 'CHOOSE_ALL_ACTIVE' });
    expect(h.actor.getSnapshot().context.chosen).toEqual(['a', 'b']); // the archived client is not active
    h.actor.send({ type: 'START' });
    await h.settle('loadClients', { ok: true, value: [PROFILES.a, PROFILES.b] });
    return h;
  }
  const views = (h: Awaited<ReturnType<typeof grid>>) =>
    h.actor.getSnapshot().context.rows.map((row) => rowView('pushups', row));

  it("validates each row with the form's own message and classifies a valid row as the single-client result is", async () => {
    const h = await grid();
    h.actor.send({ type: 'ENTER', clientId: 'a', field: 'pushups', text: '2.5' });
    expect(views(h)[0]).toMatchObject({ status: 'invalid', message: PUSHUPS_MESSAGE, category: null });
    h.actor.send({ type: 'ENTER', clientId: 'a', field: 'pushups', text: '30' });
    const view = views(h)[0]!;
    expect(view.status).toBe('valid');
    expect(view.category?.toLowerCase()).toBe(classifyPushups('MALE', 34, 30));
    expect(view.level).toBeGreaterThanOrEqual(1);
  });

  it("says why a valid row has no category (the norms' age window)", async () => {
    const h = await grid();
    h.actor.send({ type: 'ENTER', clientId: 'b', field: 'pushups', text: '12' });
    const view = views(h)[1]!;
    expect(view).toMatchObject({ status: 'valid', category: null, level: null });
    expect(view.noCategory).toMatch(/norms cover ages .*there is no category at age 75/);
  });

  it('a row refused for missing demographics says what is missing, as the form would', async () => {
    const h = harness({});
    h.actor.send({ type: 'ROSTER', clients: ROSTER });
    h.actor.send({ type: 'TOGGLE_CLIENT', clientId: 'a' });
    h.actor.send({ type: 'START' });
    await h.settle('loadClients', {
      ok: true,
      value: [{ ...PROFILES.a, profile: { ...PROFILES.a!.profile, age: null } }],
    });
    h.actor.send({ type: 'ENTER', clientId: 'a', field: 'pushups', text: '30' });
    expect(views(h)[0]).toMatchObject({
      status: 'refused',
      message: 'Pushups needs your age first. Please fill out the Demographic Form.',
    });
  });

  it('saves partially and names the row that needs attention; a failed save keeps its row unsaved', async () => {
    const h = await grid();
    h.actor.send({ type: 'ENTER', clientId: 'a', field: 'pushups', text: '30' });
    h.actor.send({ type: 'ENTER', clientId: 'b', field: 'pushups', text: '1000' });
    h.actor.send({ type: 'SAVE' });
    const input = h.pending.get('saveRows')?.input as GroupSaveInput;
    expect(input).toEqual({ testKey: 'pushups', rows: [{ clientId: 'a', texts: { pushups: '30' } }] });
    await h.settle('saveRows', { ok: true, value: [{ clientId: 'a', ok: true, user: PROFILES.a!.profile }] });
    const { report } = h.actor.getSnapshot().context;
    expect(saveReportText(report!)).toBe(`Saved 1 result; 1 row needs attention: Bea (${PUSHUPS_MESSAGE})`);
    expect(views(h).map((v) => v.status)).toEqual(['saved', 'invalid']);
    // Nothing left to save until a row changes.
    h.actor.send({ type: 'SAVE' });
    expect(h.actor.getSnapshot().value).toBe('entering');
    h.actor.send({ type: 'ENTER', clientId: 'b', field: 'pushups', text: '12' });
    h.actor.send({ type: 'SAVE' });
    await h.settle('saveRows', {
      ok: true,
      value: [{ clientId: 'b', ok: false, message: 'The session was not saved: the disk is full.' }],
    });
    expect(saveReportText(h.actor.getSnapshot().context.report!)).toBe(
      'Saved 0 results; 1 row needs attention: Bea (The session was not saved: the disk is full.)',
    );
    expect(views(h)[1]).toMatchObject({ status: 'valid', message: 'The session was not saved: the disk is full.' });
  });

  it('resumes after a reload: a second actor made from the kept draft reopens the grid with every row typed', async () => {
    const h = await grid();
    h.actor.send({ type: 'ENTER', clientId: 'a', field: 'pushups', text: '30' });
    h.actor.send({ type: 'ENTER', clientId: 'b', field: 'pushups', text: '7' });
    const kept = h.drafts.at(-1)!;
    h.actor.stop();
    const again = harness({ draft: JSON.parse(JSON.stringify(kept)) as GroupDraft });
    again.actor.send({ type: 'RESUME' });
    expect(again.actor.getSnapshot().value).toBe('loading');
    await again.settle('loadClients', { ok: true, value: [PROFILES.a, PROFILES.b] });
    expect(again.actor.getSnapshot().context.rows.map((r) => r.texts)).toEqual([{ pushups: '30' }, { pushups: '7' }]);
  });

  it("another tab's change to the same grid reaches this one; a change to another grid does not", async () => {
    const h = await grid();
    h.actor.send({ type: 'DRAFT_CHANGED', draft: { ...DRAFT, texts: { a: { pushups: '44' } } } });
    expect(h.actor.getSnapshot().context.rows.map((r) => r.texts)).toEqual([{ pushups: '44' }, {}]);
    h.actor.send({
      type: 'DRAFT_CHANGED',
      draft: { ...DRAFT, testKey: 'sitAndReach', texts: { a: { sitAndReach: '30' } } },
    });
    expect(h.actor.getSnapshot().context.rows[0]?.texts).toEqual({ pushups: '44' });
  });

  it("a group timer's FILL_IN fills the named rows as if typed, keeps the other fields and rows, and is kept", async () => {
    const h = await grid();
    h.actor.send({ type: 'ENTER', clientId: 'b', field: 'pushups', text: '12' });
    h.actor.send({ type: 'FILL_IN', texts: { a: { pushups: '31' } } });
    expect(h.actor.getSnapshot().context.rows.map((r) => r.texts)).toEqual([{ pushups: '31' }, { pushups: '12' }]);
    expect(views(h)[0]?.status).toBe('valid');
    expect(h.drafts.at(-1)?.texts).toEqual({ a: { pushups: '31' }, b: { pushups: '12' } });
  });

  it('BACK keeps what was typed for the clients still chosen', async () => {
    const h = await grid();
    h.actor.send({ type: 'ENTER', clientId: 'a', field: 'pushups', text: '30' });
    h.actor.send({ type: 'BACK' });
    h.actor.send({ type: 'START' });
    await h.settle('loadClients', { ok: true, value: [PROFILES.a, PROFILES.b] });
    expect(h.actor.getSnapshot().context.rows[0]?.texts).toEqual({ pushups: '30' });
  });

  it('a battery walks the grid test by test: its first test, then the next, each saved by its own Save', async () => {
    const h = harness({});
    h.actor.send({ type: 'ROSTER', clients: ROSTER });
    h.actor.send({ type: 'CHOOSE_TEST', testKey: 'sitAndReach' });
    h.actor.send({ type: 'CHOOSE_BATTERY', battery: { ...BATTERY, tests: [] } }); // no grid test: refused
    expect(h.actor.getSnapshot().context).toMatchObject({ battery: null, testKey: 'sitAndReach' });
    h.actor.send({ type: 'CHOOSE_BATTERY', battery: BATTERY });
    expect(h.actor.getSnapshot().context.testKey).toBe('pushups');
    h.actor.send({ type: 'CHOOSE_ALL_ACTIVE' });
    h.actor.send({ type: 'START' });
    await h.settle('loadClients', { ok: true, value: [PROFILES.a, PROFILES.b] });
    expect(batteryStep(h.actor.getSnapshot().context)).toEqual({ place: 1, count: 2, next: 'sitAndReach' });
    h.actor.send({ type: 'ENTER', clientId: 'a', field: 'pushups', text: '30' });
    h.actor.send({ type: 'SAVE' });
    await h.settle('saveRows', { ok: true, value: [{ clientId: 'a', ok: true, user: PROFILES.a!.profile }] });
    h.actor.send({ type: 'NEXT_TEST' });
    expect(h.actor.getSnapshot().context.testKey).toBe('sitAndReach');
    expect(batteryStep(h.actor.getSnapshot().context)).toEqual({ place: 2, count: 2, next: null });
    expect(h.drafts.at(-1)?.testKey).toBe('sitAndReach');
    h.actor.send({ type: 'ENTER', clientId: 'b', field: 'sitAndReach', text: '20' });
    h.actor.send({ type: 'SAVE' });
    expect(h.pending.get('saveRows')?.input).toEqual({
      testKey: 'sitAndReach',
      rows: [{ clientId: 'b', texts: { sitAndReach: '20' } }],
    });
    await h.settle('saveRows', { ok: true, value: [{ clientId: 'b', ok: true, user: PROFILES.b!.profile }] });
    h.actor.send({ type: 'NEXT_TEST' }); // the last test: nothing next
    expect(h.actor.getSnapshot().context.testKey).toBe('sitAndReach');
    h.actor.send({ type: 'BACK' });
    h.actor.send({ type: 'CHOOSE_TEST', testKey: 'pushups' });
    expect(h.actor.getSnapshot().context.battery).toBeNull();
  });

  it("a grid kept on an earlier day is not resumed: the choice stays, its saved rows are not today's, its rows not saved are apart and dated", async () => {
    const h = harness({ draft: EARLIER_DRAFT, earlier: [] });
    h.actor.send({ type: 'RESUME' });
    const { context } = h.actor.getSnapshot();
    expect(h.actor.getSnapshot().value).toBe('choosing');
    expect(context).toMatchObject({ chosen: ['a', 'b'], testKey: 'pushups', kept: {}, keptSaved: {} });
    expect(context.earlier).toEqual([{ ...EARLIER_DRAFT, texts: { b: { pushups: '9' } }, saved: {}, started: false }]);
    h.actor.send({ type: 'START' });
    await h.settle('loadClients', { ok: true, value: [PROFILES.a, PROFILES.b] });
    // Every cell empty and nothing "Saved": a save writes exactly what is typed today.
    expect(views(h).map((v) => v.status)).toEqual(['empty', 'empty']);
    expect(h.drafts.at(-1)).toMatchObject({ texts: { a: {}, b: {} }, saved: {}, day: TODAY });
    // Another tab's grid of another day does not reach this one.
    h.actor.send({ type: 'DRAFT_CHANGED', draft: { ...EARLIER_DRAFT, texts: { a: { pushups: '40' } } } });
    expect(h.actor.getSnapshot().context.rows.map((r) => r.texts)).toEqual([{}, {}]);
  });

  it('an earlier grid whose rows were all saved leaves nothing apart; an undated one (an earlier build) is not today’s', () => {
    const saved = harness({ draft: { ...EARLIER_DRAFT, saved: EARLIER_DRAFT.texts } });
    expect(saved.actor.getSnapshot().context.earlier).toEqual([]);
    expect(saved.actor.getSnapshot().context.kept).toEqual({});
    const undated = harness({ draft: { ...DRAFT, day: '' } });
    expect(undated.actor.getSnapshot().context.earlier.map((d) => d.texts)).toEqual([{ a: { pushups: '30' } }]);
    undated.actor.send({ type: 'RESUME' });
    expect(undated.actor.getSnapshot().value).toBe('choosing');
  });

  it("rows and the choice are in the Clients list's order (by name), not the order ticked or loaded", async () => {
    const h = harness({});
    const roster = [summary('z1', 'Zoe'), summary('m1', 'mia'), summary('a1', 'Ann')];
    h.actor.send({ type: 'ROSTER', clients: roster });
    for (const id of ['z1', 'm1', 'a1']) h.actor.send({ type: 'TOGGLE_CLIENT', clientId: id });
    expect(h.actor.getSnapshot().context.chosen).toEqual(['a1', 'm1', 'z1']);
    h.actor.send({ type: 'CLEAR_CHOICE' });
    h.actor.send({ type: 'CHOOSE_ALL_ACTIVE' });
    expect(h.actor.getSnapshot().context.chosen).toEqual(['a1', 'm1', 'z1']);
    h.actor.send({ type: 'START' });
    const row = (id: string, name: string) => ({ clientId: id, name, profile: profile(id, name, 30, 'MALE') });
    await h.settle('loadClients', { ok: true, value: [row('z1', 'Zoe'), row('a1', 'Ann'), row('m1', 'mia')] });
    expect(h.actor.getSnapshot().context.rows.map((r) => r.name)).toEqual(['Ann', 'mia', 'Zoe']);
  });

  it('a reload mid-battery comes back with the battery when it holds the kept test, else without it', () => {
    const kept = { ...DRAFT, testKey: 'sitAndReach' as const };
    const resumed = harness({ draft: kept, battery: BATTERY });
    expect(batteryStep(resumed.actor.getSnapshot().context)).toEqual({ place: 2, count: 2, next: null });
    const other = harness({ draft: { ...DRAFT, testKey: 'bloodPressure' as const }, battery: BATTERY });
    expect(other.actor.getSnapshot().context.battery).toBeNull();
    resumed.actor.stop();
    other.actor.stop();
  });
});
