// Pure checks over the repository's own text: which citations do not resolve inside it (spec §N, decision 00NN,
// formulas §N, norms.json#key, docs/ paths), which legacy citation forms remain, and which paths differ only in case.
// The file system is read only through `RepositoryIndex`, so each rule can be tested on planted text.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readRecordFiles, recordNumbers } from './decisionRecords';

/** What a citation may point at, read once from the repository. */
export interface RepositoryIndex {
  /** Numbers of the `## N.` sections of docs/spec.md ('1' … '9'). */
  readonly specSections: ReadonlySet<string>;
  /** Numbers of the `## N.` sections of docs/sources/formulas.md ('0' … '21', '13a'). */
  readonly formulaSections: ReadonlySet<string>;
  /** Numbers the records in docs/decisions/ answer for ('0001' …): their own, live or superseded, and absorbed ones. */
  readonly decisions: ReadonlySet<string>;
  /** Top-level keys of the data files a citation may name with `#key`. */
  readonly dataKeys: Readonly<Record<'norms.json' | 'nutrition.json', ReadonlySet<string>>>;
  /** Whether a repository-relative path exists. */
  readonly exists: (path: string) => boolean;
}

export interface CitationProblem {
  readonly file: string;
  readonly line: number;
  readonly text: string;
  readonly reason: string;
}

const SECTION = String.raw`\d+[a-z]?`;
const LIST_SEPARATOR = String.raw`(?:, | and | or |-|–| / |/)`;
const SECTION_LIST = new RegExp(String.raw`\b(spec|formulas) (§${SECTION}(?:${LIST_SEPARATOR}§${SECTION})*)`, 'gi');
const DECISION_LIST = new RegExp(String.raw`\b[Dd]ecisions? (\d{4}(?:(?:, | and | or |-|–)\d{4})*)\b`, 'g');
const DATA_KEY = /\b(norms\.json|nutrition\.json)#([A-Za-z0-9_]+)/g;
const DOCS_PATH = /(?<![\w./@-])docs\/[\w./-]*[\w/](?![\w*-])/g; // a glob (docs/screens-*.md) is not a path

/** Citation forms that point outside the repository (built in pieces so this file does not match itself). */
const LEGACY_FORMS: readonly { pattern: RegExp; reason: string }[] = [
  { pattern: new RegExp(['SPEC', String.raw`sections?\b`].join(' ')), reason: 'write spec §N' },
  { pattern: new RegExp(['SPEC', String.raw`\d`].join(' ')), reason: 'write spec §N' },
  { pattern: new RegExp(['DECISIONS', String.raw`\d`].join(' ')), reason: 'write decision 00NN' },
  { pattern: new RegExp(['DECISIONS', 'md'].join(String.raw`\.`)), reason: 'cite the record in docs/decisions/' },
  { pattern: new RegExp(['STACK', 'NOTES'].join('-')), reason: 'cite docs/toolchain.md' },
  { pattern: new RegExp(String.raw`\.\./` + 'shared'), reason: 'nothing outside the repository' },
  // Not the feature folder src/features/reference/, also named from src/features/ in the route table.
  {
    pattern: new RegExp(String.raw`(?<!features/|screen: ')\b` + 'reference/' + '[A-Za-z]'),
    reason: 'cite formulas §N, norms.json#key or docs/sources/',
  },
  { pattern: new RegExp(String.raw`\bformulas\.md` + ' ' + String.raw`(sections? )?\d`), reason: 'write formulas §N' },
];

/** The problems of one file's text: unresolved citations, a § with no document, legacy forms. */
export function citationProblems(file: string, text: string, index: RepositoryIndex): CitationProblem[] {
  const problems: CitationProblem[] = [];
  text.split('\n').forEach((lineText, lineIndex) => {
    const report = (reason: string) => problems.push({ file, line: lineIndex + 1, text: lineText.trim(), reason });
    const cited = new Set<number>();

    for (const match of lineText.matchAll(SECTION_LIST)) {
      const [, name = '', list = ''] = match;
      const document = name.toLowerCase() === 'spec' ? 'spec' : 'formulas';
      const known = document === 'spec' ? index.specSections : index.formulaSections;
      for (const [, section = ''] of list.matchAll(new RegExp(`§(${SECTION})`, 'g'))) {
        if (!known.has(section))
          report(
            `${document} §${section} is not a section of ${document === 'spec' ? 'docs/spec.md' : 'docs/sources/formulas.md'}`,
          );
      }
      for (let i = match.index; i < match.index + match[0].length; i += 1) cited.add(i);
    }
    for (const mark of lineText.matchAll(/§(?=\d)/g)) {
      if (!cited.has(mark.index)) report('§ without "spec" or "formulas" before it');
    }

    for (const match of lineText.matchAll(DECISION_LIST)) {
      for (const number of decisionNumbers(match[1] ?? '')) {
        if (!index.decisions.has(number)) report(`decision ${number} has no record in docs/decisions/`);
      }
    }

    for (const [, name = '', key = ''] of lineText.matchAll(DATA_KEY)) {
      const file = name as 'norms.json' | 'nutrition.json';
      if (!index.dataKeys[file].has(key)) report(`${file}#${key} is not a key of src/norms/data/${file}`);
    }

    for (const match of lineText.matchAll(DOCS_PATH)) {
      if (!index.exists(match[0])) report(`${match[0]} does not exist`);
    }

    for (const legacy of LEGACY_FORMS) {
      if (legacy.pattern.test(lineText)) report(`legacy citation: ${legacy.reason}`);
    }
  });
  return problems;
}

