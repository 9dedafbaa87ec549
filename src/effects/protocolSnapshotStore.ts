// Persists a running protocol so a reload mid-test can resume it (decision 0026). The machines' `persist` action
// hands over { machine, state, elapsedMs, input } at each phase or stage change; this store adds the wall-clock time
// and a schema version. Monotonic readings are not stored: they mean nothing after a reload. On restore the app
// rebuilds the actor from `input` and sends START { now, resumeFromElapsedMs } (resumeStartEvent), which counts the
// time that passed during the reload. Reading validates everything: a stale snapshot (older than 2 hours, unless the
// store is made with `maxAgeMs: null`, as the 1RM trial logs are: a log is the tester's until cleared) is removed; a
// corrupt, incompatible or foreign one is moved aside under `<key>:unreadable` (decision 0032) and reported by
// `loadWithStatus`, so the screen can say so. Nothing here throws.
import type { PersistParams, StartEvent } from '@machines/timing';

export const PROTOCOL_SNAPSHOT_VERSION = 1;
export const PROTOCOL_SNAPSHOT_MAX_AGE_MS = 2 * 60 * 60 * 1000;
export const PROTOCOL_SNAPSHOT_KEY_PREFIX = 'protocolSnapshot:';
/** A snapshot saved this far in the future (wall clock changed) is not trusted either. */
const MAX_CLOCK_SKEW_MS = 60_000;

