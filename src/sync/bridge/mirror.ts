// The bridge between the app's databases and the sync database (decision 44; the sync-engine reference): outbound,
// every record whose fingerprint changed since this device last mirrored it is encrypted and written on the revision
// this device last saw, and a record that is gone from the app's databases is written as a deletion; inbound, every
// revision this device did not write is decrypted, read by its store's reader and written into the app's databases
// (a deletion removes the record). A local edit that meets a revision from elsewhere is never overwritten: it is
// written as a branch of its own, so the sync database keeps both and the coach chooses (never discarded).
//
// Cost (decision 0195): a write rescans only the database it changed, and a row whose stored form is the one this
// device last mirrored is passed over on a cheap fingerprint, without being checked, hashed again or encrypted; only
// changed records are checked, encrypted (in parallel) and written, a batch at a time. Arrivals come with their
// documents from the changes feed, a batch is decrypted in parallel and written in one transaction per database.
// The device's bookkeeping (which revision each record was last written or taken in at) is kept in 256 small
// shards, so a live change rewrites one small document, not the whole map.
import { canonicalHash } from './canonicalHash';
import {
  ALL_SCOPES,
  KINDS_OF_SCOPE,
  readLocalRows,
  readSessionRowsByKey,
  readableBody,
  recordOfRow,
  writeArrivedRecords,
  type AppStores,
  type AppliedBatch,
  type LocalRecord,
  type LocalRow,
  type RecordRef,
  type StoreScope,
} from './recordStores';
import { documentId, type SyncKeys } from '@/sync/core/syncCrypto';
import {
  KEYS_DOCUMENT_ID,
  RECORD_KINDS,
  decodeRecord,
  encodeRecord,
  type RecordDocument,
  type RecordKind,
  type SyncRecord,
} from '@/sync/core/syncDocuments';

/** The few PouchDB calls the mirror makes (a PouchDB database satisfies it). */
export interface MirrorDatabase {
  get(id: string, options?: Record<string, unknown>): Promise<Record<string, unknown>>;
  put(doc: Record<string, unknown>): Promise<{ rev: string }>;
  remove?(doc: Record<string, unknown>): Promise<unknown>;
  bulkDocs(docs: Record<string, unknown>[], options?: Record<string, unknown>): Promise<unknown[]>;
  changes(options: Record<string, unknown>): Promise<{ results: ChangeRow[]; last_seq: number | string }>;
  allDocs(options: {
    keys: string[];
    include_docs?: boolean;
  }): Promise<{ rows: { key: string; value?: { rev: string; deleted?: boolean }; doc?: unknown }[] }>;
}

interface ChangeRow {
  id: string;
  seq: number | string;
  deleted?: boolean;
  doc?: Record<string, unknown>;
}

interface Provenance {
  /** The revision this device last wrote or took in. */
  readonly rev: string;
  /** The fingerprint of the record as it was then. */
  readonly hash: string;
  /** The record's kind and app id (what a deletion removes); absent in bookkeeping kept before deletions synced. */
  readonly kind?: RecordKind;
  readonly id?: string;
}

const META_ID = '_local/fitness-mirror-meta';
const SHARD_PREFIX = '_local/fitness-mirror-p-';
/** The single bookkeeping document of earlier builds, read once and replaced by the shards. */
const LEGACY_STATE_ID = '_local/fitness-mirror-state';
const BATCH = 2000;
/** Arrivals taken in between two saves of the change checkpoint (a closed tab repeats at most this many). */
const SAVE_EVERY = 5_000;
/**
 * A scan that finds none of a database's records while at least this many were mirrored does not send deletions: a
 * database emptied by the browser (storage cleared) must not empty every other device. Stated in docs/sync.md.
 */
export const MASS_DELETION_GUARD = 10;

export interface MirrorProblems {
  /** Documents that did not open or did not read as a record (left on the server, never written here). */
  unreadable: number;
  /** Documents of a newer app version (left on the server, never written here). */
  newer: number;
  /** Deletions held back because a whole database of this device was found empty. */
  heldDeletions: number;
}

