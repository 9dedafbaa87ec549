// Persists a running protocol so a reload mid-test can resume it (decision 0026). The machines' `persist` action
// hands over { machine, state, elapsedMs, input } at each phase or stage change; this store adds the wall-clock time
// and a schema version. Monotonic readings are not stored: they mean nothing after a reload. On restore the app
// rebuilds the actor from `input` and sends START { now, resumeFromElapsedMs } (resumeStartEvent), which counts the
// time that passed during the reload. Reading validates everything: a corrupt, incompatible or foreign snapshot is
// moved aside under `<key>:unreadable` (decision 0032) and reported by `loadWithStatus`, so the screen can say so. A
// run older than 2 hours is no longer dropped: it is returned marked `overdue`, and the screen says what was set aside
// and offers its result or a restart. A save time in the future (the device clock moved back) is
// read as "now", never as a reason to drop the run. Work in progress is stored per client and
// session (decision 0103): the screen's name carries the work key (`snapshotNameFor`), and `setAside` lists what is
// stored for other clients or sessions, or under the un-keyed names of earlier builds, so a screen can report it.
// A save that storage refuses leaves a small `:notKept` marker where it can, so the reload can say so.
// Nothing here throws.
import type { PersistParams, StartEvent } from '@machines/timing';

export const PROTOCOL_SNAPSHOT_VERSION = 1;
export const PROTOCOL_SNAPSHOT_MAX_AGE_MS = 2 * 60 * 60 * 1000;
export const PROTOCOL_SNAPSHOT_KEY_PREFIX = 'protocolSnapshot:';
/** Separates a run's name from the work key it belongs to (`rest:benchPress@{uid}/{sessionId}`). */
export const WORK_KEY_SEPARATOR = '@';
export const NOT_KEPT_SUFFIX = ':notKept';

/** Whose work a snapshot is, in words a screen can show when it is set aside (decision 0103). */
export interface SnapshotOwner {
  clientName: string | null;
  /** ISO date-time of the session's start, or null when no session was open. */
  sessionStartedAt: string | null;
}

export interface ProtocolSnapshot<TInput = unknown> extends PersistParams<TInput> {
  version: typeof PROTOCOL_SNAPSHOT_VERSION;
  /** Wall-clock time of the save (Date.now()). */
  savedAt: number;
  /** Whose work it is (absent in snapshots of earlier builds). */
  owner?: SnapshotOwner;
}

/** The store's name of a run for one client and session: the run's name and the work key. */
export function snapshotNameFor(runName: string, workKey: string): string {
  return `${runName}${WORK_KEY_SEPARATOR}${workKey}`;
}

/** A run stored for another client or session, or by an earlier build under its un-keyed name. */
export interface SetAsideWork {
  /** The store's name of it (pass to `clear` to forget it). */
  name: string;
  /** The work key it belongs to; null for an un-keyed snapshot of an earlier build. */
  workKey: string | null;
  owner: SnapshotOwner | null;
  /** Wall-clock time of its last save; null when it cannot be read. */
  savedAt: number | null;
  /** False when it cannot be read (it is still kept, and listed). */
  readable: boolean;
}

/** A run that storage refused to keep. */
export interface NotKeptRun {
  /** Wall-clock time of the refused save. */
  at: number;
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> &
  Partial<Pick<Storage, 'key' | 'length'>>;

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
  /** True when something was stored but could not be read (it is moved aside). */
  dropped: boolean;
  /** True when the snapshot is older than the store's age limit: it is set aside, offered with its result or a restart. */
  overdue: boolean;
  /** A save of this run that storage refused (the run could not be kept), or null. */
  notKept: NotKeptRun | null;
}

export const UNREADABLE_SNAPSHOT_SUFFIX = ':unreadable';

