// Pure reading and checking of docs/spec-figures.md (decision 0120): the SPEC's fixed figures a screen shows, the
// value in force, the record that allows a departure, and the Past Sessions columns in order. The file system is
// read only by the callers, so each rule can be tested on a planted table.

/** One row of the figures table. */
export interface SpecFigure {
  readonly id: string;
  /** The spec section the figure comes from, e.g. '9'. */
  readonly section: string;
  readonly specValue: string;
  readonly inForce: string;
  /** The record that allows a departure ('0010'), or null for '—'. */
  readonly decision: string | null;
  /** The cell as written, to report a malformed one. */
  readonly decisionCell: string;
}

export interface SpecColumn {
  readonly position: number;
  readonly key: string;
  readonly header: string;
}

export interface SpecFigures {
  readonly figures: readonly SpecFigure[];
  readonly columns: readonly SpecColumn[];
}

const NONE = '—';

/** The body rows (cells trimmed) of the first Markdown table after the `## heading` line. */
function tableAfter(markdown: string, heading: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim() === `## ${heading}`);
  if (start < 0) return [];
  const rows: string[][] = [];
  let inTable = false;
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('## ')) break;
    if (!line.startsWith('|')) {
      if (inTable) break;
      continue;
    }
    inTable = true;
    rows.push(
      line
        .slice(1, line.trimEnd().length - 1)
        .split('|')
        .map((cell) => cell.trim()),
    );
  }
  return rows.slice(2); // the header row and the |---| row
}

/** The two tables of docs/spec-figures.md. */
export function parseSpecFigures(markdown: string): SpecFigures {
  const figures = tableAfter(markdown, 'Figures').map(
    ([id = '', spec = '', specValue = '', inForce = '', decisionCell = '']) => ({
      id: id.replace(/^`|`$/g, ''),
      section: /^spec §(\d+)$/.exec(spec)?.[1] ?? '',
      specValue,
      inForce,
      decision: /^decision (\d{4})$/.exec(decisionCell)?.[1] ?? null,
      decisionCell,
    }),
  );
  const columns = tableAfter(markdown, 'The Past Sessions columns, in order').map(
    ([position = '', key = '', header = '']) => ({
      position: Number(position),
      key,
      header,
    }),
  );
  return { figures, columns };
}

/**
 * What departs: a figure the code shows differently from **In force**, a figure with no reading in the code (or a
 * reading with no row), and a departure from the SPEC value that no record allows. `decisions` maps a record's
 * number to its text; a record allows a departure only when it cites the row's spec section.
 */
export function figureProblems(
  figures: readonly SpecFigure[],
  shown: Readonly<Record<string, string>>,
  decisions: ReadonlyMap<string, string>,
): string[] {
  const problems: string[] = [];
  const ids = new Set(figures.map((figure) => figure.id));
  for (const id of Object.keys(shown))
    if (!ids.has(id)) problems.push(`${id}: the code shows it, docs/spec-figures.md has no row`);
  for (const figure of figures) {
    const where = `${figure.id} (spec §${figure.section || '?'})`;
    if (!figure.section) problems.push(`${figure.id}: the Spec cell must read "spec §N"`);
    const actual = shown[figure.id];
    if (actual === undefined) problems.push(`${where}: no reading of it in the code`);
    else if (actual !== figure.inForce)
      problems.push(`${where}: the code shows "${actual}", the table says "${figure.inForce}"`);

    const departs = figure.specValue !== figure.inForce;
    if (!departs && figure.decisionCell !== NONE)
      problems.push(`${where}: does not depart from the SPEC, so Overridden by must be "${NONE}"`);
    if (departs) {
      const record = figure.decision === null ? undefined : decisions.get(figure.decision);
      if (figure.decision === null) {
        problems.push(
          `${where}: departs from the SPEC ("${figure.specValue}" → "${figure.inForce}") and names no decision (write "decision 00NN")`,
        );
      } else if (record === undefined) {
        problems.push(`${where}: decision ${figure.decision} has no record in docs/decisions/`);
      } else if (!citesSpecSection(record, figure.section)) {
        problems.push(
          `${where}: decision ${figure.decision} does not name spec §${figure.section}, the section it overrides`,
        );
      }
    }
  }
  return problems;
}

/** Whether a record's text cites `spec §N` (alone or in a list such as "spec §2 and §9"). */
export function citesSpecSection(text: string, section: string): boolean {
  for (const [list = ''] of text.matchAll(/\bspec (§\d+(?:(?:, | and | or |-|–)§\d+)*)/gi)) {
    if ([...list.matchAll(/§(\d+)/g)].some(([, n]) => n === section)) return true;
  }
  return false;
}

/** The differences between the documented columns and the code's (key and header, position by position). */
export function columnProblems(
  documented: readonly SpecColumn[],
  code: readonly { key: string; header: string }[],
): string[] {
  const problems: string[] = [];
  documented.forEach((column, index) => {
    if (column.position !== index + 1) problems.push(`row ${index + 1} is numbered ${column.position}`);
  });
  const length = Math.max(documented.length, code.length);
  for (let i = 0; i < length; i += 1) {
    const doc = documented[i];
    const shown = code[i];
    if (doc?.key !== shown?.key || doc?.header !== shown?.header) {
      problems.push(
        `column ${i + 1}: the table says ${doc ? `${doc.key} "${doc.header}"` : 'nothing'}, the code has ${shown ? `${shown.key} "${shown.header}"` : 'nothing'}`,
      );
    }
  }
  return problems;
}

/** '0, 1, 2, 4, 5' → '0-2, 4-5': a list of whole numbers as its runs. */
export function asRuns(numbers: readonly number[]): string {
  const runs: string[] = [];
  let start: number | undefined;
  numbers.forEach((n, i) => {
    start ??= n;
    const next = numbers[i + 1];
    if (next !== n + 1) {
      runs.push(start === n ? String(n) : `${start}-${n}`);
      start = undefined;
    }
  });
  return runs.join(', ');
}