export interface MirrorOptions {
  readonly db: MirrorDatabase;
  readonly stores: AppStores;
  readonly keys: SyncKeys;
  readonly now?: () => Date;
  /** Told after arrivals were written into the app's databases. */
  readonly onArrived?: (batch: AppliedBatch) => void;
}

/** One outbound write: a changed record, or a deletion (doc null). */
interface Outgoing {
  readonly docId: string;
  readonly appKey: string;
  readonly record: LocalRecord;
  readonly hash: string;
  readonly base: string | undefined;
  /** The row's stored-form fingerprint, remembered once it is mirrored. */
  readonly seen: string;
}

interface Plan {
  readonly changed: Outgoing[];
  readonly removed: { docId: string; rev: string }[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function revNumber(rev: string): number {
  return Number.parseInt(rev.split('-')[0] ?? '0', 10) || 0;
}

function isKind(value: unknown): value is RecordKind {
  return typeof value === 'string' && (RECORD_KINDS as readonly string[]).includes(value);
}

const appKeyOf = (kind: string, id: string) => `${kind}\u0000${id}`;

/** The bookkeeping shard of a document: the first two hex digits of its (random-looking) id. */
function shardOf(docId: string): string {
  const digits = docId.slice(1, 3);
  return /^[0-9a-f]{2}$/.test(digits) ? digits : 'xx';
}

/** A cheap fingerprint of a row's stored form (key order as stored): equal means unchanged since last seen. */
function storedFingerprint(row: Record<string, unknown>): string {
  const text = JSON.stringify(row);
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 0x01000193);
    h2 = Math.imul(h2 ^ ch, 0x5bd1e995);
  }
  return `${text.length}:${(h1 >>> 0).toString(36)}${(h2 >>> 0).toString(36)}`;
}

/** Runs `work` over `items` a slice at a time, each slice in parallel (WebCrypto runs off the main thread). */
async function inSlices<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size)
    results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  return results;
}

export class Mirror {
  private provenance = new Map<string, Provenance>();
  private since: number | string = 0;
  private readonly revs = new Map<string, string>();
  private readonly dirtyShards = new Set<string>();
  private legacyState: Record<string, unknown> | null = null;
  /** Document id by app key (kind and id): an HMAC, computed once. */
  private readonly ids = new Map<string, string>();
  /** The stored-form fingerprint of each row as last mirrored. */
  private readonly seen = new Map<string, string>();
  /**
   * Rows found changed and readable by a scan that wrote nothing ("Test", and the count at start), with their
   * fingerprint: the next scan passes over the check and the hash of a row still stored the same.
   */
  private readonly checked = new Map<string, { readonly seen: string; readonly hash: string }>();
  /** Each session's local key by its stable id, as of the last scan and the arrivals since. */
  private readonly sessionKeys = new Map<string, number>();
  /** The databases written since the last scan (all, until the first). */
  private readonly dirtyScopes = new Set<StoreScope>(ALL_SCOPES);
  /** The sessions written since the last scan, by local key, as the notices named them (a scan covers them too). */
  private readonly dirtySessionKeys = new Set<number>();
  /** True while arrivals are written: the app's own notice of that write is not a local edit. */
  private applying = false;
  private readonly heldByScope = new Map<StoreScope, number>();
  private queue: Promise<unknown> = Promise.resolve();
  readonly problems: MirrorProblems = { unreadable: 0, newer: 0, heldDeletions: 0 };
  /** Documents with more than one leaf revision: a conflict the coach has not settled. */
  readonly conflicted = new Set<string>();

  constructor(private readonly options: MirrorOptions) {}

  private async getLocal(id: string): Promise<Record<string, unknown> | null> {
    try {
      return await this.options.db.get(id);
    } catch (error) {
      if ((error as { status?: number }).status === 404) return null;
      throw error;
    }
  }

  private remember(docId: string, provenance: Provenance | undefined): void {
    if (provenance) {
      this.provenance.set(docId, provenance);
      if (provenance.kind && provenance.id) this.ids.set(appKeyOf(provenance.kind, provenance.id), docId);
    } else this.provenance.delete(docId);
    this.dirtyShards.add(shardOf(docId));
  }

