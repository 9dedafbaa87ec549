// No tracker numbers in the repository: the tracker is not part of it, so a reader cannot follow a reference to one.
// A comment says why in its own words, or cites the decision record (docs/decisions/) that does.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT, repositoryFiles } from './repositoryChecks';

/** The word for a tracker entry, then a number (with or without #): built in pieces so this file does not match itself. */
const TRACKER_NUMBER = new RegExp(String.raw`\b` + 'issues?' + String.raw` #?\d+`, 'i');

const CHECKED = /^(src|machines|tests|e2e|scripts|build|docs)\/|^README\.md$/;
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|css|html|md|json)$/;

/** Each line of `text` that names a tracker number, as `file:line: text`. */
export function trackerNumbers(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) => (TRACKER_NUMBER.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

describe('no tracker numbers', () => {
  it('finds one in planted text, in any case and with or without #', () => {
    const planted = ['// see ' + 'issue' + ' 12', 'Issues' + ' #3 and more', 'no number here: an issue of time'];
    expect(trackerNumbers('x.ts', planted.join('\n'))).toEqual([`x.ts:1: ${planted[0]}`, `x.ts:2: ${planted[1]}`]);
  });

  it('the code, tests, scripts, build, docs and README name none', () => {
    const found = repositoryFiles()
      .filter((file) => CHECKED.test(file) && TEXT_FILE.test(file))
      .flatMap((file) => trackerNumbers(file, readFileSync(join(REPOSITORY_ROOT, file), 'utf8')));
    expect(found).toEqual([]);
  });
});
