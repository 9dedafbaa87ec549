// The bridge between the app's databases and the sync database (decision 44; the sync-engine reference): outbound,
// every record whose fingerprint changed since this device last mirrored it is encrypted and written on the revision
// this device last saw; inbound, every revision this device did not write is decrypted, read by its store's reader and
// written into the app's databases. A local edit that meets a revision from elsewhere is never overwritten: it is
// written as a branch of its own, so the sync database keeps both and the coach chooses (never discarded).
import { canonicalHash } from './canonicalHash';
import {
  readLocalRecords,
  readableBody,
  writeArrivedRecords,
  type AppStores,
  type AppliedBatch,
  type LocalRecord,
} from './recordStores';
import { documentId, type SyncKeys } from '@/sync/core/syncCrypto';
import {
  KEYS_DOCUMENT_ID,
  decodeRecord,
  encodeRecord,
  type RecordDocument,
  type SyncRecord,
} from '@/sync/core/syncDocuments';

/** The few PouchDB calls the mirror makes (a PouchDB database satisfies it). */
export interface MirrorDatabase {
  get(id: string, options?: Record<string, unknown>): Promise<Record<string, unknown>>;
  put(doc: Record<string, unknown>): Promise<{ rev: string }>;
  bulkDocs(docs: Record<string, unknown>[], options?: Record<string, unknown>): Promise<unknown[]>;
  changes(options: Record<string, unknown>): Promise<{ results: ChangeRow[]; last_seq: number | string }>;
  allDocs(options: {
    keys: string[];
  }): Promise<{ rows: { key: string; value?: { rev: string; deleted?: boolean } }[] }>;
}

interface ChangeRow {
  id: string;
  seq: number | string;
  deleted?: boolean;
}

interface Provenance {
  /** The revision this device last wrote or took in. */
  rev: string;
  /** The fingerprint of the record as it was then. */
  hash: string;
}

const STATE_ID = '_local/fitness-mirror-state';
const BATCH = 500;

export interface MirrorProblems {
  /** Documents that did not open or did not read as a record (left on the server, never written here). */
  unreadable: number;
  /** Documents of a newer app version (left on the server, never written here). */
  newer: number;
}

export interface MirrorOptions {
  readonly db: MirrorDatabase;
  readonly stores: AppStores;
  readonly keys: SyncKeys;
  readonly now?: () => Date;
  /** Told after arrivals were written into the app's databases. */
  readonly onArrived?: (batch: AppliedBatch) => void;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function revNumber(rev: string): number {
  return Number.parseInt(rev.split('-')[0] ?? '0', 10) || 0;
}

export class Mirror {
  private provenance = new Map<string, Provenance>();
  private since: number | string = 0;
  private stateRev: string | undefined;
  private readonly ids = new Map<string, string>();
  private queue: Promise<unknown> = Promise.resolve();
  readonly problems: MirrorProblems = { unreadable: 0, newer: 0 };
  /** Documents with more than one leaf revision: a conflict the coach has not settled. */
  readonly conflicted = new Set<string>();

  constructor(private readonly options: MirrorOptions) {}

