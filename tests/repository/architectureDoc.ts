// The layer table of docs/ARCHITECTURE.md read as data and compared with `LAYERS` of eslint.config.js, so the page a
// newcomer reads is the rule lint enforces (decision 0060).

/** One row of `LAYERS`: the folders' globs and the layers it may import ('*' for everything). */
export interface LayerRule {
  readonly files: readonly string[];
  readonly may: readonly string[];
}

const HEADING = '## Layers and allowed imports';
const NONE = '—';
const EVERYTHING = 'everything';

/** The table's rows after the heading: layer → its folders (backticked cells) and what it may import. */
export function parseLayerTable(markdown: string): Map<string, LayerRule> {
  const rows = new Map<string, LayerRule>();
  const start = markdown.indexOf(HEADING);
  if (start < 0) return rows;
  const lines = markdown.slice(start).split('\n').slice(1);
  let inTable = false;
  for (const line of lines) {
    if (line.startsWith('## ')) break;
    if (!line.startsWith('|')) {
      if (inTable) break;
      continue;
    }
    inTable = true;
    const cells = line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim());
    const [layer = '', folders = '', may = ''] = cells;
    if (layer === 'Layer' || layer.startsWith('---')) continue;
    rows.set(layer, {
      files: [...folders.matchAll(/`([^`]+)`/g)].map(([, folder = '']) => folder),
      may: may === NONE ? [] : may === EVERYTHING ? ['*'] : may.split(',').map((name) => name.trim()),
    });
  }
  return rows;
}

/** A glob of `LAYERS` as the page writes it: `src/domain/**` → `src/domain`. */
const folderOf = (glob: string) => glob.replace(/\/\*\*$/, '');

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().every((value, i) => value === [...b].sort()[i]);

/** Every difference between the page's table and `LAYERS`: a missing or extra row, other folders, other imports. */
export function layerTableProblems(documented: Map<string, LayerRule>, layers: Record<string, LayerRule>): string[] {
  const problems: string[] = [];
  for (const [name, rule] of Object.entries(layers)) {
    const row = documented.get(name);
    if (!row) {
      problems.push(`${name}: in LAYERS, no row in docs/ARCHITECTURE.md`);
      continue;
    }
    const folders = rule.files.map(folderOf);
    if (!same(row.files, folders))
      problems.push(`${name}: folders ${row.files.join(', ')}; LAYERS says ${folders.join(', ')}`);
    if (!same(row.may, rule.may))
      problems.push(`${name}: may import ${row.may.join(', ')}; LAYERS says ${rule.may.join(', ')}`);
  }
  for (const name of documented.keys())
    if (!(name in layers)) problems.push(`${name}: a row in docs/ARCHITECTURE.md, not in LAYERS`);
  return problems;
}

/**
 * `LAYERS` read from the text of eslint.config.js: its object literal (strings, arrays and comments only) evaluated
 * on its own. Importing the config would run its folder scan, which needs a file URL the test environment rewrites.
 */
export function layersOfConfig(source: string): Record<string, LayerRule> {
  const start = source.indexOf('export const LAYERS = {');
  const end = source.indexOf('\n};', start);
  if (start < 0 || end < 0) throw new Error('eslint.config.js: no "export const LAYERS = { … };"');
  const literal = source.slice(source.indexOf('{', start), end + 2);
  return new Function(`return (${literal});`)() as Record<string, LayerRule>;
}