export interface ProtocolSnapshot<TInput = unknown> extends PersistParams<TInput> {
  version: typeof PROTOCOL_SNAPSHOT_VERSION;
  /** Wall-clock time of the save (Date.now()). */
  savedAt: number;
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ProtocolSnapshotStoreOptions {
  /** localStorage by default; null when storage is unavailable. */
  storage?: StorageLike | null;
  /** Wall clock (Date.now by default). */
  wallNow?: () => number;
  /** How long a snapshot stays resumable; null: it never expires. */
  maxAgeMs?: number | null;
}

/** What loading found: the valid snapshot, or why there is none. */
export interface SnapshotLoad<TInput> {
  snapshot: ProtocolSnapshot<TInput> | null;
  /** True when something was stored but could not be used (moved aside, or too old). */
  dropped: boolean;
}

export const UNREADABLE_SNAPSHOT_SUFFIX = ':unreadable';

export interface ProtocolSnapshotStore {
  /** Saves the snapshot of `params.machine`; false when storage refused it. */
  save<TInput>(params: PersistParams<TInput>): boolean;
  /** The valid snapshot of `machine`, or null (an invalid one is removed). `isInput` checks the stored input. */
  load<TInput>(machine: string, isInput?: (input: unknown) => input is TInput): ProtocolSnapshot<TInput> | null;
  /**
   * The same, saying whether a stored snapshot was dropped; `neverExpires` keeps an old one (a 1RM trial log). A drop
   * stays reported by later loads of this store until the machine saves or clears again, so a screen that mounts a
   * second time (a remount while code or state loads) still tells the person.
   */
  loadWithStatus<TInput>(machine: string, isInput?: (input: unknown) => input is TInput, neverExpires?: boolean): SnapshotLoad<TInput>;
  clear(machine: string): void;
  /** Elapsed time to resume from: the saved elapsed time plus the wall time since the save. */
  resumeElapsedMs(snapshot: ProtocolSnapshot<unknown>): number;
  /** The START event that resumes the snapshot on a monotonic clock reading `now`. */
  resumeStartEvent(snapshot: ProtocolSnapshot<unknown>, now: number): StartEvent;
}

function defaultStorage(): StorageLike | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage disabled by privacy settings
  }
}

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function createProtocolSnapshotStore(options: ProtocolSnapshotStoreOptions = {}): ProtocolSnapshotStore {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const wallNow = options.wallNow ?? (() => Date.now());
  const storeMaxAgeMs = options.maxAgeMs === undefined ? PROTOCOL_SNAPSHOT_MAX_AGE_MS : options.maxAgeMs;
  const keyOf = (machine: string) => `${PROTOCOL_SNAPSHOT_KEY_PREFIX}${machine}`;
  /** Machines whose stored snapshot this store dropped and that have not saved or cleared since. */
  const droppedSinceSave = new Set<string>();

  function remove(machine: string): void {
    try {
      storage?.removeItem(keyOf(machine));
    } catch {
      // Nothing more can be done; the next save overwrites it.
    }
  }

  /** Keeps what could not be read under its own key instead of destroying it (decision 0032). */
  function moveAside(machine: string, raw: string): void {
    try {
      storage?.setItem(`${keyOf(machine)}${UNREADABLE_SNAPSHOT_SUFFIX}`, raw);
    } catch {
      // No room to keep it: it is still reported as dropped.
    }
    remove(machine);
  }

  type Parsed<TInput> = { snapshot: ProtocolSnapshot<TInput> } | { problem: 'unreadable' | 'stale' };

  function parse<TInput>(raw: string, machine: string, isInput?: (input: unknown) => input is TInput, neverExpires = false): Parsed<TInput> {
    const maxAgeMs = neverExpires ? null : storeMaxAgeMs;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      return { problem: 'unreadable' };
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { problem: 'unreadable' };
    const s = value as Partial<ProtocolSnapshot<unknown>>;
    if (s.version !== PROTOCOL_SNAPSHOT_VERSION || s.machine !== machine || typeof s.state !== 'string') return { problem: 'unreadable' };
    if (!isFiniteNumber(s.elapsedMs) || s.elapsedMs < 0 || !isFiniteNumber(s.savedAt)) return { problem: 'unreadable' };
    if (!('input' in s) || (isInput && !isInput(s.input))) return { problem: 'unreadable' };
    const age = wallNow() - s.savedAt;
    // A clock moved back is not a reason to lose a log that never expires.
    if (maxAgeMs !== null && (age > maxAgeMs || age < -MAX_CLOCK_SKEW_MS)) return { problem: 'stale' };
    const savedAt = maxAgeMs === null ? Math.min(s.savedAt, wallNow()) : s.savedAt;
    return { snapshot: { version: PROTOCOL_SNAPSHOT_VERSION, machine, state: s.state, elapsedMs: s.elapsedMs, savedAt, input: s.input as TInput } };
  }

  const store: ProtocolSnapshotStore = {
    save(params) {
      if (!storage) return false;
      try {
        const snapshot: ProtocolSnapshot<unknown> = { ...params, version: PROTOCOL_SNAPSHOT_VERSION, savedAt: wallNow() };
        storage.setItem(keyOf(params.machine), JSON.stringify(snapshot));
        droppedSinceSave.delete(params.machine);
        return true;
      } catch {
        return false; // quota exceeded, storage disabled, or an input that is not JSON
      }
    },
    load(machine, isInput) {
      return store.loadWithStatus(machine, isInput).snapshot;
    },
    loadWithStatus(machine, isInput, neverExpires) {
      let raw: string | null;
      try {
        raw = storage?.getItem(keyOf(machine)) ?? null;
      } catch {
        return { snapshot: null, dropped: droppedSinceSave.has(machine) };
      }
      if (raw === null) return { snapshot: null, dropped: droppedSinceSave.has(machine) };
      const parsed = parse(raw, machine, isInput, neverExpires);
      if ('snapshot' in parsed) return { snapshot: parsed.snapshot, dropped: false };
      if (parsed.problem === 'unreadable') moveAside(machine, raw);
      else remove(machine);
      droppedSinceSave.add(machine);
      return { snapshot: null, dropped: true };
    },
    clear(machine) {
      droppedSinceSave.delete(machine);
      remove(machine);
    },
    resumeElapsedMs(snapshot) {
      return snapshot.elapsedMs + Math.max(0, wallNow() - snapshot.savedAt);
    },
    resumeStartEvent(snapshot, now) {
      return { type: 'START', now, resumeFromElapsedMs: store.resumeElapsedMs(snapshot) };
    },
  };
  return store;
}
