// The size budget step of `npm test` (decision 0127) can fail: scripts/check-size-budget.mjs run on small built pages
// counts the first paint (the entry, what it imports statically, its CSS) and the first visit (plus what the page
// preloads), and exits non-zero when either is over its budget.
import { afterEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

let dist = '';
afterEach(() => rmSync(dist, { recursive: true, force: true }));

/** A built page: an entry importing a chunk statically, its CSS, and a preloaded chunk, of given incompressible sizes. */
function builtPage(sizes: { entry: number; imported: number; preloaded: number }): string {
  dist = mkdtempSync(join(tmpdir(), 'size-budget-'));
  mkdirSync(join(dist, 'assets'));
  const noise = (bytes: number) => randomBytes(bytes / 2).toString('hex'); // hex of random bytes: gzip halves it at best
  writeFileSync(join(dist, 'assets', 'index-a.js'), `import{x}from"./dep-b.js";/*${noise(sizes.entry)}*/`);
  writeFileSync(join(dist, 'assets', 'dep-b.js'), `export const x=1;/*${noise(sizes.imported)}*/`);
  writeFileSync(join(dist, 'assets', 'later-c.js'), `/*${noise(sizes.preloaded)}*/`);
  writeFileSync(join(dist, 'assets', 'index-d.css'), 'body{margin:0}');
  writeFileSync(
    join(dist, 'index.html'),
    '<head><script type="module" crossorigin src="./assets/index-a.js"></script>' +
      '<link rel="modulepreload" crossorigin href="./assets/later-c.js"><link rel="stylesheet" crossorigin href="./assets/index-d.css"></head>',
  );
  return dist;
}

const check = (folder: string) =>
  spawnSync('node', ['scripts/check-size-budget.mjs', '--dist', folder], { encoding: 'utf8' });

describe('the size budget step', () => {
  it('passes a page within both budgets, counting the static import', () => {
    const result = check(builtPage({ entry: 60_000, imported: 60_000, preloaded: 20_000 }));
    expect(result.stdout).toMatch(/first paint: 6\d\.\d kB gzip, budget 92\.0 kB: within/);
    expect(result.status).toBe(0);
  });

  it("fails when the first paint is over 92 kB, an entry's static import included", () => {
    const result = check(builtPage({ entry: 100_000, imported: 100_000, preloaded: 0 }));
    expect(result.stdout).toMatch(/first paint: .* OVER/);
    expect(result.status).toBe(1);
  });

  it('fails when only the first visit (what the page preloads) is over 100 kB', () => {
    const result = check(builtPage({ entry: 80_000, imported: 80_000, preloaded: 60_000 }));
    expect(result.stdout).toMatch(/first paint: .* within/);
    expect(result.stdout).toMatch(/first visit: .* OVER/);
    expect(result.status).toBe(1);
  });
});