  private readEntries(entries: unknown): void {
    if (!Array.isArray(entries)) return;
    for (const entry of entries as unknown[]) {
      if (!Array.isArray(entry) || typeof entry[0] !== 'string' || typeof entry[1] !== 'string') continue;
      const [docId, rev, hash, kind, id] = entry as unknown[];
      const provenance: Provenance =
        isKind(kind) && typeof id === 'string'
          ? { rev: rev as string, hash: String(hash), kind, id }
          : { rev: rev as string, hash: String(hash) };
      this.provenance.set(docId as string, provenance);
      if (provenance.kind && provenance.id) this.ids.set(appKeyOf(provenance.kind, provenance.id), docId as string);
    }
  }

  /** Loads this device's bookkeeping and change checkpoint. */
  async load(): Promise<void> {
    const meta = await this.getLocal(META_ID);
    if (meta) {
      this.revs.set(META_ID, String(meta._rev));
      if (typeof meta.since === 'number' || typeof meta.since === 'string') this.since = meta.since;
      if (Array.isArray(meta.conflicted))
        for (const id of meta.conflicted as unknown[]) if (typeof id === 'string') this.conflicted.add(id);
      const shards = Array.isArray(meta.shards) ? (meta.shards as unknown[]).filter((s) => typeof s === 'string') : [];
      const docs = await Promise.all(shards.map((shard) => this.getLocal(`${SHARD_PREFIX}${String(shard)}`)));
      for (const doc of docs) {
        if (!doc) continue;
        this.revs.set(String(doc._id), String(doc._rev));
        this.readEntries(doc.entries);
      }
      return;
    }
    const legacy = await this.getLocal(LEGACY_STATE_ID);
    if (!legacy) return;
    this.legacyState = legacy;
    this.readEntries(legacy.entries);
    if (typeof legacy.since === 'number' || typeof legacy.since === 'string') this.since = legacy.since;
    if (Array.isArray(legacy.conflicted))
      for (const id of legacy.conflicted as unknown[]) if (typeof id === 'string') this.conflicted.add(id);
    for (const docId of this.provenance.keys()) this.dirtyShards.add(shardOf(docId));
  }

  private async putLocal(doc: Record<string, unknown>): Promise<void> {
    const id = String(doc._id);
    const rev = this.revs.get(id);
    this.revs.set(id, (await this.options.db.put(rev ? { ...doc, _rev: rev } : doc)).rev);
  }

  /** Writes the shards that changed, then the checkpoint (which names the shards). */
  private async save(): Promise<void> {
    const shards = [...this.dirtyShards];
    this.dirtyShards.clear();
    if (shards.length > 0) {
      const byShard = new Map<string, unknown[][]>(shards.map((shard) => [shard, []]));
      for (const [docId, p] of this.provenance)
        byShard
          .get(shardOf(docId))
          ?.push(p.kind && p.id ? [docId, p.rev, p.hash, p.kind, p.id] : [docId, p.rev, p.hash]);
      await Promise.all(
        [...byShard].map(([shard, entries]) => this.putLocal({ _id: `${SHARD_PREFIX}${shard}`, entries })),
      );
    }
    const allShards = new Set<string>();
    for (const docId of this.provenance.keys()) allShards.add(shardOf(docId));
    await this.putLocal({ _id: META_ID, since: this.since, conflicted: [...this.conflicted], shards: [...allShards] });
    if (this.legacyState && this.options.db.remove) {
      await this.options.db.remove(this.legacyState);
      this.legacyState = null;
    }
  }

  /** Runs one step at a time: a scan and an arrival never interleave. */
  private serial<T>(step: () => Promise<T>): Promise<T> {
    const next = this.queue.then(step, step);
    this.queue = next.catch(() => undefined);
    return next;
  }

  async docIdOf(kind: string, id: string): Promise<string> {
    const key = appKeyOf(kind, id);
    const known = this.ids.get(key);
    if (known) return known;
    const docId = await documentId(this.options.keys, kind, id);
    this.ids.set(key, docId);
    return docId;
  }

