// The frame headers are written once (src/config/frameHeaders.ts); the static hosts' copies say the same: Netlify and
// Cloudflare Pages read public/_headers, and docs/deploying.md gives the nginx and Apache lines.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRAME_HEADERS } from '@/config/frameHeaders';
import { REPOSITORY_ROOT } from './repositoryChecks';

const read = (path: string) => readFileSync(join(REPOSITORY_ROOT, path), 'utf8');
const HEADERS = Object.entries(FRAME_HEADERS);

describe('frame headers for static hosts', () => {
  it("public/_headers sends every frame header on every path, as written in the app's config", () => {
    const lines = read('public/_headers')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('#'));
    expect(lines[0]).toBe('/*');
    expect(lines.slice(1).map((line) => line.trim())).toEqual(HEADERS.map(([name, value]) => `${name}: ${value}`));
  });

  it('docs/deploying.md gives the same headers for nginx and Apache', () => {
    const doc = read('docs/deploying.md');
    for (const [name, value] of HEADERS) {
      expect(doc).toContain(`add_header ${name} "${value}" always;`);
      expect(doc).toContain(`Header always set ${name} "${value}"`);
    }
  });
});