/** '0003-0005, 0018 and 0020' → every record number it names (ranges expanded). */
export function decisionNumbers(list: string): string[] {
  const numbers: string[] = [];
  const parts = list.split(/(, | and | or |-|–)/);
  for (let i = 0; i < parts.length; i += 2) {
    const separator = parts[i - 1];
    if (separator === '-' || separator === '–') {
      for (let n = Number(parts[i - 2]) + 1; n < Number(parts[i]); n += 1) numbers.push(String(n).padStart(4, '0'));
    }
    numbers.push(parts[i] ?? '');
  }
  return numbers;
}

/** Groups of paths that differ only in letter case, directories included (`src/A/x.ts` and `src/a/y.ts`). */
export function caseCollisions(paths: readonly string[]): string[][] {
  const spellings = new Map<string, Set<string>>();
  for (const path of paths) {
    const segments = path.split('/');
    for (let end = 1; end <= segments.length; end += 1) {
      const prefix = segments.slice(0, end).join('/');
      const key = prefix.toLowerCase();
      if (!spellings.has(key)) spellings.set(key, new Set());
      spellings.get(key)!.add(prefix);
    }
  }
  return [...spellings.values()].filter((set) => set.size > 1).map((set) => [...set].sort());
}

/** The repository root, two folders above this file (`import.meta.dirname`: the test environment rewrites `import.meta.url`). */
export const REPOSITORY_ROOT = join(import.meta.dirname, '..', '..');

/**
 * The repository's files, relative to its root: tracked and untracked-but-not-ignored files from git, so a new
 * file is checked before it is committed; without git (an unpacked archive), every file outside the build output.
 */
export function repositoryFiles(root: string = REPOSITORY_ROOT): string[] {
  try {
    const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
    });
    return [...new Set(listed.split('\0').filter(Boolean))].filter((path) => existsSync(join(root, path)));
  } catch {
    return walk(root, root);
  }
}

const NOT_SOURCE = new Set([
  'node_modules',
  '.git',
  'dist',
  'dev-dist',
  'playwright-report',
  'test-results',
  'coverage',
]);

function walk(root: string, folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    if (NOT_SOURCE.has(name)) return [];
    const path = join(folder, name);
    return statSync(path).isDirectory() ? walk(root, path) : [relative(root, path).split('\\').join('/')];
  });
}

/** Reads what citations may point at from the repository itself. */
export function readRepositoryIndex(root: string = REPOSITORY_ROOT): RepositoryIndex {
  const headings = (path: string) =>
    new Set(
      [...readFileSync(join(root, path), 'utf8').matchAll(/^## (\d+[a-z]?)\. /gm)].map(([, section = '']) => section),
    );
  // A record's own number, live or superseded, and every number a record absorbs (decisionRecords.ts).
  const decisions = new Set(recordNumbers(readRecordFiles(root)).homes.keys());
  const keysOf = (name: string) =>
    Object.keys(JSON.parse(readFileSync(join(root, 'src/norms/data', name), 'utf8')) as object);
  const keys = (name: string) => new Set(keysOf(name));
  return {
    specSections: headings('docs/spec.md'),
    formulaSections: headings('docs/sources/formulas.md'),
    decisions,
    // The norm data is one document in two files (decision 0077): the tables in norms.json, their prose in
    // normNotes.json; `norms.json#key` names a key of either.
    dataKeys: {
      'norms.json': new Set([...keysOf('norms.json'), ...keysOf('normNotes.json')]),
      'nutrition.json': keys('nutrition.json'),
    },
    exists: (path) => existsSync(join(root, path)),
  };
}