  private syncRecordOf(record: LocalRecord): SyncRecord {
    return { ...record, savedAt: (this.options.now?.() ?? new Date()).toISOString() };
  }

  /**
   * Tells the mirror that this page or another tab wrote to one of the app's databases (all of them when not said), and
   * which sessions, by local key, when the notice named them: then only those rows are read, else the whole database
   * is scanned (a notice from an older build names none). False when the write was the mirror's own (arrivals being
   * written), which needs no mirroring.
   */
  noteLocalWrite(scope?: StoreScope, sessionKeys?: readonly number[]): boolean {
    if (this.applying) return false;
    if (scope === 'sessions' && sessionKeys) {
      if (!this.dirtyScopes.has('sessions')) for (const key of sessionKeys) this.dirtySessionKeys.add(key);
    } else for (const s of scope ? [scope] : ALL_SCOPES) this.dirtyScopes.add(s);
    return true;
  }

  /** Mirrors every local record that changed since this device last mirrored it; resolves how many were written. */
  pushLocalChanges(): Promise<number> {
    return this.serial(() => this.pushNow());
  }

  /** How many local records are not yet mirrored, deletions included (what "Test" says would go up). */
  pendingCount(): Promise<number> {
    return this.serial(async () => {
      const plan = await this.plan(ALL_SCOPES);
      return plan.changed.length + plan.removed.length;
    });
  }

  /**
   * What a scan of these databases and of the sessions under these keys would write: the records that changed, and the
   * deletions.
   */
  private async plan(scopes: readonly StoreScope[], sessionKeys: readonly number[] = []): Promise<Plan> {
    const rows = await readLocalRows(this.options.stores, scopes);
    if (scopes.includes('sessions')) {
      this.sessionKeys.clear();
      for (const row of rows)
        if (row.kind === 'session' && row.key !== undefined) this.sessionKeys.set(row.id, row.key);
    }
    const removed: { docId: string; rev: string }[] = [];
    if (sessionKeys.length > 0) {
      const named = await this.namedSessions(sessionKeys);
      if (!named) return this.plan([...scopes, 'sessions']);
      rows.push(...named.rows);
      removed.push(...named.removed);
    }
    const missing = rows.filter((row) => !this.ids.has(appKeyOf(row.kind, row.id)));
    await inSlices(missing, BATCH, (row) => this.docIdOf(row.kind, row.id));
    const present = new Set<string>();
    const changed: Outgoing[] = [];
    for (const row of rows) {
      const appKey = appKeyOf(row.kind, row.id);
      const docId = this.ids.get(appKey) as string;
      present.add(docId);
      const seen = storedFingerprint(row.row);
      const known = this.provenance.get(docId);
      if (known && this.seen.get(appKey) === seen) continue;
      const record = recordOfRow(row);
      const checked = this.checked.get(appKey);
      const hash = checked?.seen === seen ? checked.hash : canonicalHash(record.body);
      if (known?.hash === hash) {
        this.seen.set(appKey, seen);
        if (!known.kind) this.remember(docId, { ...known, kind: row.kind, id: row.id });
        continue;
      }
      if (checked?.seen !== seen) {
        if (!readableBody(record.kind, record.id, record.body)) continue; // stays unsynced, as any unreadable row
        this.checked.set(appKey, { seen, hash });
      }
      changed.push({ docId, appKey, record, hash, base: known?.rev, seen });
    }
    for (const scope of scopes) {
      const kinds = KINDS_OF_SCOPE[scope];
      const gone = [...this.provenance].filter(([docId, p]) => p.kind && kinds.includes(p.kind) && !present.has(docId));
      const found = rows.some((row) => kinds.includes(row.kind));
      const held = !found && gone.length >= MASS_DELETION_GUARD;
      this.heldByScope.set(scope, held ? gone.length : 0);
      if (!held) for (const [docId, p] of gone) removed.push({ docId, rev: p.rev });
    }
    this.problems.heldDeletions = [...this.heldByScope.values()].reduce((sum, n) => sum + n, 0);
    return { changed, removed };
  }

