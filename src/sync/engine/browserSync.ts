// The sync chunk's one entry (decision 44): loaded by a dynamic import only when the coach opens Settings → Sync or
// turned sync on, so a page without sync never downloads or runs any of it. It checks, starts, stops and forgets the
// sync of this device, reports its status in words, and lists and settles conflicts. Its exports marked @public are
// called on the module object that import gives (src/state/sync/syncControl.ts), which no static check can follow.
import { openClientsDb } from '@/storage/clientsDb';
import { openSessionsDb } from '@/storage/sessionsDb';
import { newUid } from '@/storage/profileStore';
import { announceArrivedRecords, onOwnRecordsChanged, onRecordsChanged } from '@/storage/recordsChannel';
import { readLocalRecords, DEVICE_FIELDS, type AppStores, type LocalRecord } from '@/sync/bridge/recordStores';
import { canonicalHash } from '@/sync/bridge/canonicalHash';
import { fieldDifferences, mergeChoices, type FieldDifference } from '@/sync/core/fieldDifferences';
import { SyncError, problemMessage, problemOf, testPassedMessage } from '@/sync/core/syncMessages';
import { readSetupCode, readSyncTarget, setupCodeOf, type SyncTarget } from '@/sync/core/syncSettings';
import { syncStatusText, type SyncStatus } from '@/sync/core/syncStatus';
import { setupCodeQr, type QrDrawing } from '@/sync/core/setupCodeQr';
import type { RecordKind } from '@/sync/core/syncDocuments';
import { browserPouch } from './pouch';
import { checkServer, unlockDatabase, type SyncCredentials } from './serverChecks';
import { SyncSession } from './syncSession';
import { SYNC_ON_KEY } from '@/sync/core/syncOnMark';
import {
  forgetDeviceCredentials,
  policyAllows,
  readDeviceCredentials,
  setPolicyOrigin,
  writeDeviceCredentials,
} from './deviceCredentials';

/** What the header and the client page show. */
export interface SyncReport {
  readonly text: string | null;
  /** The clients with a record changed on two devices. */
  readonly conflictClients: readonly string[];
}

export interface ConflictView {
  readonly docId: string;
  readonly kind: RecordKind;
  readonly clientId: string | null;
  readonly shownSavedAt: string;
  readonly otherSavedAt: string;
  readonly differences: readonly FieldDifference[];
}

export type StepResult =
  | { readonly ok: true; readonly message: string }
  | { readonly ok: false; readonly message: string; readonly reload?: boolean };

export interface SyncForm {
  readonly address: string;
  readonly database: string;
  readonly user: string;
  readonly password: string;
  readonly passphrase?: string;
}

let session: SyncSession | null = null;
let stores: AppStores | null = null;
let listener: ((report: SyncReport) => void) | null = null;
let releaseLock: (() => void) | null = null;

async function appStores(): Promise<AppStores> {
  if (!stores) {
    const [clients, sessions] = await Promise.all([openClientsDb(), openSessionsDb()]);
    stores = { clients, sessions };
  }
  return stores;
}

function mirrorName(target: SyncTarget): string {
  return `fitness-sync-${canonicalHash([target.origin, target.database, target.user])}`;
}

function clientOf(record: LocalRecord): string | null {
  if (record.kind === 'client' || record.kind === 'notes' || record.kind === 'assignment') return record.id;
  if (record.kind === 'session' && typeof record.body.clientId === 'string') return record.body.clientId;
  return null;
}

async function report(status: SyncStatus): Promise<void> {
  const conflictClients = new Set<string>();
  if (session && status.conflicts > 0)
    for (const docId of session.mirror.conflicted) {
      const [shown] = await session.mirror.versionsOf(docId);
      const client = shown ? clientOf(shown.record) : null;
      if (client) conflictClients.add(client);
    }
  listener?.({ text: syncStatusText(status), conflictClients: [...conflictClients] });
}

