// First-load size of the production build: the JS and CSS that index.html loads before the first paint,
// then what the app loads right after it (the state module), and the whole app. 1 kB = 1000 B; gzip level 9.
import { execSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

execSync('node_modules/.bin/vite build', { stdio: 'ignore' });
const dist = 'dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const size = (file) => {
  const bytes = readFileSync(join(dist, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};
const sum = (files) => files.map(size).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
const kB = (n) => (n / 1000).toFixed(1).padStart(7);

const refs = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);

/** A chunk and every chunk it imports statically, transitively (what the browser must fetch to run it). */
function withStaticImports(files) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!file.endsWith('.js')) return;
    const code = readFileSync(join(dist, file), 'utf8');
    // Static imports only: `import … from "./x.js"` and bare `import "./x.js"`, not `import("./x.js")`.
    for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'`]\.\/([^"'`]+\.js)["'`]/g)) visit(`assets/${m[1]}`);
  };
  files.forEach(visit);
  return [...seen];
}

const firstPaint = withStaticImports(refs);
const js = firstPaint.filter((f) => f.endsWith('.js'));
const css = firstPaint.filter((f) => f.endsWith('.css'));
const entryCode = readFileSync(join(dist, refs.find((f) => f.endsWith('.js'))), 'utf8');
const stateEntry = [...entryCode.matchAll(/import\(["'`]\.\/(createAppActors-[^"'`]+\.js)["'`]/g)].map((m) => `assets/${m[1]}`);
// The state module and what it imports that the first paint has not already loaded.
const startup = withStaticImports(stateEntry).filter((f) => !firstPaint.includes(f));
const all = readdirSync(join(dist, 'assets')).map((f) => `assets/${f}`);

const rows = [
  ['first paint: JS', sum(js)],
  ['first paint: CSS', sum(css)],
  ['first paint: JS + CSS', sum([...js, ...css])],
  ['state module loaded beside the first paint', sum(startup)],
  ['first visit total (first paint + state module)', sum([...js, ...css, ...startup])],
  ['whole app (every chunk, JS + CSS)', sum(all.filter((f) => /\.(js|css)$/.test(f)))],
];
console.log(`${'what'.padEnd(50)} ${'raw kB'.padStart(7)} ${'gzip kB'.padStart(7)}`);
for (const [label, s] of rows) console.log(`${label.padEnd(50)} ${kB(s.raw)} ${kB(s.gzip)}`);
const target = 100_000;
const firstPaintGzip = sum([...js, ...css]).gzip;
const firstVisitGzip = sum([...js, ...css, ...startup]).gzip;
console.log(`target: first-load JS + CSS <= 100 kB gzip → first paint ${(firstPaintGzip / 1000).toFixed(1)} kB: ${firstPaintGzip <= target ? 'within' : 'OVER'} target; `
  + `first visit including the state module ${(firstVisitGzip / 1000).toFixed(1)} kB: ${firstVisitGzip <= target ? 'within' : 'OVER'} target`);
console.log(`files: ${[...js, ...css].join(', ')}; state module: ${startup.join(', ') || '(none found)'}`);
console.log(`chunks in the build: ${all.length}; largest: ${all.map((f) => [f, statSync(join(dist, f)).size]).sort((a, b) => b[1] - a[1]).slice(0, 3).map(([f, n]) => `${f} ${(n / 1000).toFixed(1)} kB`).join(', ')}`);
