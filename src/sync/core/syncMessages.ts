// Every sync failure in words, from what the server answered (one home for the sync texts). A step that fails with
// one of these has written nothing, on the device or the server.

export type SyncProblem =
  | 'unreachable'
  | 'not-couchdb'
  | 'credentials'
  | 'forbidden'
  | 'no-database'
  | 'full'
  | 'newer'
  | 'passphrase'
  | 'keys-unreadable'
  | 'other';

export const NOTHING_WRITTEN = 'Nothing was written.';

export const SYNC_MESSAGES: Record<SyncProblem, string> = {
  unreachable: 'The server cannot be reached: check the address and this device’s connection.',
  'not-couchdb': 'This address answers, but it is not a CouchDB server.',
  credentials: 'The server refused the user name or password.',
  forbidden: 'This user may not use this database (the server answered 403, forbidden): ask its administrator.',
  'no-database': 'The server has no database of that name: check the name, or ask its administrator to create it.',
  full: 'The server is full or refused the size of the data: ask its administrator for more space.',
  newer: 'The sync database holds data from a newer version of this app: update this app on this device first.',
  passphrase:
    'This passphrase does not open the data on the server: it is not the one the first device used. Check it and try again.',
  'keys-unreadable': 'The sync database’s key document cannot be read: it was not made by this app.',
  other: 'Sync failed.',
};

/** The message of a problem, with the promise that nothing was written. */
export function problemMessage(problem: SyncProblem, detail?: string): string {
  const base = SYNC_MESSAGES[problem];
  return problem === 'other' && detail ? `${base} ${detail} ${NOTHING_WRITTEN}` : `${base} ${NOTHING_WRITTEN}`;
}

/** A thrown failure of sync, with the problem it was classified as. */
export class SyncError extends Error {
  override readonly name = 'SyncError';
  constructor(
    readonly problem: SyncProblem,
    detail?: string,
  ) {
    super(problemMessage(problem, detail));
  }
}

function field(error: unknown, name: string): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[name] : undefined;
}

/** What an HTTP status (and CouchDB's reason) means for sync. */
export function problemOfStatus(status: number, reason = ''): SyncProblem {
  // A server that knows the user but not as a member of this database answers 401 or 403 by version.
  if (status === 403 || /not authorized to access this db/i.test(reason)) return 'forbidden';
  if (status === 401) return 'credentials';
  if (status === 404) return 'no-database';
  if (status === 413 || status === 507 || /quota|disk|space/i.test(reason)) return 'full';
  if (status === 0) return 'unreachable';
  return 'other';
}

/** The problem of anything a fetch or PouchDB threw. */
export function problemOf(error: unknown): SyncProblem {
  if (error instanceof SyncError) return error.problem;
  const status = field(error, 'status');
  const reason = [field(error, 'reason'), field(error, 'message')].filter((x) => typeof x === 'string').join(' ');
  if (typeof status === 'number' && status > 0) return problemOfStatus(status, reason);
  if (error instanceof TypeError || /fetch|network|ECONNREFUSED|ECONNRESET|socket/i.test(reason)) return 'unreachable';
  return 'other';
}

/** Whether a root response is a CouchDB-protocol server's welcome (CouchDB, Cloudant, PouchDB Server). */
export function isCouchWelcome(json: unknown): boolean {
  if (typeof json !== 'object' || json === null) return false;
  const body = json as Record<string, unknown>;
  if (typeof body.couchdb === 'string') return true;
  return typeof body['express-pouchdb'] === 'string' || typeof body['pouchdb-server'] === 'string';
}

/** What "Test" says when the server, the database and the credentials are right. */
export function testPassedMessage(recordsToSend: number): string {
  return `The server answers and these credentials open the database. ${recordsToSend} ${recordsToSend === 1 ? 'record' : 'records'} of this device would go up, encrypted.`;
}

/** Arrivals that did not open or did not read as a record: left on the server, nothing written. */
export function skippedMessage(count: number): string {
  return `${count} ${count === 1 ? 'record' : 'records'} from the server could not be read and ${count === 1 ? 'was' : 'were'} left there; nothing of ${count === 1 ? 'it' : 'them'} was written on this device.`;
}

/** Deletions held back because one of this device's databases was found empty. */
export function heldDeletionsMessage(count: number): string {
  return `This device’s records are missing (${count}), as if its storage was cleared: they were not deleted on the other devices.`;
}
