// The day rule as an invariant (decision 0172): no record dated an earlier day changes, except by Edit from the
// history. A seeded random walk (fast-check) of 2,000 sequences of a coach's steps over 2 clients and 3 days drives the
// real records machine, with the real Save / Update dialog machine as its child, on fake time; the machine's effects
// are an in-memory model of the app's: the sessions store (a save adds the open session's record, an update finds it
// by its record id and keeps its date, as saveOpenSession does), each client's stored session, the set-aside entries
// and the profile (the app tells the machine SESSION_OPENED whenever another client or session opens, as
// recordsActor.ts does). After every step: every record of an earlier day is as it was (unless the step edited it on
// purpose), nothing entered is lost, and after any step that checks the day the open session is never one saved on
// an earlier day.
import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { createActor, fromCallback, fromPromise, type Actor } from 'xstate';
import { recordsMachine, type SaveEditInput } from '@machines/recordsMachine';
import { saveConfirmMachine } from '@machines/saveConfirmMachine';
import { continuesSession, localDay } from '@/profile/sessionStart';
import { FAKE_DATE_AND_TIMEOUTS, onFakeClocks } from '../support/fakeClock';

const CLIENTS = ['sam', 'kim'] as const;
type ClientId = (typeof CLIENTS)[number];
const LAST_DAY = 3;

interface StoredRecord {
  readonly key: number;
  readonly clientId: ClientId;
  readonly recordId: string;
  readonly date: string;
  readonly pushups: number | null;
  readonly name: string;
  /** Every write stamps it, as saveOpenSession does: a record written again is a record changed. */
  readonly updatedAt: string;
}

/** A client's open session, as the profile (or the client's stored profile) holds it. */
interface Session {
  readonly clientId: ClientId;
  readonly sessionId: string;
  readonly pushups: number | null;
}

/** The app's state outside the machine: what storage and the profile hold. */
interface World {
  records: Map<number, StoredRecord>;
  open: Session;
  stored: Map<ClientId, Session>;
  names: Map<ClientId, string>;
  setAside: Session[];
  nextId: number;
  nextKey: number;
}

type Step =
  | { kind: 'enter'; pushups: number }
  | { kind: 'save' }
  | { kind: 'openSaveDialog' }
  | { kind: 'confirm' }
  | { kind: 'newSession' }
  | { kind: 'open'; client: ClientId }
  | { kind: 'rename'; client: ClientId }
  | { kind: 'reload' }
  | { kind: 'nextDayPageOpen' }
  | { kind: 'nextDayAsleep' }
  | { kind: 'visible' }
  | { kind: 'laterToday' }
  | { kind: 'editPast'; pick: number; pushups: number };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('enter' as const), pushups: fc.integer({ min: 0, max: 99 }) }),
  fc.constant({ kind: 'save' as const }),
  fc.constant({ kind: 'openSaveDialog' as const }),
  fc.constant({ kind: 'confirm' as const }),
  fc.constant({ kind: 'newSession' as const }),
  fc.record({ kind: fc.constant('open' as const), client: fc.constantFrom(...CLIENTS) }),
  fc.record({ kind: fc.constant('rename' as const), client: fc.constantFrom(...CLIENTS) }),
  fc.constant({ kind: 'reload' as const }),
  fc.constant({ kind: 'nextDayPageOpen' as const }),
  fc.constant({ kind: 'nextDayAsleep' as const }),
  fc.constant({ kind: 'visible' as const }),
  fc.constant({ kind: 'laterToday' as const }),
  fc.record({
    kind: fc.constant('editPast' as const),
    pick: fc.nat(),
    pushups: fc.integer({ min: 0, max: 99 }),
  }),
);

const DAY_ONE = new Date(2026, 0, 10, 9, 0);
const dayOf = (at: Date) =>
  Math.round((new Date(at).setHours(0, 0, 0, 0) - new Date(DAY_ONE).setHours(0, 0, 0, 0)) / 864e5) + 1;
const today = () => localDay(new Date().toISOString())!;

