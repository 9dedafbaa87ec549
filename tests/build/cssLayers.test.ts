// The cascade does not depend on which chunk a style sheet travels in: every sheet under src/ puts all its rules in a
// layer of its own, named in the order statement at the top of the shell's sheet (src/styles/app.css), which the first
// paint loads before any other. A rule outside a layer would beat every layered rule wherever it loads.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '../../src');
const ORDER_SHEET = 'styles/app.css';

function sheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sheets(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '').trim();

/** The layers a sheet declares: its one block `@layer name { … }`, or a library's sheet imported into a layer. */
function layerOf(css: string): string | null {
  const block = /^@layer ([a-z-]+)\s*\{/.exec(css);
  if (block) return closingBrace(css, block[0].length) === css.length - 1 ? block[1]! : null;
  const imported = /^@import '[^']+' layer\(([a-z-]+)\);$/.exec(css);
  return imported ? imported[1]! : null;
}

/** The index of the brace that closes the block opened just before `from` (strings hold no braces in these sheets). */
function closingBrace(css: string, from: number): number {
  let depth = 1;
  for (let i = from; i < css.length; i += 1) {
    if (css[i] === '{') depth += 1;
    if (css[i] === '}') depth -= 1;
    if (depth === 0) return i;
  }
  return -1;
}

describe('style sheets in layers', () => {
  const order = (() => {
    const css = withoutComments(readFileSync(join(SRC, ORDER_SHEET), 'utf8'));
    const statement = /^@layer ([a-z-]+(?:,\s*[a-z-]+)*);/.exec(css);
    return statement ? statement[1]!.split(/,\s*/) : [];
  })();

  it('the shell sheet starts with the order of every layer, each named once', () => {
    expect(order.length).toBeGreaterThan(1);
    expect(new Set(order).size).toBe(order.length);
  });

  it('every sheet under src/ is one layer of that order, and no two sheets share a layer but the library one', () => {
    const seen = new Map<string, string>();
    for (const path of sheets(SRC)) {
      const name = relative(SRC, path);
      let css = withoutComments(readFileSync(path, 'utf8'));
      if (name === ORDER_SHEET) css = css.replace(/^@layer [^;{]+;/, '').trim();
      const layer = layerOf(css);
      expect(layer, `${name}: all its rules in one @layer block`).not.toBeNull();
      expect(order, `${name}: its layer '${layer}' is in ${ORDER_SHEET}'s order`).toContain(layer);
      expect(seen.get(layer!), `${name} and ${seen.get(layer!)} share the layer '${layer}'`).toBeUndefined();
      seen.set(layer!, name);
    }
    expect(seen.size).toBeGreaterThan(10);
  });

  it('a sheet with a rule outside its layer, or a second layer, is refused', () => {
    expect(layerOf('@layer a { p { margin: 0 } }')).toBe('a');
    expect(layerOf('@layer a { p { margin: 0 } } p { margin: 1px }')).toBeNull();
    expect(layerOf('@layer a { p { margin: 0 } } @layer b { p { margin: 1px } }')).toBeNull();
    expect(layerOf("@import 'lib.css' layer(vendor);")).toBe('vendor');
  });
});