export interface ProtocolSnapshotStore {
  /** Saves the snapshot of `params.machine`; false when storage refused it (a `:notKept` marker is left if possible). */
  save<TInput>(params: PersistParams<TInput>, owner?: SnapshotOwner): boolean;
  /** The valid snapshot of `machine`, or null (an invalid one is removed). `isInput` checks the stored input. */
  load<TInput>(machine: string, isInput?: (input: unknown) => input is TInput): ProtocolSnapshot<TInput> | null;
  /**
   * The same, saying whether a stored snapshot was dropped or is overdue; `neverExpires`: never overdue (a 1RM trial log). A drop
   * stays reported by later loads of this store until the machine saves or clears again, so a screen that mounts a
   * second time (a remount while code or state loads) still tells the person.
   */
  loadWithStatus<TInput>(
    machine: string,
    isInput?: (input: unknown) => input is TInput,
    neverExpires?: boolean,
  ): SnapshotLoad<TInput>;
  clear(machine: string): void;
  /** What is stored for `runName` under another work key than `workKey`, or un-keyed by an earlier build. */
  setAside(runName: string, workKey: string): SetAsideWork[];
  /** Elapsed time to resume from: the saved elapsed time plus the wall time since the save. */
  resumeElapsedMs(snapshot: ProtocolSnapshot<unknown>): number;
  /** The START event that resumes the snapshot on a monotonic clock reading `now`. */
  resumeStartEvent(snapshot: ProtocolSnapshot<unknown>, now: number): StartEvent;
}

function sessionStore(): StorageLike | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function defaultStorage(): StorageLike | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage disabled by privacy settings
  }
}

/**
 * The names of the runs and trial logs stored under one work key (decision 0103): what a new session of the same client
 * sets aside. Markers of refused saves and unreadable copies are not work. Nothing is read but the keys.
 */
