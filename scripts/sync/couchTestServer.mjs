// A CouchDB-protocol server for the sync tests: express-pouchdb on PouchDB's in-memory adapter,
// bound to loopback. It stands in for CouchDB 3 for the replication protocol only (see docs/sync.md:
// what it does not prove). Usage: node scripts/sync/couchTestServer.mjs [port]
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

export const SYNC_TEST_ADMIN = { username: 'admin', password: 'admin-pass' };
export const syncTestPort = () => Number(process.env.SYNC_TEST_PORT ?? 6084);

function makePouchDB() {
  // express-pouchdb 4.2 is built on PouchDB 7 (it breaks on 9), so the server side pins its own 7.x copies.
  const PouchDB = require('couch-server-pouchdb-core')
    .plugin(require('couch-server-adapter-memory'))
    .plugin(require('couch-server-mapreduce'))
    .plugin(require('couch-server-replication'));
  return PouchDB.defaults({ adapter: 'memory' });
}

function isAdmin(req) {
  const header = req.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return false;
  const [user, ...rest] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
  return user === SYNC_TEST_ADMIN.username && rest.join(':') === SYNC_TEST_ADMIN.password;
}

/** Starts the server; resolves with { url, close }. The app origins get CORS with credentials. */
export async function startCouchTestServer({ port = syncTestPort(), host = '127.0.0.1' } = {}) {
  const express = require('express');
  const expressPouchDB = require('express-pouchdb');
  const PouchDB = makePouchDB();
  const scratch = os.tmpdir();
  const couch = expressPouchDB(PouchDB, {
    inMemoryConfig: true,
    logPath: path.join(scratch, `couch-test-server-${process.pid}.log`),
    overrideMode: { exclude: ['routes/fauxton'] },
  });
  couch.couchConfig.set('admins', SYNC_TEST_ADMIN.username, SYNC_TEST_ADMIN.password, () => {});
  couch.couchConfig.set('log', 'level', 'error', () => {});
  const app = express();
  app.use((req, res, next) => {
    const origin = req.headers.origin;
    if (origin) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Access-Control-Allow-Methods', 'GET, PUT, POST, HEAD, DELETE');
      res.setHeader('Access-Control-Allow-Headers', 'accept, authorization, content-type, origin, referer');
      res.setHeader('Vary', 'Origin');
    }
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    // CouchDB 3 lets only server admins create or delete a database; express-pouchdb crashes on a
    // non-admin try, so the refusal is answered here, as CouchDB words it.
    if ((req.method === 'PUT' || req.method === 'DELETE') && /^\/[a-z][^/]*\/?$/.test(req.path) && !isAdmin(req)) {
      res.status(401).json({ error: 'unauthorized', reason: 'You are not a server admin.' });
      return;
    }
    next();
  });
  app.use('/', couch);
  const sockets = new Set();
  const listen = (at) =>
    new Promise((resolve, reject) => {
      const s = app.listen(at, host, () => resolve(s));
      s.on('error', reject);
      s.on('connection', (socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
    });
  let server = await listen(port);
  const { port: bound } = server.address();
  const close = () =>
    new Promise((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return {
    url: `http://${host}:${bound}`,
    close,
    /** Stops answering (connections dropped), keeping every database, as a server that goes down. */
    suspend: close,
    /** Answers again on the same port, with the same databases, as a restarted server. */
    resume: async () => {
      server = await listen(bound);
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.argv[2] ?? syncTestPort());
  const { url } = await startCouchTestServer({ port });
  process.stdout.write(`CouchDB-protocol test server on ${url}\n`);
}
