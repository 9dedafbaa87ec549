// Keeps every open tab's profile and equipment in step without polling (issue: two tabs overwrote each other):
// - a write sends only the fields this tab changed, merged into what is stored under a Web Lock where the browser has
//   one (so two tabs' read-modify-writes never interleave), synchronously otherwise;
// - the `storage` event tells this tab when another tab wrote; the new value is read field by field and handed to
//   the app, with this tab's own not-yet-written changes laid on top so they are not undone by the echo.
import type { UserProfile } from '@/profile/profileTypes';
import type { Equipment } from '@/domain/equipment';
import {
  STORAGE_KEYS,
  changedFields,
  mergeEquipmentChanges,
  mergeProfileChanges,
  readEquipmentText,
  readProfileText,
  type WriteFailureListener,
} from './profileStore';
import { PROFILE_WRITE_LOCK } from './profileWriteLock';

interface LockManagerLike {
  request(name: string, callback: () => unknown): Promise<unknown>;
}

function lockManager(): LockManagerLike | null {
  const locks = (globalThis.navigator as (Navigator & { locks?: LockManagerLike }) | undefined)?.locks;
  return locks && typeof locks.request === 'function' ? locks : null;
}

/** Runs `write` under the write lock when the browser has Web Locks, at once otherwise. */
function underWriteLock(write: () => void): void {
  const locks = lockManager();
  if (!locks) {
    write();
    return;
  }
  locks.request(PROFILE_WRITE_LOCK, write).catch(() => write());
}

/** One kind of stored object (the profile, the equipment) kept in step across tabs. */
class SyncedObject<T extends object> {
  private lastKnown: T;
  /** Fields written by this tab whose write has not finished yet. */
  private readonly pending = new Map<keyof T, T[keyof T]>();

  constructor(
    initial: T,
    private readonly merge: (changes: Partial<T>) => unknown,
  ) {
    this.lastKnown = initial;
  }

  persist(next: T): void {
    const changes = changedFields(this.lastKnown, next);
    this.lastKnown = next;
    const keys = Object.keys(changes) as (keyof T)[];
    if (keys.length === 0) return;
    for (const key of keys) this.pending.set(key, changes[key] as T[keyof T]);
    underWriteLock(() => {
      this.merge(changes);
      for (const key of keys) if (this.pending.get(key) === changes[key]) this.pending.delete(key);
    });
  }

  /** Another tab's stored value, with this tab's pending changes on top; null when nothing differs from what we show. */
  external(stored: T): T | null {
    const next = { ...stored };
    for (const [key, value] of this.pending) next[key] = value;
    if (Object.keys(changedFields(this.lastKnown, next)).length === 0) return null;
    this.lastKnown = next;
    return next;
  }
}

export interface ProfileSyncOptions {
  user: UserProfile;
  equipment: Equipment;
  onExternalUser: (user: UserProfile) => void;
  onExternalEquipment: (equipment: Equipment) => void;
  /** The browser refused a write (storage full, privacy mode): the app tells the user (decision 0071). */
  onWriteFailure?: WriteFailureListener;
}

export interface ProfileSync {
  persistUser: (user: UserProfile) => void;
  persistEquipment: (equipment: Equipment) => void;
  stop: () => void;
}

export function createProfileSync(options: ProfileSyncOptions): ProfileSync {
  const user = new SyncedObject<UserProfile>(options.user, (changes) =>
    mergeProfileChanges(changes, options.onWriteFailure),
  );
  const equipment = new SyncedObject<Equipment>(options.equipment, (changes) =>
    mergeEquipmentChanges(changes, options.onWriteFailure),
  );

  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== null && event.storageArea !== globalThis.localStorage) return;
    if (event.key === STORAGE_KEYS.user && event.newValue !== null) {
      // The other tab's profile, read field by field like at start.
      const next = user.external(readProfileText(event.newValue).user);
      if (next) options.onExternalUser(next);
    }
    if (event.key === STORAGE_KEYS.equipment && event.newValue !== null) {
      const next = equipment.external(readEquipmentText(event.newValue).equipment);
      if (next) options.onExternalEquipment(next);
    }
  };
  globalThis.addEventListener?.('storage', onStorage);

  return {
    persistUser: (next) => user.persist(next),
    persistEquipment: (next) => equipment.persist(next),
    stop: () => globalThis.removeEventListener?.('storage', onStorage),
  };
}
