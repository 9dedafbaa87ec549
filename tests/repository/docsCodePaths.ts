// The code paths the docs name in backticks (`src/…`, `machines/…`, `scripts/…`, `build/…`, `tests/…`, `e2e/…`):
// read from a page's text, so the test can plant a page, and the repository can be asked whether each exists.

const CODE_ROOTS = /^(src|machines|scripts|build|tests|e2e)\//;
/** Where a written path stops being literal: a placeholder (`<area>`, `{id}`, `:id`), a glob, a key or a position. */
const PLACEHOLDER = /[<{*]|:[\w\d]|#/;

export interface NamedPath {
  readonly line: number;
  /** The path as it must exist: the literal part, up to the folder before any placeholder. */
  readonly path: string;
  readonly written: string;
}

/** Every code path named in backticks in `text`, with its line. */
export function codePathsIn(text: string): NamedPath[] {
  const named: NamedPath[] = [];
  text.split('\n').forEach((lineText, index) => {
    for (const [, span = ''] of lineText.matchAll(/`([^`]+)`/g)) {
      const written = span.trim().split(/\s/)[0] ?? '';
      if (!CODE_ROOTS.test(written)) continue;
      const cut = written.search(PLACEHOLDER);
      const literal = cut < 0 ? written : written.slice(0, written.lastIndexOf('/', cut) + 1);
      named.push({ line: index + 1, path: literal.replace(/[.,;)]+$/, ''), written });
    }
  });
  return named;
}

/** The pages whose paths are checked: every Markdown page of docs/ and the README, except the superseded records (history). */
export function isCheckedPage(path: string): boolean {
  return (path === 'README.md' || /^docs\/.+\.md$/.test(path)) && !path.startsWith('docs/decisions/superseded/');
}
