// Pure checks of the decision records (decision 0121): the form of each record (numbered title, Date and Status,
// the three sections, under 500 words), the README's index of them, and the numbers they answer for: a record's own,
// and those it absorbs ("Absorbs: 0101, 0102"), so a citation of a folded record still leads to where it went.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const MAX_RECORD_WORDS = 500;

/** Live records sit in docs/decisions/, replaced ones in docs/decisions/superseded/ (their numbers kept). */
export const SUPERSEDED_FOLDER = 'superseded';

const DATE_STATUS = /^Date: \d{4}-\d{2}-\d{2}\. Status: (accepted|superseded by decision \d{4})\b/;
const SECTIONS = ['## Context', '## Decision', '## Consequences'];
const OVERRIDES = /^(—|spec §\d+(, §\d+)*)$/;
const RECORD_FILE = /^(\d{4})-[\w-]+\.md$/;
const ABSORBS = /^Absorbs: (\d{4}(?:(?:, |-)\d{4})*)\.?$/m;

/** A record's file (`0076-every-route-fast.md` or `superseded/0037-first-load-budget.md`) and its text. */
export interface RecordFile {
  readonly path: string;
  readonly text: string;
}

/** What is wrong with one record's form (`path` as `0076-every-route-fast.md` or `superseded/0037-….md`). */
export function recordProblems(path: string, text: string): string[] {
  const problems: string[] = [];
  const fileName = path.split('/').pop() ?? path;
  const number = fileName.slice(0, 4);
  const lines = text.split('\n');
  if (!lines[0]?.startsWith(`# ${number} `)) problems.push(`${path}: the first line must be "# ${number} Title"`);
  const status = lines[2] ?? '';
  if (!DATE_STATUS.test(status)) {
    problems.push(
      `${path}: the third line must be "Date: YYYY-MM-DD. Status: accepted." (or "superseded by decision 00NN")`,
    );
  } else {
    const superseded = /Status: superseded by/.test(status);
    const inFolder = path.startsWith(`${SUPERSEDED_FOLDER}/`);
    if (superseded && !inFolder) problems.push(`${path}: a superseded record moves to ${SUPERSEDED_FOLDER}/`);
    if (!superseded && inFolder)
      problems.push(`${path}: a record in ${SUPERSEDED_FOLDER}/ says whom it is superseded by`);
  }
  const positions = SECTIONS.map((heading) => lines.indexOf(heading));
  if (positions.some((position, i) => position < 0 || (i > 0 && position < (positions[i - 1] ?? 0)))) {
    problems.push(`${path}: needs ${SECTIONS.join(', ')}, in that order`);
  }
  const words = text.split(/\s+/).filter(Boolean).length;
  if (words > MAX_RECORD_WORDS)
    problems.push(`${path}: ${words} words; move the narrative into the living doc of its concern`);
  return problems;
}

/** The numbers a record's "Absorbs:" line names ('0101, 0103-0105' → 0101, 0103, 0104, 0105). */
export function absorbedNumbers(text: string): string[] {
  const list = ABSORBS.exec(text)?.[1];
  if (!list) return [];
  return list.split(', ').flatMap((part) => {
    const [from = '', to] = part.split('-');
    if (to === undefined) return [from];
    const numbers: string[] = [];
    for (let n = Number(from); n <= Number(to); n += 1) numbers.push(String(n).padStart(4, '0'));
    return numbers;
  });
}

/**
 * Every number the records answer for, mapped to the record that holds it: its own file, or the record that
 * absorbs it. Problems: a number with two homes (two files, a file and an absorbing record, two absorbing records).
 */
export function recordNumbers(records: readonly RecordFile[]): { homes: Map<string, RecordFile>; problems: string[] } {
  const homes = new Map<string, RecordFile>();
  const problems: string[] = [];
  const claim = (number: string, record: RecordFile, how: string) => {
    const other = homes.get(number);
    if (other) problems.push(`decision ${number}: ${how} ${record.path}, and already held by ${other.path}`);
    else homes.set(number, record);
  };
  for (const record of records) {
    const own = RECORD_FILE.exec(record.path.split('/').pop() ?? '')?.[1];
    if (own) claim(own, record, 'the file');
  }
  for (const record of records) for (const number of absorbedNumbers(record.text)) claim(number, record, 'absorbed by');
  return { homes, problems };
}

/** What is wrong with the README's table: a record without a row, a row without a record, an Overrides cell not "—" or "spec §N, §N". */
export function indexProblems(readme: string, fileNames: readonly string[]): string[] {
  const problems: string[] = [];
  const rows = new Map<string, string[]>();
  for (const line of readme.split('\n')) {
    const match = /^\| \[(\d{4})\]\(([^)]+)\) \|(.*)\|$/.exec(line);
    if (match)
      rows.set(
        match[2] ?? '',
        (match[3] ?? '').split('|').map((cell) => cell.trim()),
      );
  }
  for (const name of fileNames) {
    const cells = rows.get(name);
    if (!cells) problems.push(`${name}: no row in docs/decisions/README.md`);
    else if (cells.length !== 2 || !OVERRIDES.test(cells[1] ?? '')) {
      problems.push(`${name}: its row needs a Title and an Overrides cell ("—" or "spec §N, §N")`);
    }
  }
  for (const name of rows.keys())
    if (!fileNames.includes(name)) problems.push(`${name}: a row in the README but no record`);
  return problems;
}

/** The record files of a repository: docs/decisions/*.md and docs/decisions/superseded/*.md (README excluded). */
export function readRecordFiles(root: string): RecordFile[] {
  const folder = join(root, 'docs/decisions');
  const inFolder = (sub: string) => {
    const path = sub ? join(folder, sub) : folder;
    if (!existsSync(path)) return [];
    return readdirSync(path)
      .filter((name) => RECORD_FILE.test(name))
      .sort()
      .map((name) => ({ path: sub ? `${sub}/${name}` : name, text: readFileSync(join(path, name), 'utf8') }));
  };
  return [...inFolder(''), ...inFolder(SUPERSEDED_FOLDER)];
}