export function workStoredFor(workKey: string, storage: StorageLike | null = defaultStorage()): string[] {
  const suffix = `${WORK_KEY_SEPARATOR}${workKey}`;
  const names: string[] = [];
  try {
    const count = storage?.length ?? 0;
    for (let i = 0; i < count; i++) {
      const key = storage?.key?.(i);
      if (typeof key === 'string' && key.startsWith(PROTOCOL_SNAPSHOT_KEY_PREFIX) && key.endsWith(suffix)) {
        names.push(key.slice(PROTOCOL_SNAPSHOT_KEY_PREFIX.length));
      }
    }
  } catch {
    // Storage that cannot be listed has nothing to report.
  }
  return names;
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

  type Parsed<TInput> = { snapshot: ProtocolSnapshot<TInput>; overdue: boolean } | { problem: 'unreadable' };

  function readOwner(value: unknown): SnapshotOwner | undefined {
    if (typeof value !== 'object' || value === null) return undefined;
    const o = value as Partial<Record<keyof SnapshotOwner, unknown>>;
    const text = (v: unknown) => (typeof v === 'string' ? v : null);
    return { clientName: text(o.clientName), sessionStartedAt: text(o.sessionStartedAt) };
  }

  function parse<TInput>(
    raw: string,
    machine: string,
    isInput?: (input: unknown) => input is TInput,
    neverExpires = false,
  ): Parsed<TInput> {
    const maxAgeMs = neverExpires ? null : storeMaxAgeMs;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      return { problem: 'unreadable' };
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { problem: 'unreadable' };
    const s = value as Partial<ProtocolSnapshot<unknown>>;
    if (s.version !== PROTOCOL_SNAPSHOT_VERSION || s.machine !== machine || typeof s.state !== 'string')
      return { problem: 'unreadable' };
    if (!isFiniteNumber(s.elapsedMs) || s.elapsedMs < 0 || !isFiniteNumber(s.savedAt)) return { problem: 'unreadable' };
    if (!('input' in s) || (isInput && !isInput(s.input))) return { problem: 'unreadable' };
    // A save time in the future means the device clock was moved back: the run is not voided, the save counts as now.
    const savedAt = Math.min(s.savedAt, wallNow());
    const overdue = maxAgeMs !== null && wallNow() - savedAt > maxAgeMs;
    const owner = readOwner(s.owner);
    const snapshot: ProtocolSnapshot<TInput> = {
      version: PROTOCOL_SNAPSHOT_VERSION,
      machine,
      state: s.state,
      elapsedMs: s.elapsedMs,
      savedAt,
      input: s.input as TInput,
      ...(owner ? { owner } : {}),
    };
    return { snapshot, overdue };
  }

  function readNotKept(machine: string): NotKeptRun | null {
    for (const where of [storage, sessionStore()]) {
      try {
        const at = Number(where?.getItem(`${keyOf(machine)}${NOT_KEPT_SUFFIX}`));
        if (Number.isFinite(at) && at > 0) return { at };
      } catch {
        // Try the next place.
      }
    }
    return null;
  }

  /** Where a refused run is noted: beside it if a few bytes still fit, else in this tab's session storage. */
  function markNotKept(machine: string): void {
    const at = String(wallNow());
    for (const where of [storage, sessionStore()]) {
      try {
        where?.setItem(`${keyOf(machine)}${NOT_KEPT_SUFFIX}`, at);
        return;
      } catch {
        // Full as well: try the next place.
      }
    }
  }

  function clearNotKept(machine: string): void {
    for (const where of [storage, sessionStore()]) {
      try {
        where?.removeItem(`${keyOf(machine)}${NOT_KEPT_SUFFIX}`);
      } catch {
        // Nothing more can be done.
      }
    }
  }

  function storedKeys(): string[] {
    const keys: string[] = [];
    try {
      const count = storage?.length ?? 0;
      for (let i = 0; i < count; i++) {
        const key = storage?.key?.(i);
        if (typeof key === 'string') keys.push(key);
      }
    } catch {
      // Storage that cannot be listed has nothing to report.
    }
    return keys;
  }

  const store: ProtocolSnapshotStore = {
    save(params, owner) {
      if (!storage) return false;
      try {
        const snapshot: ProtocolSnapshot<unknown> = {
          ...params,
          version: PROTOCOL_SNAPSHOT_VERSION,
          savedAt: wallNow(),
          ...(owner ? { owner } : {}),
        };
        storage.setItem(keyOf(params.machine), JSON.stringify(snapshot));
        droppedSinceSave.delete(params.machine);
        clearNotKept(params.machine);
        return true;
      } catch {
        // Quota exceeded, storage disabled, or an input that is not JSON. An older snapshot of this run is wrong now
        // (its phase has passed), so it goes; the marker lets the reload say the run could not be kept.
        remove(params.machine);
        markNotKept(params.machine);
        return false;
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
        return {
          snapshot: null,
          dropped: droppedSinceSave.has(machine),
          overdue: false,
          notKept: readNotKept(machine),
        };
      }
      if (raw === null)
        return {
          snapshot: null,
          dropped: droppedSinceSave.has(machine),
          overdue: false,
          notKept: readNotKept(machine),
        };
      const parsed = parse(raw, machine, isInput, neverExpires);
      if ('snapshot' in parsed)
        return { snapshot: parsed.snapshot, dropped: false, overdue: parsed.overdue, notKept: null };
      moveAside(machine, raw);
      droppedSinceSave.add(machine);
      return { snapshot: null, dropped: true, overdue: false, notKept: readNotKept(machine) };
    },
    clear(machine) {
      droppedSinceSave.delete(machine);
      remove(machine);
      clearNotKept(machine);
    },
    setAside(runName, workKey) {
      const legacyKey = keyOf(runName);
      const keyedPrefix = `${keyOf(runName)}${WORK_KEY_SEPARATOR}`;
      const found: SetAsideWork[] = [];
      for (const key of storedKeys()) {
        const isLegacy = key === legacyKey;
        if (!isLegacy && !key.startsWith(keyedPrefix)) continue;
        const otherKey = isLegacy ? null : key.slice(keyedPrefix.length);
        if (
          otherKey === workKey ||
          otherKey?.endsWith(UNREADABLE_SNAPSHOT_SUFFIX) ||
          otherKey?.endsWith(NOT_KEPT_SUFFIX)
        )
          continue;
        const name = key.slice(PROTOCOL_SNAPSHOT_KEY_PREFIX.length);
        let raw: string | null;
        try {
          raw = storage?.getItem(key) ?? null;
        } catch {
          raw = null;
        }
        const parsed = raw === null ? null : parse(raw, name, undefined, true);
        const snapshot = parsed && 'snapshot' in parsed ? parsed.snapshot : null;
        found.push({
          name,
          workKey: otherKey,
          owner: snapshot?.owner ?? null,
          savedAt: snapshot?.savedAt ?? null,
          readable: snapshot !== null,
        });
      }
      return found.sort((a, b) => (b.savedAt ?? 0) - (a.savedAt ?? 0));
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
