// docs/ARCHITECTURE.md's layer table says what `LAYERS` in eslint.config.js enforces, row by row (decision 0060).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT } from './repositoryChecks';
import { layerTableProblems, layersOfConfig, parseLayerTable, type LayerRule } from './architectureDoc';

const read = (path: string) => readFileSync(join(REPOSITORY_ROOT, path), 'utf8');
const LAYERS = layersOfConfig(read('eslint.config.js'));
const documented = parseLayerTable(read('docs/ARCHITECTURE.md'));

describe("docs/ARCHITECTURE.md's layer table", () => {
  it('has a row for every layer', () => {
    expect(Object.keys(LAYERS)).toContain('machines');
    expect(documented.size).toBeGreaterThan(10);
  });

  it('names the folders and the imports LAYERS allows, no more, no fewer', () => {
    expect(layerTableProblems(documented, LAYERS)).toEqual([]);
  });
});

describe('the table check catches drift (planted tables)', () => {
  const page = (rows: string[]) =>
    [
      '# A',
      '## Layers and allowed imports',
      '',
      'text',
      '',
      '| Layer | Folders | May import |',
      '|---|---|---|',
      ...rows,
      '',
      'after',
    ].join('\n');
  const layers: Record<string, LayerRule> = {
    domain: { files: ['src/domain/**'], may: [] },
    norms: { files: ['src/norms/**'], may: ['domain', 'calculators'] },
    app: { files: ['src/app/**', 'src/main.tsx'], may: ['*'] },
  };
  const good = [
    '| domain | `src/domain` | — |',
    '| norms | `src/norms` | calculators, domain |',
    '| app | `src/app`, `src/main.tsx` | everything |',
  ];

  it('accepts a table that says what LAYERS says, in any order', () => {
    expect(layerTableProblems(parseLayerTable(page(good)), layers)).toEqual([]);
  });

  it('refuses a missing row, an extra row, another folder and another import', () => {
    expect(layerTableProblems(parseLayerTable(page(good.slice(1))), layers)).toEqual([
      'domain: in LAYERS, no row in docs/ARCHITECTURE.md',
    ]);
    expect(layerTableProblems(parseLayerTable(page([...good, '| extra | `src/x` | — |'])), layers)).toEqual([
      'extra: a row in docs/ARCHITECTURE.md, not in LAYERS',
    ]);
    expect(layerTableProblems(parseLayerTable(page(good.with(0, '| domain | `src/dom` | — |'))), layers)).toHaveLength(
      1,
    );
    expect(layerTableProblems(parseLayerTable(page(good.with(1, '| norms | `src/norms` | domain |'))), layers)).toEqual(
      ['norms: may import domain; LAYERS says domain, calculators'],
    );
  });
});
