// One live sync between this device's mirror database and the coach's server (decision 44): PouchDB replication both
// ways, live, retrying with back-off and resuming from its checkpoints after a dropped connection, a server restart
// or a closed tab; the mirror takes in what arrives and mirrors what this page and its other tabs write. Stop keeps
// every local record and the mirror; forget also removes the mirror database.
import { Mirror, type MirrorDatabase } from '@/sync/bridge/mirror';
import type { AppStores, AppliedBatch, StoreScope } from '@/sync/bridge/recordStores';
import type { SyncKeys } from '@/sync/core/syncCrypto';
import { SYNC_MESSAGES, heldDeletionsMessage, problemOf, skippedMessage } from '@/sync/core/syncMessages';
import { databaseUrl } from '@/sync/core/syncSettings';
import type { SyncState, SyncStatus } from '@/sync/core/syncStatus';
import { basicAuth, type SyncCredentials } from './serverChecks';

/** The part of a PouchDB constructor the session uses (the browser's is pouch.ts; the tests give a memory one). */
export interface PouchDatabase extends MirrorDatabase {
  sync(remote: PouchDatabase, options: Record<string, unknown>): PouchReplication;
  replicate: { from(remote: PouchDatabase, options?: Record<string, unknown>): Promise<unknown> };
  changes(options: Record<string, unknown>): ReturnType<MirrorDatabase['changes']> & PouchChangesFeed;
  destroy(): Promise<unknown>;
  close(): Promise<unknown>;
}
export interface PouchChangesFeed {
  on(event: 'change', listener: () => void): PouchChangesFeed;
  cancel(): void;
}
export interface PouchReplication {
  on(event: string, listener: (info: unknown) => void): PouchReplication;
  cancel(): void;
  /** A two-way sync's one-way replications (their 'paused' carries the error a sync's own 'paused' drops). */
  readonly push?: PouchReplication;
  readonly pull?: PouchReplication;
}
export type PouchFactory = (name: string, options?: Record<string, unknown>) => PouchDatabase;

export interface SyncSessionOptions {
  readonly pouch: PouchFactory;
  readonly credentials: SyncCredentials;
  readonly keys: SyncKeys;
  readonly stores: AppStores;
  /** The mirror database's name on this device. */
  readonly localName: string;
  readonly onStatus?: (status: SyncStatus) => void;
  readonly onArrived?: (batch: AppliedBatch) => void;
  /**
   * Subscriptions to this page's and other tabs' writes (the records channel, which names the database written and
   * the sessions' keys when it knows them); each returns its unsubscribe.
   */
  readonly followWrites?: (listener: (store?: StoreScope, sessionKeys?: readonly number[]) => void) => () => void;
  /** How long the mirror waits after a write or an arrival before acting (a burst is taken at once). */
  readonly quietMs?: number;
}

