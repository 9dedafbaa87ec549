// Persists a running protocol so a reload mid-test can resume it (decision 0026). The machines' `persist` action
// hands over { machine, state, elapsedMs, input } at each phase or stage change; this store adds the wall-clock time
// and a schema version. Monotonic readings are not stored: they mean nothing after a reload. On restore the app
// rebuilds the actor from `input` and sends START { now, resumeFromElapsedMs } (resumeStartEvent), which counts the
// time that passed during the reload. Reading validates everything: a corrupt, incompatible, foreign or stale
// (older than 2 hours) snapshot is discarded and null returned. Nothing here throws.
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
  maxAgeMs?: number;
}

export interface ProtocolSnapshotStore {
  /** Saves the snapshot of `params.machine`; false when storage refused it. */
  save<TInput>(params: PersistParams<TInput>): boolean;
  /** The valid snapshot of `machine`, or null (an invalid one is removed). `isInput` checks the stored input. */
  load<TInput>(machine: string, isInput?: (input: unknown) => input is TInput): ProtocolSnapshot<TInput> | null;
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
  const maxAgeMs = options.maxAgeMs ?? PROTOCOL_SNAPSHOT_MAX_AGE_MS;
  const keyOf = (machine: string) => `${PROTOCOL_SNAPSHOT_KEY_PREFIX}${machine}`;

  function remove(machine: string): void {
    try {
      storage?.removeItem(keyOf(machine));
    } catch {
      // Nothing more can be done; the next save overwrites it.
    }
  }

  function parse<TInput>(raw: string, machine: string, isInput?: (input: unknown) => input is TInput): ProtocolSnapshot<TInput> | null {
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const s = value as Partial<ProtocolSnapshot<unknown>>;
    if (s.version !== PROTOCOL_SNAPSHOT_VERSION || s.machine !== machine || typeof s.state !== 'string') return null;
    if (!isFiniteNumber(s.elapsedMs) || s.elapsedMs < 0 || !isFiniteNumber(s.savedAt)) return null;
    const age = wallNow() - s.savedAt;
    if (age > maxAgeMs || age < -MAX_CLOCK_SKEW_MS) return null;
    if (!('input' in s) || (isInput && !isInput(s.input))) return null;
    return { version: PROTOCOL_SNAPSHOT_VERSION, machine, state: s.state, elapsedMs: s.elapsedMs, savedAt: s.savedAt, input: s.input as TInput };
  }

  const store: ProtocolSnapshotStore = {
    save(params) {
      if (!storage) return false;
      try {
        const snapshot: ProtocolSnapshot<unknown> = { ...params, version: PROTOCOL_SNAPSHOT_VERSION, savedAt: wallNow() };
        storage.setItem(keyOf(params.machine), JSON.stringify(snapshot));
        return true;
      } catch {
        return false; // quota exceeded, storage disabled, or an input that is not JSON
      }
    },
    load(machine, isInput) {
      let raw: string | null;
      try {
        raw = storage?.getItem(keyOf(machine)) ?? null;
      } catch {
        return null;
      }
      if (raw === null) return null;
      const snapshot = parse(raw, machine, isInput);
      if (!snapshot) remove(machine);
      return snapshot;
    },
    clear: remove,
    resumeElapsedMs(snapshot) {
      return snapshot.elapsedMs + Math.max(0, wallNow() - snapshot.savedAt);
    },
    resumeStartEvent(snapshot, now) {
      return { type: 'START', now, resumeFromElapsedMs: store.resumeElapsedMs(snapshot) };
    },
  };
  return store;
}
