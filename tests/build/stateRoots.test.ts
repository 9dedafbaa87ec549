// The state chunk's roots: the modules whose opening comment carries the line `// Chunk: state`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { marksStateChunk, stateRootsUnder } from '../../build/stateRoots';

describe('the state chunk mark', () => {
  it('is a line of the opening comment', () => {
    expect(marksStateChunk('// The banners.\n// Chunk: state (why).\nimport x from "y";\n')).toBe(true);
    expect(marksStateChunk('// Chunk: state\n')).toBe(true);
  });

  it('is not the mark below the opening comment, inside a line, or another word', () => {
    expect(marksStateChunk('// The banners.\nimport x from "y";\n// Chunk: state\n')).toBe(false);
    expect(marksStateChunk('// The banners; see // Chunk: state\n')).toBe(false);
    expect(marksStateChunk('// Chunk: stateful\n')).toBe(false);
    expect(marksStateChunk('/* Chunk: state */\n')).toBe(false);
  });
});

describe('stateRootsUnder', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('finds the marked .ts and .tsx modules in every folder, by path', () => {
    dir = mkdtempSync(join(tmpdir(), 'state-roots-'));
    mkdirSync(join(dir, 'state', 'records'), { recursive: true });
    writeFileSync(join(dir, 'main.tsx'), '// The entry.\nimport "./state";\n');
    writeFileSync(join(dir, 'state', 'actors.ts'), '// The actors.\n// Chunk: state\n');
    writeFileSync(join(dir, 'state', 'records', 'Banner.tsx'), '// Chunk: state (the shell loads it later).\n');
    writeFileSync(join(dir, 'state', 'notes.md'), '// Chunk: state\n');
    expect(stateRootsUnder(dir)).toEqual([
      join(dir, 'state', 'actors.ts'),
      join(dir, 'state', 'records', 'Banner.tsx'),
    ]);
  });
});