/** Runs one sequence of steps, failing an expectation on the first step that breaks the rule; returns the world. */
async function walk(steps: readonly Step[]): Promise<World> {
  vi.setSystemTime(DAY_ONE);
  const world: World = {
    records: new Map(),
    open: { clientId: 'sam', sessionId: 's0', pushups: null },
    stored: new Map(),
    names: new Map(CLIENTS.map((c) => [c, c])),
    setAside: [],
    nextId: 1,
    nextKey: 1,
  };
  const newId = () => `s${world.nextId++}`;
  const ownRecord = (session: Session) => [...world.records.values()].find((r) => r.recordId === session.sessionId);
  const holdsUnsaved = (session: Session) => {
    const own = ownRecord(session);
    return own ? own.pushups !== session.pushups : session.pushups !== null;
  };
  /** What the app's profile holds now, and whether the machine was told it (the records actor's subscription). */
  let actor!: Actor<typeof recordsMachine>;
  let told: Session | null = null;
  const replaceOpen = (next: Session) => {
    world.open = next;
    if (told && told.clientId === next.clientId && told.sessionId === next.sessionId) return;
    told = next;
    const own = ownRecord(next);
    actor.send({
      type: 'SESSION_OPENED',
      clientId: next.clientId,
      sessionId: next.sessionId,
      savedBefore: own !== undefined,
      savedOn: own?.date ?? null,
    });
  };
  /** Leaves a session: its unsaved entries are set aside with it (decision 0163), never dropped. */
  const leave = (session: Session) => {
    if (holdsUnsaved(session)) world.setAside.push(session);
  };

  const saveSession = fromPromise<number>(async () => {
    const open = world.open;
    const own = ownRecord(open);
    const record: StoredRecord = {
      key: own?.key ?? world.nextKey++,
      clientId: open.clientId,
      recordId: open.sessionId,
      date: own?.date ?? new Date().toISOString(),
      pushups: open.pushups,
      name: world.names.get(open.clientId)!,
      updatedAt: new Date().toISOString(),
    };
    world.records.set(record.key, record);
    actor.send({ type: 'SESSION_SAVED', clientId: open.clientId, sessionId: open.sessionId, date: record.date });
    return record.key;
  });
  const roster = fromCallback(({ receive }) => {
    receive((event: { type: string; clientId?: ClientId; name?: string }) => {
      if (event.type === 'RENAME') world.names.set(event.clientId!, event.name!);
      if (event.type !== 'SWITCH') return;
      // Opening another client: the open one is kept with its client; the other continues its session when it was
      // never saved or saved today (continuesSession), else a new one starts and its unsaved entries are set aside.
      world.stored.set(world.open.clientId, world.open);
      const target = world.stored.get(event.clientId!) ?? {
        clientId: event.clientId!,
        sessionId: newId(),
        pushups: null,
      };
      const own = ownRecord(target) ?? null;
      if (continuesSession(target, own ? { date: own.date, recordId: own.recordId } : null, new Date()))
        replaceOpen(target);
      else {
        leave(target);
        replaceOpen({ clientId: target.clientId, sessionId: newId(), pushups: null });
      }
    });
  });
  const machine = recordsMachine.provide({
    actions: {
      closeEarlierDay: () => {
        leave(world.open);
        replaceOpen({ clientId: world.open.clientId, sessionId: newId(), pushups: null });
      },
    },
    actors: {
      saveEdit: fromPromise<number, SaveEditInput>(async ({ input }) => {
        const record = world.records.get(input.key)!;
        const updatedAt = new Date().toISOString();
        world.records.set(input.key, { ...record, pushups: input.values.pushups ?? record.pushups, updatedAt });
        return input.key;
      }),
    },
  });
  const dialog = saveConfirmMachine.provide({ actors: { saveSession } });
  const start = () => {
    told = null;
    actor = createActor(machine, { input: { clock: () => new Date() } }).start();
    actor.send({ type: 'ATTACH_ROSTER', logic: roster as never });
    actor.send({ type: 'ATTACH_SAVE', logic: dialog, savedBefore: ownRecord(world.open) !== undefined });
    replaceOpen(world.open); // the app's start: the machine is told which session is open
  };
  const settle = () => vi.advanceTimersByTimeAsync(0);
  start();
  await settle();

  for (const [index, step] of steps.entries()) {
    const before = new Map(world.records);
    let edited: number | null = null;
    let checksDay = true;
    switch (step.kind) {
      case 'enter':
        // The one way a form sends its update checks the day first (useSubmitUpdate).
        actor.send({ type: 'DAY_CHECK' });
        replaceOpen({ ...world.open, pushups: step.pushups });
        break;
      case 'save':
        actor.send({ type: 'SAVE', firstName: 'Sam' });
        actor.send({ type: 'CONFIRM_SAVE' });
        break;
      case 'openSaveDialog':
        actor.send({ type: 'SAVE', firstName: 'Sam' });
        break;
      case 'confirm':
        actor.send({ type: 'CONFIRM_SAVE' });
        break;
      case 'newSession':
        // 'Start a new session' (startNewSession.ts): the open session's unsaved entries are set aside.
        leave(world.open);
        replaceOpen({ clientId: world.open.clientId, sessionId: newId(), pushups: null });
        checksDay = false;
        break;
      case 'open':
        actor.send({ type: 'OPEN_CLIENT', clientId: step.client });
        break;
      case 'rename':
        actor.send({ type: 'RENAME_CLIENT', clientId: step.client, name: `${step.client} ${index}` });
        checksDay = false;
        break;
      case 'reload':
        actor.stop();
        start();
        break;
      case 'nextDayPageOpen':
        // The page stays open across midnight: its timers run (on the last day, nothing happens: no check either).
        if (dayOf(new Date()) < LAST_DAY) {
          const next = new Date(new Date().setHours(24 + 9, 0, 0, 0));
          await vi.advanceTimersByTimeAsync(next.getTime() - Date.now());
        } else checksDay = false;
        break;
      case 'nextDayAsleep':
        // A computer asleep: the clock jumps and no timer has run yet.
        if (dayOf(new Date()) < LAST_DAY) vi.setSystemTime(new Date(new Date().setHours(24 + 9, 0, 0, 0)));
        checksDay = false;
        break;
      case 'visible':
        actor.send({ type: 'VISIBLE' });
        break;
      case 'laterToday':
        if (new Date().getHours() < 20) await vi.advanceTimersByTimeAsync(3 * 3_600_000);
        checksDay = false;
        break;
      case 'editPast': {
        // Edit from the history: the one path allowed to change a record of an earlier day.
        const past = [...world.records.values()].filter((r) => localDay(r.date)! < today());
        const target = past[step.pick % Math.max(past.length, 1)];
        if (!target) break;
        edited = target.key;
        actor.send({ type: 'EDIT_SESSION', key: target.key, clientId: target.clientId });
        actor.send({ type: 'SAVE_EDIT', values: { pushups: step.pushups } });
        checksDay = false;
        break;
      }
    }
    await settle();

    const where = `step ${index + 1} (${step.kind}) of ${JSON.stringify(steps)}`;
    // No record of an earlier day changed, nor went, unless this step edited it on purpose.
    for (const [key, record] of before) {
      if (key === edited || localDay(record.date)! >= today()) continue;
      expect(world.records.get(key), where).toEqual(record);
    }
    // After a step that checks the day, the open session is never one saved on an earlier day.
    if (checksDay) {
      const own = ownRecord(world.open);
      if (own) expect(localDay(own.date)! >= today(), `${where}: open session saved ${own.date}`).toBe(true);
    }
  }
  actor.stop();
  return world;
}

describe('the day rule holds on every path (decision 0172)', () => {
  onFakeClocks(FAKE_DATE_AND_TIMEOUTS);

  it('2,000 seeded walks over 2 clients and 3 days: no record of an earlier day changes except by Edit', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: 1, maxLength: 24 }), async (steps) => {
        runs += 1;
        await walk(steps);
      }),
      { numRuns: 2_000, seed: 20260110 },
    );
    expect(runs).toBeGreaterThanOrEqual(2_000);
  }, 120_000);

  it("the coach's story: 18 saved on day 1, 19 entered after; day 2 after a reload, 22 by the primary button", async () => {
    const world = await walk([
      { kind: 'enter', pushups: 18 },
      { kind: 'save' },
      { kind: 'enter', pushups: 19 },
      { kind: 'nextDayAsleep' },
      { kind: 'reload' },
      { kind: 'enter', pushups: 22 },
      { kind: 'save' },
    ]);
    const records = [...world.records.values()];
    expect(records.map((r) => [dayOf(new Date(r.date)), r.pushups])).toEqual([
      [1, 18],
      [2, 22],
    ]);
    expect(world.setAside.map((s) => s.pushups)).toEqual([19]); // set aside and offered back, never dropped
  });
});