  /**
   * The sessions under these keys (a notice named them) and the deletions of those no longer there; null when only a
   * scan can tell (a session without a stable id yet, or a key that held another session when last read).
   */
  private async namedSessions(
    keys: readonly number[],
  ): Promise<{ rows: LocalRow[]; removed: { docId: string; rev: string }[] } | null> {
    const read = await readSessionRowsByKey(this.options.stores.sessions, keys);
    if (!read) return null;
    const idAtKey = new Map<number, string>();
    for (const [id, key] of this.sessionKeys) idAtKey.set(key, id);
    for (const row of read.rows) {
      const before = idAtKey.get(row.key as number);
      if (before !== undefined && before !== row.id) return null;
    }
    for (const row of read.rows) this.sessionKeys.set(row.id, row.key as number);
    const removed: { docId: string; rev: string }[] = [];
    for (const key of read.emptyKeys) {
      const id = idAtKey.get(key);
      if (id === undefined) continue;
      this.sessionKeys.delete(id);
      const docId = this.ids.get(appKeyOf('session', id));
      const known = docId ? this.provenance.get(docId) : undefined;
      if (docId && known) removed.push({ docId, rev: known.rev });
    }
    return { rows: read.rows, removed };
  }

  private async pushNow(): Promise<number> {
    const scopes = ALL_SCOPES.filter((scope) => this.dirtyScopes.has(scope));
    const sessionKeys = scopes.includes('sessions') ? [] : [...this.dirtySessionKeys];
    if (scopes.length === 0 && sessionKeys.length === 0) return 0;
    for (const scope of scopes) this.dirtyScopes.delete(scope);
    this.dirtySessionKeys.clear();
    let plan: Plan;
    try {
      plan = await this.plan(scopes, sessionKeys);
    } catch (error) {
      for (const scope of scopes) this.dirtyScopes.add(scope);
      for (const key of sessionKeys) this.dirtySessionKeys.add(key);
      throw error;
    }
    const { changed, removed } = plan;
    this.checked.clear(); // held for the scan that follows a count only
    await this.adoptKnownVersions(changed);
    for (let start = 0; start < changed.length; start += BATCH) {
      const slice = changed.slice(start, start + BATCH);
      const docs = await Promise.all(
        slice.map((item) => encodeRecord(this.options.keys, this.syncRecordOf(item.record), item.docId)),
      );
      const results = await this.options.db.bulkDocs(
        docs.map((doc, index) => {
          const base = slice[index]?.base;
          return base ? { ...doc, _rev: base } : { ...doc };
        }),
      );
      for (const [index, result] of results.entries()) {
        const item = slice[index];
        const doc = docs[index];
        if (!item || !doc) continue;
        let rev: string;
        if (isRecord(result) && typeof result.rev === 'string' && result.ok !== false && !result.error)
          rev = result.rev;
        // Another revision got there first: keep this device's version as a branch of its own (a conflict).
        else rev = await this.writeBranch(doc, item.hash, item.base);
        this.remember(item.docId, { rev, hash: item.hash, kind: item.record.kind, id: item.record.id });
        this.seen.set(item.appKey, item.seen);
      }
    }
    for (let start = 0; start < removed.length; start += BATCH) {
      const slice = removed.slice(start, start + BATCH);
      // A deletion that meets a newer revision from elsewhere is refused by the database: the edit wins, arrives,
      // and the record comes back here (nothing lost).
      await this.options.db.bulkDocs(slice.map(({ docId, rev }) => ({ _id: docId, _rev: rev, _deleted: true })));
      for (const { docId } of slice) this.forgetRecord(docId);
    }
    if (changed.length > 0 || removed.length > 0 || this.dirtyShards.size > 0) await this.save();
    return changed.length + removed.length;
  }

  private forgetRecord(docId: string): void {
    const p = this.provenance.get(docId);
    if (p?.kind && p.id) this.seen.delete(appKeyOf(p.kind, p.id));
    this.remember(docId, undefined);
  }

