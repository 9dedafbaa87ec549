// Every code path the docs and the README name in backticks exists, so a page cannot send a reader to a file that was
// moved or removed (decision 0121). Superseded records are history and keep the paths of their day.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT, repositoryFiles } from './repositoryChecks';
import { codePathsIn, isCheckedPage } from './docsCodePaths';

const pages = repositoryFiles().filter(isCheckedPage);

describe('code paths named in docs/ and the README', () => {
  it('reads the README and the docs, not the superseded records', () => {
    expect(pages).toContain('README.md');
    expect(pages).toContain('docs/ARCHITECTURE.md');
    expect(pages.some((page) => page.startsWith('docs/decisions/0'))).toBe(true);
    expect(pages.some((page) => page.includes('/superseded/'))).toBe(false);
  });

  it('every one exists', () => {
    const missing = pages.flatMap((page) =>
      codePathsIn(readFileSync(join(REPOSITORY_ROOT, page), 'utf8'))
        .filter(({ path }) => !existsSync(join(REPOSITORY_ROOT, path)))
        .map(({ line, written }) => `${page}:${line}: ${written}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('the path reader (planted text)', () => {
  it('finds a backticked path of each code folder, with its line', () => {
    const text = [
      'See `src/domain/dates.ts` and `machines/x.ts`.',
      '`scripts/a.mjs`, `build/b.ts`, `tests/c/`, `e2e/d.spec.ts`',
    ];
    expect(codePathsIn(text.join('\n')).map(({ line, path }) => `${line}:${path}`)).toEqual([
      '1:src/domain/dates.ts',
      '1:machines/x.ts',
      '2:scripts/a.mjs',
      '2:build/b.ts',
      '2:tests/c/',
      '2:e2e/d.spec.ts',
    ]);
  });

  it('checks the literal folder before a placeholder, a glob, a key or a line', () => {
    const paths = (span: string) => codePathsIn(`\`${span}\``).map(({ path }) => path);
    expect(paths('src/features/<area>/')).toEqual(['src/features/']);
    expect(paths('src/profile/builders/{thing}Update.ts')).toEqual(['src/profile/builders/']);
    expect(paths('tests/**/*.test.ts')).toEqual(['tests/']);
    expect(paths('src/norms/data/norms.json#vo2max')).toEqual(['src/norms/data/']);
    expect(paths('src/app/routes.tsx:12')).toEqual(['src/app/']);
  });

  it('ignores what is not a code path', () => {
    expect(codePathsIn('`npm test`, `docs/x.md`, `source/x`, src/plain.ts without backticks')).toEqual([]);
  });

  it('leaves out the superseded records', () => {
    expect(isCheckedPage('docs/decisions/0040-the-stack.md')).toBe(true);
    expect(isCheckedPage('docs/decisions/superseded/0037-x.md')).toBe(false);
    expect(isCheckedPage('README.md')).toBe(true);
    expect(isCheckedPage('src/x.md')).toBe(false);
  });
});