/** Follows the status; the header calls this once. */
export function followSyncStatus(onReport: (report: SyncReport) => void): void {
  listener = onReport;
  if (session) void report(session.status());
}

/** The form's credentials; first of all, whether this page's policy allows the server yet. */
function credentialsOf(form: SyncForm): { ok: true; credentials: SyncCredentials } | StepResult {
  const reading = readSyncTarget(form);
  if (!reading.ok) return reading;
  const refused = allowed({ target: reading.target, password: form.password });
  if (refused) return refused;
  if (form.password === '') return { ok: false, message: 'Enter the password.' };
  return { ok: true, credentials: { target: reading.target, password: form.password } };
}

/** The form's server, unless this page's policy does not allow it yet (a reload allows it: nothing else changes). */
function allowed(credentials: SyncCredentials): StepResult | null {
  if (policyAllows(credentials.target.origin)) return null;
  return {
    ok: false,
    reload: true,
    message: `This page may not contact ${credentials.target.origin} yet: its security policy allows only the servers you choose. Allow this server and reload the page, then enter the password and passphrase again.`,
  };
}

/** Allows the form's server in the page's policy from the next load on. @public */
export function allowServer(form: Pick<SyncForm, 'address' | 'database' | 'user'>): StepResult {
  const reading = readSyncTarget(form);
  if (!reading.ok) return reading;
  setPolicyOrigin(reading.target.origin);
  return { ok: true, message: 'Allowed.' };
}

/** Reachable? CouchDB? Credentials? How many records would go up. Writes nothing. @public */
export async function testSync(form: SyncForm): Promise<StepResult> {
  const read = credentialsOf(form);
  if (!('credentials' in read)) return read;
  try {
    await checkServer(read.credentials);
    // Syncing with this server already: what is not mirrored yet; else every record of this device.
    const running = session && mirrorName(session.target) === mirrorName(read.credentials.target) ? session : null;
    const count = running ? await running.mirror.pendingCount() : (await readLocalRecords(await appStores())).length;
    return { ok: true, message: testPassedMessage(count) };
  } catch (error) {
    return { ok: false, message: error instanceof SyncError ? error.message : problemMessage(problemOf(error)) };
  }
}

async function run(
  credentials: SyncCredentials,
  keys: SyncCredentials extends never ? never : Awaited<ReturnType<typeof unlockDatabase>>,
): Promise<void> {
  await session?.stop();
  if (typeof navigator !== 'undefined' && navigator.locks && !releaseLock) {
    // One tab syncs (PouchDB elects none): a second tab leaves it to the first.
    const got = await new Promise<boolean>((resolve) => {
      void navigator.locks.request('fitness-sync', { ifAvailable: true }, (lock) => {
        if (!lock) {
          resolve(false);
          return undefined;
        }
        resolve(true);
        return new Promise<void>((release) => {
          releaseLock = release;
        });
      });
    });
    if (!got) {
      listener?.({ text: 'Syncing in another tab', conflictClients: [] });
      return;
    }
  }
  const current = new SyncSession({
    pouch: browserPouch,
    credentials,
    keys,
    stores: await appStores(),
    localName: mirrorName(credentials.target),
    onStatus: (status) => void report(status),
    onArrived: (batch) => {
      if (batch.clients) announceArrivedRecords({ store: 'clients' });
      if (batch.sessions) announceArrivedRecords({ store: 'sessions' });
    },
    followWrites: (onWrite) => {
      const stopOwn = onOwnRecordsChanged((change) => onWrite(change.store, change.keys));
      const stopOthers = onRecordsChanged((change) => onWrite(change.store, change.keys));
      return () => {
        stopOwn();
        stopOthers();
      };
    },
  });
  session = current;
  await current.start();
}

