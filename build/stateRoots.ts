// Which modules the state chunk starts from (build/chunkGroups.ts): each says so itself, with the line
// `// Chunk: state` in its opening comment, so a reader of the module sees where it loads and no list elsewhere can
// fall behind a move or a rename. The build reads the marks from the source files at the start of each build.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const MARK = /^\/\/ Chunk: state\b/;

/** Whether a module's opening comment (its first lines, each starting with '//') holds the mark. */
export function marksStateChunk(text: string): boolean {
  for (const line of text.split('\n')) {
    if (!line.startsWith('//')) return false;
    if (MARK.test(line)) return true;
  }
  return false;
}

/** Every .ts or .tsx module under `dir` whose opening comment holds the mark, by absolute path. */
export function stateRootsUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path))
    .map((path) => join(dir, path))
    .filter((path) => marksStateChunk(readFileSync(path, 'utf8')))
    .sort();
}