/** Follows the browser's offline and online events; returns the unsubscribe (nothing to follow outside a browser). */
function watchNetwork(onOffline: () => void, onOnline: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') return () => undefined;
  window.addEventListener('offline', onOffline);
  window.addEventListener('online', onOnline);
  return () => {
    window.removeEventListener('offline', onOffline);
    window.removeEventListener('online', onOnline);
  };
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Documents per replication batch (PouchDB's default is 100): a first sync of 25,000 records in few requests, each a
 * few MB (a record's document is about 2 kB), under a hosted server's request limit (Cloudant's is 10 MB).
 */
const BATCH_SIZE = 2000;

/** PouchDB's retry back-off, capped at 10 s instead of its 10 min, so a restarted server is found again quickly. */
const backOff = (delay: number) => (delay === 0 ? 1000 : Math.min(delay * 2, 10_000));

export class SyncSession {
  readonly local: PouchDatabase;
  readonly remote: PouchDatabase;
  readonly mirror: Mirror;
  private replication: PouchReplication | null = null;
  private feed: PouchChangesFeed | null = null;
  private unfollow: (() => void) | null = null;
  private unwatchNetwork: (() => void) | null = null;
  private timers = new Map<string, ReturnType<typeof setTimeout>>();
  private state: SyncState = { kind: 'syncing', pending: 0 };
  private stopped = false;

  constructor(private readonly options: SyncSessionOptions) {
    this.local = options.pouch(options.localName);
    this.remote = options.pouch(databaseUrl(options.credentials.target), {
      skip_setup: true,
      fetch: (url: string, init: RequestInit & { headers: Headers }) => {
        init.headers.set('Authorization', basicAuth(options.credentials));
        return fetch(url, { ...init, credentials: 'omit' });
      },
    });
    this.mirror = new Mirror({
      db: this.local,
      stores: options.stores,
      keys: options.keys,
      onArrived: options.onArrived,
    });
  }

  /** The server and database this session syncs with. */
  get target(): SyncCredentials['target'] {
    return this.options.credentials.target;
  }

  status(): SyncStatus {
    return { state: this.state, conflicts: this.mirror.conflicted.size };
  }

  private report(state?: SyncState): void {
    if (state) this.state = state;
    // The browser knows it has no network before any request fails: say Offline at once.
    if (isOffline() && this.state.kind !== 'off') this.state = { kind: 'offline' };
    const { newer, unreadable, heldDeletions } = this.mirror.problems;
    if (newer > 0) this.state = { kind: 'error', message: SYNC_MESSAGES.newer };
    else if (unreadable > 0) this.state = { kind: 'error', message: skippedMessage(unreadable) };
    else if (heldDeletions > 0) this.state = { kind: 'error', message: heldDeletionsMessage(heldDeletions) };
    this.options.onStatus?.(this.status());
  }

  /**
   * Runs `step` once, `quietMs` after the first of a burst of calls: what comes meanwhile is taken by that run. Not
   * restarted by each call, so a long stream of arrivals (a first sync) is taken in while it comes, not after it.
   */
  private soon(name: string, step: () => Promise<unknown>): void {
    if (this.timers.has(name)) return;
    this.timers.set(
      name,
      setTimeout(() => {
        this.timers.delete(name);
        if (!this.stopped)
          step().then(
            () => this.report(),
            (error: unknown) => this.failed(error),
          );
      }, this.options.quietMs ?? 200),
    );
  }

  private failed(error: unknown): void {
    const problem = problemOf(error);
    if (problem === 'unreachable') this.report({ kind: 'offline' });
    else this.report({ kind: 'error', message: SYNC_MESSAGES[problem] });
  }

  /** Loads the mirror, takes in what the server has, mirrors this device's records and goes live. */
  async start(): Promise<void> {
    this.stopped = false;
    this.report({ kind: 'syncing', pending: 0 });
    await this.mirror.load();
    // A device with records of its own first downloads what the server has, so that a record the server already holds
    // is adopted, not sent again as a conflicting copy; a device with nothing to send (a new one) takes in what
    // arrives while it downloads, and a device's uploads start while its records are still being mirrored.
    if ((await this.mirror.pendingCount()) > 0) {
      try {
        await this.local.replicate.from(this.remote, { batch_size: BATCH_SIZE, batches_limit: 2 });
      } catch (error) {
        this.failed(error); // offline at start: the live replication below catches up when the server is back
      }
    }
    this.unwatchNetwork = watchNetwork(
      () => this.report({ kind: 'offline' }),
      () => this.report({ kind: 'syncing', pending: 0 }),
    );
    this.feed = this.local
      .changes({ since: 'now', live: true })
      .on('change', () => this.soon('pull', () => this.mirror.pullChanges()));
    this.unfollow =
      this.options.followWrites?.((store, sessionKeys) => {
        if (this.mirror.noteLocalWrite(store, sessionKeys)) this.soon('push', () => this.mirror.pushLocalChanges());
      }) ?? null;
    const replication = this.local.sync(this.remote, {
      live: true,
      retry: true,
      batch_size: BATCH_SIZE,
      batches_limit: 2,
      back_off_function: backOff,
    });
    // A sync says 'paused' without the error that paused one of its directions (a server down while the browser is
    // online): each direction's own last pause is kept, so the status says Offline, not Synced. Followed before the
    // sync's own 'paused', so it is current when that comes.
    const failing = new Map<'push' | 'pull', unknown>();
    for (const direction of ['push', 'pull'] as const)
      replication[direction]
        ?.on('paused', (error) => (error ? failing.set(direction, error) : failing.delete(direction)))
        .on('active', () => failing.delete(direction));
    this.replication = replication
      .on('change', (info) => {
        const change = (info as { change?: { pending?: number } }).change;
        this.report({ kind: 'syncing', pending: change?.pending ?? 0 });
      })
      .on('active', () => this.report({ kind: 'syncing', pending: 0 }))
      .on('paused', (error) => {
        const failure = error ?? failing.values().next().value;
        if (failure) this.failed(failure);
        else this.report({ kind: 'synced' });
      })
      .on('denied', (error) => this.failed(error))
      .on('error', (error) => this.failed(error));
    try {
      await this.mirror.pullChanges();
    } catch (error) {
      this.failed(error);
    }
    this.report();
  }

  /** Ends the replication; every local record and the mirror stay. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.replication?.cancel();
    this.feed?.cancel();
    this.unfollow?.();
    this.unwatchNetwork?.();
    this.unwatchNetwork = null;
    this.replication = null;
    this.feed = null;
    this.unfollow = null;
    this.state = { kind: 'off' };
    this.options.onStatus?.({ state: this.state, conflicts: 0 });
  }

  /** Stops and removes this device's mirror database (the app's own records stay). */
  async forget(): Promise<void> {
    await this.stop();
    await this.local.destroy();
  }
}
