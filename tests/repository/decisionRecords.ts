// Pure checks of the decision records' form (decision 0121): the title names the file's number, a Date and Status
// line follows it, the three sections come in order, the record stays under 500 words, and the README lists it with
// the spec sections it overrides.

export const MAX_RECORD_WORDS = 500;

const DATE_STATUS = /^Date: \d{4}-\d{2}-\d{2}\. Status: (accepted|superseded by decision \d{4})\b/;
const SECTIONS = ['## Context', '## Decision', '## Consequences'];
const OVERRIDES = /^(—|spec §\d+(, §\d+)*)$/;

/** What is wrong with one record's form (`fileName` as `0076-every-route-fast.md`). */
export function recordProblems(fileName: string, text: string): string[] {
  const problems: string[] = [];
  const number = fileName.slice(0, 4);
  const lines = text.split('\n');
  if (!lines[0]?.startsWith(`# ${number} `)) problems.push(`${fileName}: the first line must be "# ${number} Title"`);
  if (!DATE_STATUS.test(lines[2] ?? '')) {
    problems.push(
      `${fileName}: the third line must be "Date: YYYY-MM-DD. Status: accepted." (or "superseded by decision 00NN")`,
    );
  }
  const positions = SECTIONS.map((heading) => lines.indexOf(heading));
  if (positions.some((position, i) => position < 0 || (i > 0 && position < (positions[i - 1] ?? 0)))) {
    problems.push(`${fileName}: needs ${SECTIONS.join(', ')}, in that order`);
  }
  const words = text.split(/\s+/).filter(Boolean).length;
  if (words > MAX_RECORD_WORDS)
    problems.push(`${fileName}: ${words} words; move the narrative into the living doc of its concern`);
  return problems;
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