  /**
   * A record this device has no bookkeeping for (a device set up again after "Forget") may already be on the server:
   * where the server's version is the same record, this device adopts its revision instead of writing a copy that
   * would stand as a conflict; a different version is written on it as a branch (a conflict the coach settles).
   */
  private async adoptKnownVersions(changed: Outgoing[]): Promise<void> {
    const unknown = changed.filter((item) => item.base === undefined);
    const adopted = new Set<Outgoing>();
    for (let start = 0; start < unknown.length; start += BATCH) {
      const slice = unknown.slice(start, start + BATCH);
      const { rows } = await this.options.db.allDocs({ keys: slice.map((item) => item.docId), include_docs: true });
      await Promise.all(
        rows.map(async (row, index) => {
          const item = slice[index];
          if (!item || !row.value || row.value.deleted) return;
          const decoded = await decodeRecord(this.options.keys, row.doc);
          if (decoded.ok && canonicalHash(decoded.record.body) === item.hash) {
            this.remember(item.docId, {
              rev: row.value.rev,
              hash: item.hash,
              kind: item.record.kind,
              id: item.record.id,
            });
            this.seen.set(item.appKey, item.seen);
            adopted.add(item);
          }
        }),
      );
    }
    if (adopted.size > 0) changed.splice(0, changed.length, ...changed.filter((item) => !adopted.has(item)));
  }

  /** Writes a document as a new leaf on `base` (or as a new root) whatever the current winner is. */
  private async writeBranch(doc: RecordDocument, hash: string, base: string | undefined): Promise<string> {
    const generation = base ? revNumber(base) + 1 : 1;
    const id = `${hash}${canonicalHash([doc._id, base ?? '', doc.ct.length])}`;
    const rev = `${generation}-${id}`;
    const parent = base?.split('-')[1];
    await this.options.db.bulkDocs(
      [{ ...doc, _rev: rev, _revisions: { start: generation, ids: parent ? [id, parent] : [id] } }],
      { new_edits: false },
    );
    return rev;
  }

  /** Takes in every change of the sync database since the checkpoint; resolves how many records were written here. */
  pullChanges(): Promise<number> {
    return this.serial(async () => {
      // Local edits first, so an arrival never lands on a record this device changed and had not mirrored yet.
      await this.pushNow();
      let written = 0;
      let unsaved = 0;
      for (;;) {
        const feed = await this.options.db.changes({
          since: this.since,
          limit: BATCH,
          include_docs: true,
          conflicts: true,
          style: 'all_docs',
        });
        if (feed.results.length === 0) break;
        written += await this.takeIn(feed.results);
        this.since = feed.last_seq;
        unsaved += feed.results.length;
        if (unsaved >= SAVE_EVERY) {
          await this.save();
          unsaved = 0;
        }
      }
      if (unsaved > 0 || this.dirtyShards.size > 0) await this.save();
      return written;
    });
  }

  private async takeIn(rows: readonly ChangeRow[]): Promise<number> {
    const candidates: { docId: string; rev: string; doc: Record<string, unknown> }[] = [];
    const removed: RecordRef[] = [];
    const removedIds: string[] = [];
    for (const row of rows) {
      const docId = row.id;
      if (docId === KEYS_DOCUMENT_ID || docId.startsWith('_')) continue;
      const doc = row.doc;
      if (row.deleted || !doc || doc._deleted === true) {
        // Deleted on another device (every version of it): the record goes here too.
        this.conflicted.delete(docId);
        const p = this.provenance.get(docId);
        if (p?.kind && p.id) {
          removed.push({ kind: p.kind, id: p.id });
          removedIds.push(docId);
        }
        continue;
      }
      const rev = String(doc._rev);
      if (Array.isArray(doc._conflicts) && doc._conflicts.length > 0) this.conflicted.add(docId);
      else this.conflicted.delete(docId);
      if (this.provenance.get(docId)?.rev === rev) continue;
      candidates.push({ docId, rev, doc });
    }
    const decoded = await Promise.all(candidates.map(({ doc }) => decodeRecord(this.options.keys, doc)));
    const arrived: { docId: string; rev: string; record: LocalRecord; hash: string }[] = [];
    const unchanged: { docId: string; rev: string; record: LocalRecord; hash: string }[] = [];
    for (const [index, reading] of decoded.entries()) {
      const candidate = candidates[index];
      if (!candidate) continue;
      if (!reading.ok) {
        this.problems[reading.problem] += 1;
        continue;
      }
      const { kind, id, body } = reading.record;
      if (!readableBody(kind, id, body)) {
        this.problems.unreadable += 1;
        continue;
      }
      const hash = canonicalHash(body);
      const item = { docId: candidate.docId, rev: candidate.rev, record: { kind, id, body }, hash };
      if (this.provenance.get(candidate.docId)?.hash === hash) unchanged.push(item);
      else arrived.push(item);
    }
    const written = await this.write(arrived, removed);
    for (const item of [...unchanged, ...written])
      this.remember(item.docId, { rev: item.rev, hash: item.hash, kind: item.record.kind, id: item.record.id });
    for (const docId of removedIds) this.forgetRecord(docId);
    return written.length;
  }

