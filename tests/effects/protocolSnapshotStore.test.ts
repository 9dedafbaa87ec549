// Protocol snapshots in localStorage: versioned, validated on read, stale or incompatible ones discarded, never throws.
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  PROTOCOL_SNAPSHOT_KEY_PREFIX,
  PROTOCOL_SNAPSHOT_MAX_AGE_MS,
  UNREADABLE_SNAPSHOT_SUFFIX,
  createProtocolSnapshotStore,
  snapshotNameFor,
  type StorageLike,
} from '@/effects/protocolSnapshotStore';
import { isStepTestInput, selectSecondsRemaining, stepTestMachine } from '@machines/stepTestMachine';
import { onFakeClocks } from '../support/fakeClock';

const KEY = `${PROTOCOL_SNAPSHOT_KEY_PREFIX}stepTest`;
const params = { machine: 'stepTest', state: 'running.stepping', elapsedMs: 63_000, input: { sex: 'FEMALE' as const } };

function storeAt(wall: { now: number }, storage: StorageLike | null = localStorage) {
  return createProtocolSnapshotStore({ storage, wallNow: () => wall.now });
}

describe('protocolSnapshotStore', () => {
  it('saves and loads a snapshot with version and wall-clock time', () => {
    const wall = { now: 1_700_000_000_000 };
    const store = storeAt(wall);
    expect(store.save(params)).toBe(true);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ ...params, version: 1, savedAt: wall.now });
    wall.now += 5_000;
    const loaded = store.load('stepTest', isStepTestInput);
    expect(loaded).toEqual({ ...params, version: 1, savedAt: wall.now - 5_000 });
    expect(store.resumeElapsedMs(loaded!)).toBe(68_000);
    expect(store.resumeStartEvent(loaded!, 42)).toEqual({ type: 'START', now: 42, resumeFromElapsedMs: 68_000 });
  });

  it('returns null when nothing is stored, and clear removes the snapshot', () => {
    const store = storeAt({ now: 0 });
    expect(store.load('stepTest')).toBeNull();
    store.save(params);
    store.clear('stepTest');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it.each([
    ['corrupt JSON', '{"version":1,'],
    ['not an object', '[1,2]'],
    ['a wrong version', JSON.stringify({ ...params, version: 2, savedAt: 0 })],
    ['another machine', JSON.stringify({ ...params, machine: 'pushups', version: 1, savedAt: 0 })],
    ['a negative elapsed time', JSON.stringify({ ...params, elapsedMs: -1, version: 1, savedAt: 0 })],
    ['no savedAt', JSON.stringify({ ...params, version: 1 })],
    [
      'no input',
      JSON.stringify({ machine: 'stepTest', state: 'running.stepping', elapsedMs: 1, version: 1, savedAt: 0 }),
    ],
    ['an input that fails validation', JSON.stringify({ ...params, input: { sex: 'X' }, version: 1, savedAt: 0 })],
  ])('discards %s: null, removed, no throw', (_label, raw) => {
    localStorage.setItem(KEY, raw);
    expect(storeAt({ now: 1_000 }).load('stepTest', isStepTestInput)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps a run older than 2 hours, marked overdue, instead of dropping it', () => {
    const wall = { now: 0 };
    const store = storeAt(wall);
    store.save(params);
    wall.now = PROTOCOL_SNAPSHOT_MAX_AGE_MS;
    expect(store.loadWithStatus('stepTest').overdue).toBe(false);
    wall.now = 3 * 60 * 60 * 1000;
    const loaded = store.loadWithStatus('stepTest', isStepTestInput);
    expect(loaded).toMatchObject({ dropped: false, overdue: true });
    expect(loaded.snapshot?.input).toEqual(params.input);
    expect(localStorage.getItem(KEY)).not.toBeNull();
  });

  it('a clock moved back 10 minutes does not void the run: the save counts as now', () => {
    const wall = { now: 10 * 60_000 };
    const store = storeAt(wall);
    store.save(params);
    wall.now = 0; // the wall clock was set back ten minutes
    const loaded = store.loadWithStatus('stepTest', isStepTestInput);
    expect(loaded).toMatchObject({ dropped: false, overdue: false });
    expect(store.resumeElapsedMs(loaded.snapshot!)).toBe(params.elapsedMs);
  });

  it('a refused save leaves a marker the reload reports, and removes the older snapshot', () => {
    const wall = { now: 5_000 };
    const store = storeAt(wall);
    store.save(params);
    const full: StorageLike = {
      getItem: (key) => localStorage.getItem(key),
      removeItem: (key) => localStorage.removeItem(key),
      setItem: (key, value) => {
        if (key === KEY) throw new DOMException('full', 'QuotaExceededError');
        localStorage.setItem(key, value);
      },
    };
    const refusing = createProtocolSnapshotStore({ storage: full, wallNow: () => wall.now });
    expect(refusing.save({ ...params, state: 'running.findPulse' })).toBe(false);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(storeAt(wall).loadWithStatus('stepTest')).toMatchObject({ snapshot: null, notKept: { at: 5_000 } });
    storeAt(wall).clear('stepTest');
    expect(storeAt(wall).loadWithStatus('stepTest').notKept).toBeNull();
  });

  it('lists what is kept for other clients and sessions and un-keyed by an earlier build (decision 0103)', () => {
    const wall = { now: Date.UTC(2027, 0, 10) };
    const store = storeAt(wall);
    const owner = { clientName: 'Alex Smith', sessionStartedAt: '2027-01-10T09:00:00.000Z' };
    store.save({ ...params, machine: snapshotNameFor('stepTest', 'alex/s1') }, owner);
    store.save({ ...params, machine: snapshotNameFor('stepTest', 'sam/s2') });
    localStorage.setItem(KEY, JSON.stringify({ ...params, version: 1, savedAt: wall.now - 1 }));
    localStorage.setItem(`${PROTOCOL_SNAPSHOT_KEY_PREFIX}${snapshotNameFor('stepTestOther', 'alex/s1')}`, 'x');
    const listed = store.setAside('stepTest', 'sam/s2');
    expect(listed.map((item) => [item.name, item.workKey, item.owner?.clientName ?? null])).toEqual([
      ['stepTest@alex/s1', 'alex/s1', 'Alex Smith'],
      ['stepTest', null, null],
    ]);
    expect(store.load(snapshotNameFor('stepTest', 'sam/s2'))).not.toBeNull();
    store.clear('stepTest@alex/s1');
    expect(store.setAside('stepTest', 'sam/s2').map((item) => item.name)).toEqual(['stepTest']);
  });

  it('never throws when storage is missing, refuses writes or throws on read', () => {
    expect(storeAt({ now: 0 }, null).save(params)).toBe(false);
    expect(storeAt({ now: 0 }, null).load('stepTest')).toBeNull();
    const broken: StorageLike = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const store = storeAt({ now: 0 }, broken);
    expect(store.save(params)).toBe(false);
    expect(store.load('stepTest')).toBeNull();
    expect(() => store.clear('stepTest')).not.toThrow();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(storeAt({ now: 0 }).save({ ...params, input: cyclic })).toBe(false);
  });

  describe('resuming a step test after a reload', () => {
    onFakeClocks();

    it('persists at each phase and resumes in the right phase, counting the reload time', () => {
      const store = createProtocolSnapshotStore(); // localStorage and Date.now (both faked here)
      const machine = stepTestMachine.provide({
        actions: {
          persist: (_, p) => {
            store.save(p);
          },
          clearPersisted: () => {
            store.clear('stepTest');
          },
        },
      });
      const first = createActor(machine, { input: { sex: 'MALE' } }).start();
      first.send({ type: 'START', now: performance.now() });
      vi.advanceTimersByTime(3_000); // stepping begins: persisted with elapsed 3 s
      first.stop(); // the page is reloaded 100 s later
      vi.advanceTimersByTime(100_000);

      const saved = store.load('stepTest', isStepTestInput);
      expect(saved).toMatchObject({ state: 'running.stepping', elapsedMs: 3_000, input: { sex: 'MALE' } });
      const second = createActor(machine, { input: saved!.input }).start();
      second.send(store.resumeStartEvent(saved!, performance.now()));
      expect(second.getSnapshot().value).toEqual({ running: 'stepping' });
      expect(selectSecondsRemaining(second.getSnapshot())).toBe(80); // 183 − 103
      vi.advanceTimersByTime(100_000);
      expect(second.getSnapshot().value).toBe('done');
      expect(store.load('stepTest')).toBeNull(); // cleared when the test finished
    });
  });
});

describe('protocolSnapshotStore: trial logs never expire, nothing unreadable is destroyed (decision 0032)', () => {
  const log = {
    machine: 'rest:benchPress',
    state: 'ready',
    elapsedMs: 200_000,
    input: { trials: [{ value: 60, success: true }] },
  };
  const LOG_KEY = `${PROTOCOL_SNAPSHOT_KEY_PREFIX}rest:benchPress`;

  it('a store made with maxAgeMs null still loads a log saved three hours ago', () => {
    const wall = { now: 1_700_000_000_000 };
    const store = createProtocolSnapshotStore({ wallNow: () => wall.now, maxAgeMs: null });
    store.save(log);
    wall.now += 3 * 60 * 60 * 1000;
    const loaded = store.loadWithStatus('rest:benchPress');
    expect(loaded.dropped).toBe(false);
    expect(loaded.snapshot?.input).toEqual(log.input);
  });

  it('a stale timed-run snapshot is kept and reported as overdue', () => {
    const wall = { now: 1_700_000_000_000 };
    const store = storeAt(wall);
    store.save(params);
    wall.now += PROTOCOL_SNAPSHOT_MAX_AGE_MS + 1;
    expect(store.loadWithStatus('stepTest')).toMatchObject({ dropped: false, overdue: true });
  });

  it('an unreadable log is moved aside under its own key and reported as dropped', () => {
    localStorage.setItem(LOG_KEY, '{"version":1,"machine":"rest:benchPress","state":"ready","elapsedMs":"soon"');
    const store = createProtocolSnapshotStore({ maxAgeMs: null });
    expect(store.loadWithStatus('rest:benchPress')).toEqual({
      snapshot: null,
      dropped: true,
      overdue: false,
      notKept: null,
    });
    expect(localStorage.getItem(LOG_KEY)).toBeNull();
    expect(localStorage.getItem(`${LOG_KEY}${UNREADABLE_SNAPSHOT_SUFFIX}`)).toContain('"elapsedMs":"soon"');
  });

  it('a drop stays reported to a screen that loads again (a remount) until the machine saves or clears', () => {
    localStorage.setItem(LOG_KEY, 'not json');
    const store = createProtocolSnapshotStore({ maxAgeMs: null });
    expect(store.loadWithStatus('rest:benchPress').dropped).toBe(true);
    expect(store.loadWithStatus('rest:benchPress')).toEqual({
      snapshot: null,
      dropped: true,
      overdue: false,
      notKept: null,
    });
    store.save({ ...log });
    expect(store.loadWithStatus('rest:benchPress').dropped).toBe(false);
    localStorage.setItem(LOG_KEY, 'not json');
    expect(store.loadWithStatus('rest:benchPress').dropped).toBe(true);
    store.clear('rest:benchPress');
    expect(store.loadWithStatus('rest:benchPress')).toEqual({
      snapshot: null,
      dropped: false,
      overdue: false,
      notKept: null,
    });
  });
});