  /** Loads this device's provenance map and change checkpoint. */
  async load(): Promise<void> {
    try {
      const state = await this.options.db.get(STATE_ID);
      this.stateRev = typeof state._rev === 'string' ? state._rev : undefined;
      if (Array.isArray(state.entries))
        for (const entry of state.entries as unknown[])
          if (Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string')
            this.provenance.set(entry[0], { rev: entry[1], hash: String(entry[2]) });
      if (typeof state.since === 'number' || typeof state.since === 'string') this.since = state.since;
      if (Array.isArray(state.conflicted))
        for (const id of state.conflicted as unknown[]) if (typeof id === 'string') this.conflicted.add(id);
    } catch (error) {
      if ((error as { status?: number }).status !== 404) throw error;
    }
  }

  private async save(): Promise<void> {
    const doc: Record<string, unknown> = {
      _id: STATE_ID,
      entries: [...this.provenance].map(([id, p]) => [id, p.rev, p.hash]),
      since: this.since,
      conflicted: [...this.conflicted],
    };
    if (this.stateRev) doc._rev = this.stateRev;
    this.stateRev = (await this.options.db.put(doc)).rev;
  }

  /** Runs one step at a time: a scan and an arrival never interleave. */
  private serial<T>(step: () => Promise<T>): Promise<T> {
    const next = this.queue.then(step, step);
    this.queue = next.catch(() => undefined);
    return next;
  }

  async docIdOf(kind: string, id: string): Promise<string> {
    const key = `${kind}\u0000${id}`;
    const known = this.ids.get(key);
    if (known) return known;
    const docId = await documentId(this.options.keys, kind, id);
    this.ids.set(key, docId);
    return docId;
  }

  private syncRecordOf(record: LocalRecord): SyncRecord {
    return { ...record, savedAt: (this.options.now?.() ?? new Date()).toISOString() };
  }

  /** Mirrors every local record that changed since this device last mirrored it; resolves how many were written. */
  pushLocalChanges(): Promise<number> {
    return this.serial(() => this.pushNow());
  }

  /** How many local records are not yet mirrored (what "Test" says would go up). */
  async pendingCount(): Promise<number> {
    const records = await readLocalRecords(this.options.stores);
    let pending = 0;
    for (const record of records) {
      const known = this.provenance.get(await this.docIdOf(record.kind, record.id));
      if (known?.hash !== canonicalHash(record.body)) pending += 1;
    }
    return pending;
  }

  private async pushNow(): Promise<number> {
    const records = await readLocalRecords(this.options.stores);
    const changed: { doc: RecordDocument; hash: string; base: string | undefined }[] = [];
    for (const record of records) {
      const docId = await this.docIdOf(record.kind, record.id);
      const hash = canonicalHash(record.body);
      const known = this.provenance.get(docId);
      if (known?.hash === hash) continue;
      changed.push({ doc: await encodeRecord(this.options.keys, this.syncRecordOf(record)), hash, base: known?.rev });
    }
    await this.adoptKnownVersions(changed);
    for (let start = 0; start < changed.length; start += BATCH) {
      const slice = changed.slice(start, start + BATCH);
      const results = await this.options.db.bulkDocs(
        slice.map(({ doc, base }) => (base ? { ...doc, _rev: base } : { ...doc })),
      );
      for (const [index, result] of results.entries()) {
        const item = slice[index];
        if (!item) continue;
        if (isRecord(result) && typeof result.rev === 'string' && result.ok !== false && !result.error) {
          this.provenance.set(item.doc._id, { rev: result.rev, hash: item.hash });
        } else {
          // Another revision got there first: keep this device's version as a branch of its own (a conflict).
          const rev = await this.writeBranch(item.doc, item.hash, item.base);
          this.provenance.set(item.doc._id, { rev, hash: item.hash });
        }
      }
    }
    if (changed.length > 0) await this.save();
    return changed.length;
  }

  /**
   * A record this device has no provenance for (a device set up again after "Forget") may already be on the server:
   * where the server's version is the same record, this device adopts its revision instead of writing a copy that
   * would stand as a conflict; a different version is written as a branch (a conflict the coach settles).
   */
  private async adoptKnownVersions(
    changed: { doc: RecordDocument; hash: string; base: string | undefined }[],
  ): Promise<void> {
    const unknown = changed.filter((item) => item.base === undefined);
    for (let start = 0; start < unknown.length; start += BATCH) {
      const slice = unknown.slice(start, start + BATCH);
      const { rows } = await this.options.db.allDocs({ keys: slice.map((item) => item.doc._id) });
      for (const [index, row] of rows.entries()) {
        const item = slice[index];
        if (!item || !row.value || row.value.deleted) continue;
        const decoded = await decodeRecord(this.options.keys, await this.options.db.get(item.doc._id));
        if (decoded.ok && canonicalHash(decoded.record.body) === item.hash) {
          this.provenance.set(item.doc._id, { rev: row.value.rev, hash: item.hash });
          changed.splice(changed.indexOf(item), 1);
        }
      }
    }
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
      for (;;) {
        const feed = await this.options.db.changes({ since: this.since, limit: BATCH, style: 'all_docs' });
        if (feed.results.length === 0) break;
        written += await this.takeIn(feed.results.map((row) => row.id));
        this.since = feed.last_seq;
        await this.save();
      }
      return written;
    });
  }

  private async takeIn(docIds: readonly string[]): Promise<number> {
    const arrived: LocalRecord[] = [];
    const revs: { docId: string; rev: string; hash: string }[] = [];
    for (const docId of new Set(docIds)) {
      if (docId === KEYS_DOCUMENT_ID || docId.startsWith('_')) continue;
      let doc: Record<string, unknown>;
      try {
        doc = await this.options.db.get(docId, { conflicts: true });
      } catch {
        continue; // deleted: a deletion is not applied to the app's records (docs/sync.md)
      }
      const rev = String(doc._rev);
      if (Array.isArray(doc._conflicts) && doc._conflicts.length > 0) this.conflicted.add(docId);
      else this.conflicted.delete(docId);
      if (this.provenance.get(docId)?.rev === rev) continue;
      const decoded = await decodeRecord(this.options.keys, doc);
      if (!decoded.ok) {
        this.problems[decoded.problem] += 1;
        continue;
      }
      const { kind, id, body } = decoded.record;
      if (!readableBody(kind, id, body)) {
        this.problems.unreadable += 1;
        continue;
      }
      const hash = canonicalHash(body);
      if (this.provenance.get(docId)?.hash !== hash) arrived.push({ kind, id, body });
      revs.push({ docId, rev, hash });
    }
    if (arrived.length > 0) {
      const batch = await writeArrivedRecords(this.options.stores, arrived);
      this.options.onArrived?.(batch);
    }
    for (const { docId, rev, hash } of revs) this.provenance.set(docId, { rev, hash });
    return arrived.length;
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
