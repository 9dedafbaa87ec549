// Every citation in the code, tests, scripts and docs resolves inside the repository (spec §N, decision 00NN,
// formulas §N, norms.json#key, docs/ paths), no form that points outside it remains, and no two paths differ only
// in letter case (an import would resolve to the wrong file on the default macOS and Windows file systems).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  REPOSITORY_ROOT,
  caseCollisions,
  citationProblems,
  readRepositoryIndex,
  repositoryFiles,
  type RepositoryIndex,
} from './repositoryChecks';

const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|css|html|md|json)$/;
/** Verbatim copies of outside texts (the specification, the sources, the norm data) and this check's own examples. */
const NOT_CHECKED = [
  /^docs\/spec\.md$/,
  /^docs\/sources\//,
  /^src\/norms\/data\//,
  /^tests\/repository\//,
  /^package-lock\.json$/,
];
const CITING_FOLDERS = /^(src|machines|tests|e2e|scripts|docs)\/|^[^/]+$/;

const files = repositoryFiles();
const index = readRepositoryIndex();

describe('citations resolve inside the repository', () => {
  const checked = files.filter(
    (path) => CITING_FOLDERS.test(path) && TEXT_FILE.test(path) && !NOT_CHECKED.some((rule) => rule.test(path)),
  );

  it('checks the code, tests, e2e, scripts and docs', () => {
    for (const folder of ['src/', 'machines/', 'tests/', 'e2e/', 'scripts/', 'docs/']) {
      expect(
        checked.some((path) => path.startsWith(folder)),
        folder,
      ).toBe(true);
    }
  });

  it('every spec §, formulas §, decision, norms.json#key and docs/ path exists; no legacy form remains', () => {
    const problems = checked.flatMap((path) =>
      citationProblems(path, readFileSync(join(REPOSITORY_ROOT, path), 'utf8'), index),
    );
    expect(problems.map((p) => `${p.file}:${p.line}: ${p.reason} — ${p.text}`)).toEqual([]);
  });

  it('the documents citations point at are there', () => {
    expect([...index.specSections]).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(index.formulaSections.has('13a')).toBe(true);
    expect(index.decisions.has('0001')).toBe(true);
    expect(index.dataKeys['norms.json'].has('vo2max')).toBe(true);
    // The prose half of the norm data (src/norms/data/normNotes.json, decision 0077) answers norms.json#key too.
    expect(index.dataKeys['norms.json'].has('conventions')).toBe(true);
    expect(index.dataKeys['norms.json'].has('pushup')).toBe(false);
  });
});

describe('the citation check catches drift (planted text)', () => {
  const planted: RepositoryIndex = {
    specSections: new Set(['2', '4']),
    formulaSections: new Set(['6', '13a']),
    decisions: new Set(['0003', '0004', '0005', '0018']),
    dataKeys: { 'norms.json': new Set(['vo2max']), 'nutrition.json': new Set(['macros']) },
    exists: (path) => path === 'docs/toolchain.md',
  };
  const reasons = (text: string) => citationProblems('planted.ts', text, planted).map((p) => p.reason);

  it('accepts citations that resolve', () => {
    expect(
      reasons(
        '// spec §2, §4 and §2; formulas §6-§13a; decisions 0003-0005 and 0018; norms.json#vo2max; docs/toolchain.md',
      ),
    ).toEqual([]);
    expect(reasons('// Spec §4 "Saving"; nutrition.json#macros; src/features/reference/routes.ts')).toEqual([]);
  });

  it('refuses a section, record, key or path that does not exist', () => {
    expect(reasons('// spec §9')).toEqual(['spec §9 is not a section of docs/spec.md']);
    expect(reasons('// spec §2 and §7')).toEqual(['spec §7 is not a section of docs/spec.md']);
    expect(reasons('// formulas §13b')).toEqual(['formulas §13b is not a section of docs/sources/formulas.md']);
    expect(reasons('// decision 0036')).toEqual(['decision 0036 has no record in docs/decisions/']);
    expect(reasons('// decisions 0003-0007')).toEqual([
      'decision 0006 has no record in docs/decisions/',
      'decision 0007 has no record in docs/decisions/',
    ]);
    expect(reasons('// norms.json#pushup')).toEqual(['norms.json#pushup is not a key of src/norms/data/norms.json']);
    expect(reasons('// see docs/storage-old.md')).toEqual(['docs/storage-old.md does not exist']);
    expect(reasons('// section §4')).toEqual(['§ without "spec" or "formulas" before it']);
  });

  it('refuses every legacy form', () => {
    const legacy = [
      ['SPEC', 'section 4'],
      ['SPEC', 'sections 2 and 4'],
      ['SPEC', '2 "Pushup test"'],
      ['DECISIONS', '18'],
      ['DECISIONS', 'md'],
      ['STACK', 'NOTES'],
      ['..', 'shared/SPEC.md'],
      ['reference', 'formulas.md'],
      ['formulas.md', 'section 6'],
    ].map(([a, b]) =>
      a === 'DECISIONS' && b === 'md'
        ? `${a}.${b}`
        : a === 'STACK'
          ? `${a}-${b}`
          : a === '..' || a === 'reference'
            ? `${a}/${b}`
            : `${a} ${b}`,
    );
    for (const text of legacy)
      expect(
        reasons(`// ${text}`).some((reason) => reason.startsWith('legacy citation')),
        text,
      ).toBe(true);
  });
});

describe('no two paths differ only in letter case', () => {
  it('holds for every file of the repository', () => {
    expect(caseCollisions(files)).toEqual([]);
  });

  it('finds files and folders that differ only in case (planted paths)', () => {
    expect(caseCollisions(['src/a/FieldTestForms.tsx', 'src/a/fieldTestForms.ts', 'src/a/fieldTestForms.tsx'])).toEqual(
      [['src/a/FieldTestForms.tsx', 'src/a/fieldTestForms.tsx']],
    );
    expect(caseCollisions(['src/Session/x.ts', 'src/session/y.ts'])).toEqual([['src/Session', 'src/session']]);
    expect(caseCollisions(['src/a.ts', 'src/b.ts'])).toEqual([]);
  });
});