  /**
   * Writes a batch of arrivals and deletions in one transaction per database. Should the batch fail (a store refusing
   * one of them), each is tried alone: the ones refused are counted as unreadable and left on the server, the others
   * are written; an arrival never stops the ones after it.
   */
  private async write<T extends { record: LocalRecord }>(arrived: T[], removed: RecordRef[]): Promise<T[]> {
    if (arrived.length === 0 && removed.length === 0) return [];
    this.applying = true;
    try {
      try {
        const batch = await writeArrivedRecords(
          this.options.stores,
          arrived.map((item) => item.record),
          this.sessionKeys,
          removed,
        );
        this.options.onArrived?.(batch);
        return arrived;
      } catch {
        const written: T[] = [];
        for (const item of arrived) {
          try {
            this.options.onArrived?.(await writeArrivedRecords(this.options.stores, [item.record], this.sessionKeys));
            written.push(item);
          } catch {
            this.problems.unreadable += 1;
          }
        }
        if (removed.length > 0)
          this.options.onArrived?.(await writeArrivedRecords(this.options.stores, [], this.sessionKeys, removed));
        return written;
      }
    } finally {
      this.applying = false;
    }
  }

  /** Every leaf of a conflicted document, decrypted: the shown (winning) version first. */
  async versionsOf(docId: string): Promise<{ rev: string; record: SyncRecord }[]> {
    const winner = await this.options.db.get(docId, { conflicts: true });
    const revs = [String(winner._rev), ...((winner._conflicts as string[] | undefined) ?? [])];
    const versions: { rev: string; record: SyncRecord }[] = [];
    for (const rev of revs) {
      const doc = rev === winner._rev ? winner : await this.options.db.get(docId, { rev });
      const decoded = await decodeRecord(this.options.keys, doc);
      if (decoded.ok) versions.push({ rev, record: decoded.record });
    }
    return versions;
  }

  /**
   * Settles a conflict: `merged` is written on the winning revision and every other leaf is removed; with `keepAlso`,
   * each other version is first kept as a record of its own (a session under a new id). Every device then takes in
   * the same result.
   */
  resolve(docId: string, merged: Record<string, unknown>, keepAlso: readonly LocalRecord[] = []): Promise<void> {
    return this.serial(async () => {
      const versions = await this.versionsOf(docId);
      const shown = versions[0];
      if (!shown) return;
      const { kind, id } = shown.record;
      if (!readableBody(kind, id, merged)) throw new Error('The merged version does not read as a record.');
      const doc = await encodeRecord(this.options.keys, this.syncRecordOf({ kind, id, body: merged }));
      const removals = versions.slice(1).map(({ rev }) => ({ _id: docId, _rev: rev, _deleted: true }));
      await this.options.db.bulkDocs([{ ...doc, _rev: shown.rev }, ...removals]);
      for (const extra of keepAlso) {
        if (!readableBody(extra.kind, extra.id, extra.body)) continue;
        await this.options.db.put({ ...(await encodeRecord(this.options.keys, this.syncRecordOf(extra))) });
      }
    });
  }
}