/** Checks the server and the passphrase, keeps the credentials on this device and starts live sync. @public */
export async function startSync(form: SyncForm): Promise<StepResult> {
  const read = credentialsOf(form);
  if (!('credentials' in read)) return read;
  if (!form.passphrase) return { ok: false, message: 'Enter the passphrase that encrypts the data.' };
  try {
    await checkServer(read.credentials);
    const keys = await unlockDatabase(read.credentials, form.passphrase);
    await writeDeviceCredentials({ ...read.credentials, keys });
    localStorage.setItem(SYNC_ON_KEY, '1');
    await run(read.credentials, keys);
    return { ok: true, message: 'Sync is on.' };
  } catch (error) {
    return { ok: false, message: error instanceof SyncError ? error.message : problemMessage(problemOf(error)) };
  }
}

/** After a reload: starts again with what this device kept, when sync was on. */
export async function resumeSync(): Promise<void> {
  if (localStorage.getItem(SYNC_ON_KEY) !== '1') return;
  const kept = await readDeviceCredentials();
  if (!kept || !policyAllows(kept.target.origin)) return;
  await run({ target: kept.target, password: kept.password }, kept.keys);
}

/** Ends live sync; every local record and the mirror stay. */
export async function stopSync(): Promise<void> {
  localStorage.removeItem(SYNC_ON_KEY);
  await session?.stop();
  session = null;
  releaseLock?.();
  releaseLock = null;
  listener?.({ text: null, conflictClients: [] });
}

/** Stops, removes the mirror database and the kept credentials; the app's own records stay. @public */
export async function forgetSync(): Promise<void> {
  const kept = await readDeviceCredentials();
  const running = session;
  await stopSync();
  if (running) await running.forget();
  else if (kept) await browserPouch(mirrorName(kept.target)).destroy();
  await forgetDeviceCredentials();
  setPolicyOrigin(null);
}

/** The address, database and user this device syncs with (for the form and the setup code). @public */
export async function keptTarget(): Promise<{
  target: SyncTarget;
  setupCode: string;
  setupQr: QrDrawing;
  on: boolean;
} | null> {
  const kept = await readDeviceCredentials();
  if (!kept) return null;
  const setupCode = setupCodeOf(kept.target);
  return { target: kept.target, setupCode, setupQr: setupCodeQr(setupCode), on: session !== null };
}

/** @public */
export { readSetupCode };

/** The conflicts of one client's records (or all), field by field. @public */
export async function listConflicts(clientId?: string): Promise<ConflictView[]> {
  if (!session) return [];
  const views: ConflictView[] = [];
  for (const docId of session.mirror.conflicted) {
    const [shown, other] = await session.mirror.versionsOf(docId);
    if (!shown || !other) continue;
    const owner = clientOf(shown.record);
    if (clientId !== undefined && owner !== clientId) continue;
    views.push({
      docId,
      kind: shown.record.kind,
      clientId: owner,
      shownSavedAt: shown.record.savedAt,
      otherSavedAt: other.record.savedAt,
      differences: fieldDifferences(shown.record.body, other.record.body, DEVICE_FIELDS[shown.record.kind]),
    });
  }
  return views;
}

/**
 * Settles a conflict with the fields picked from the other version; with `keepBoth` (sessions), the other version is
 * kept as a session of its own instead. Every device then shows the same result.
 * @public
 */
export async function resolveConflict(
  docId: string,
  pickedFromOther: readonly string[],
  keepBoth: boolean,
): Promise<void> {
  if (!session) return;
  const [shown, other] = await session.mirror.versionsOf(docId);
  if (!shown || !other) return;
  const also: LocalRecord[] = [];
  let merged = mergeChoices(shown.record.body, other.record.body, pickedFromOther);
  if (keepBoth && shown.record.kind === 'session') {
    merged = shown.record.body;
    const id = newUid();
    also.push({ kind: 'session', id, body: { ...other.record.body, recordId: id } });
  }
  await session.mirror.resolve(docId, merged, also);
  await session.mirror.pullChanges();
  await report(session.status());
}
