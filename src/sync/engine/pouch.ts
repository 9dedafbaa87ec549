// PouchDB as the browser loads it, only inside the sync chunk: core, the long-proven `idb` adapter (not `indexeddb`,
// the sync-engine reference), the HTTP adapter and replication; no map/reduce, so no string is ever evaluated and
// the page's script-src stays 'self'.
import PouchDB from 'pouchdb-core';
import idbAdapter from 'pouchdb-adapter-idb';
import httpAdapter from 'pouchdb-adapter-http';
import replication from 'pouchdb-replication';
import type { PouchDatabase, PouchFactory } from './syncSession';

PouchDB.plugin(idbAdapter).plugin(httpAdapter).plugin(replication);

export const browserPouch: PouchFactory = (name, options) => new PouchDB(name, options) as unknown as PouchDatabase;
