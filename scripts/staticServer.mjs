// A plain static server for the built app, as any static host serves it: files from one folder, keep-alive, gzip when
// the client accepts it (or never, `compress: false`, as a bare `python3 -m http.server`), a hashed file under assets/
// kept for good and everything else revalidated. No fallback: the app's routes are in the URL hash. The first-load
// bench serves the build with it (scripts/bench/08-first-load-routes.mjs); `node scripts/staticServer.mjs [port]
// [--no-gzip]` serves dist/ by hand.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.txt']);

/** The file a request path names inside `root`, or null outside it; a folder is its index.html. */
async function fileFor(root, urlPath) {
  const path = normalize(join(root, decodeURIComponent(urlPath)));
  if (!path.startsWith(root)) return null;
  const info = await stat(path).catch(() => null);
  if (info?.isDirectory()) return fileFor(root, join(urlPath, 'index.html'));
  return info?.isFile() ? path : null;
}

/** Serves `dir` on 127.0.0.1:`port`; resolves with its base URL and a function that closes it. */
export async function startStaticServer({ dir = 'dist', port, compress = true }) {
  const root = resolve(dir);
  const gzipped = new Map(); // per server: the files of one build
  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://static');
    const path = await fileFor(root, pathname);
    if (!path) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const type = extname(path);
    let body = await readFile(path);
    const headers = {
      'Content-Type': TYPES[type] ?? 'application/octet-stream',
      'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
    };
    if (compress && COMPRESSIBLE.has(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      if (!gzipped.has(path)) gzipped.set(path, gzipSync(body, { level: 9 }));
      body = gzipped.get(path);
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    response.writeHead(200, headers).end(request.method === 'HEAD' ? undefined : body);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise((done, fail) => server.once('error', fail).listen(port, '127.0.0.1', done));
  return {
    base: `http://127.0.0.1:${port}/`,
    stop: () => new Promise((done) => server.close(() => done())).finally(() => server.closeAllConnections()),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? 4180);
  const { base } = await startStaticServer({ port, compress: !process.argv.includes('--no-gzip') });
  console.log(`Serving dist/ at ${base}`);
}
