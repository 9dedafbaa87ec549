// Every decision record has the form docs/decisions/README.md describes (decision 0121): numbered title, Date and
// Status, Context / Decision / Consequences, at most 500 words, and a README row naming the spec sections it overrides.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT } from './repositoryChecks';
import { indexProblems, recordProblems } from './decisionRecords';

const FOLDER = join(REPOSITORY_ROOT, 'docs/decisions');
const records = readdirSync(FOLDER)
  .filter((name) => /^\d{4}-.+\.md$/.test(name))
  .sort();

describe('the decision records (docs/decisions/)', () => {
  it('are there', () => {
    expect(records.length).toBeGreaterThan(70);
  });

  it('each has its number, a date and a status, the three sections, and at most 500 words', () => {
    expect(records.flatMap((name) => recordProblems(name, readFileSync(join(FOLDER, name), 'utf8')))).toEqual([]);
  });

  it('the README lists each with the spec sections it overrides', () => {
    expect(indexProblems(readFileSync(join(FOLDER, 'README.md'), 'utf8'), records)).toEqual([]);
  });
});

describe('the record checks catch drift (planted records)', () => {
  const good = [
    '# 0200 A title',
    '',
    'Date: 2026-11-25. Status: accepted.',
    '',
    '## Context',
    'x',
    '## Decision',
    'y',
    '## Consequences',
    'z',
  ];

  it('accept a well-formed record, superseded or not', () => {
    expect(recordProblems('0200-a.md', good.join('\n'))).toEqual([]);
    const superseded = good.with(2, 'Date: 2026-11-23. Status: superseded by decision 0078.');
    expect(recordProblems('0200-a.md', superseded.join('\n'))).toEqual([]);
  });

  it('refuse a record without a date or status, with another number, sections out of order, or too long', () => {
    expect(recordProblems('0200-a.md', good.toSpliced(1, 2).join('\n'))).toHaveLength(1);
    expect(recordProblems('0201-a.md', good.join('\n'))[0]).toMatch(/first line/);
    expect(recordProblems('0200-a.md', good.with(6, '## Consequences').with(8, '## Decision').join('\n'))[0]).toMatch(
      /in that order/,
    );
    expect(recordProblems('0200-a.md', [...good, 'word '.repeat(500)].join('\n'))[0]).toMatch(
      /words; move the narrative/,
    );
  });

  it('refuse a README row without an Overrides cell, a record without a row, a row without a record', () => {
    const readme = [
      '| Record | Title | Overrides |',
      '|---|---|---|',
      '| [0200](0200-a.md) | A | spec §3, §4 |',
      '| [0201](0201-b.md) | B | — |',
    ];
    expect(indexProblems(readme.join('\n'), ['0200-a.md', '0201-b.md'])).toEqual([]);
    expect(
      indexProblems(readme.with(3, '| [0201](0201-b.md) | B |').join('\n'), ['0200-a.md', '0201-b.md']),
    ).toHaveLength(1);
    expect(
      indexProblems(readme.with(3, '| [0201](0201-b.md) | B | §4 |').join('\n'), ['0200-a.md', '0201-b.md']),
    ).toHaveLength(1);
    expect(indexProblems(readme.join('\n'), ['0200-a.md', '0201-b.md', '0202-c.md'])).toEqual([
      '0202-c.md: no row in docs/decisions/README.md',
    ]);
    expect(indexProblems(readme.join('\n'), ['0200-a.md'])).toEqual(['0201-b.md: a row in the README but no record']);
  });
});
