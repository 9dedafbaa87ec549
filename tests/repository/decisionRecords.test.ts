// Every decision record has the form docs/decisions/README.md describes (decision 0121): numbered title, Date and
// Status, Context / Decision / Consequences, at most 500 words, a README row naming the spec sections it overrides;
// replaced records sit in docs/decisions/superseded/; and every "decision NNNN" the repository cites has one home:
// a record's file, live or superseded, or the record whose "Absorbs:" line names it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT, decisionNumbers, repositoryFiles } from './repositoryChecks';
import { absorbedNumbers, indexProblems, readRecordFiles, recordNumbers, recordProblems } from './decisionRecords';

const records = readRecordFiles(REPOSITORY_ROOT);
const live = records.filter((record) => !record.path.includes('/'));
const { homes, problems: homeProblems } = recordNumbers(records);

/** Where the repository cites records: code, tests, scripts, the build, the docs and the README (not the planted examples here). */
const CITING = /^(src|machines|tests|e2e|scripts|build|docs)\/|^README\.md$/;
const CITATION = /\b[Dd]ecisions? (\d{4}(?:(?:, | and | or |-|–)\d{4})*)\b/g;

describe('the decision records (docs/decisions/)', () => {
  it('are there: the live ones beside the superseded ones', () => {
    expect(live.length).toBeGreaterThan(30);
    expect(records.length).toBeGreaterThan(live.length);
  });

  it('each has its number, a date and a status, the three sections, and at most 500 words', () => {
    expect(records.flatMap((record) => recordProblems(record.path, record.text))).toEqual([]);
  });

  it('the README lists each with the spec sections it overrides', () => {
    expect(
      indexProblems(
        readFileSync(join(REPOSITORY_ROOT, 'docs/decisions/README.md'), 'utf8'),
        records.map((record) => record.path),
      ),
    ).toEqual([]);
  });

  it('every number has one home: its own file or the one record that absorbs it', () => {
    expect(homeProblems).toEqual([]);
  });

  it('every decision cited in the repository resolves to its home', () => {
    const unresolved: string[] = [];
    for (const path of repositoryFiles()) {
      if (!CITING.test(path) || path.startsWith('tests/repository/') || !/\.(ts|tsx|js|mjs|md|css|html)$/.test(path))
        continue;
      const text = readFileSync(join(REPOSITORY_ROOT, path), 'utf8');
      for (const [, list = ''] of text.matchAll(CITATION))
        for (const number of decisionNumbers(list))
          if (!homes.has(number)) unresolved.push(`${path}: decision ${number}`);
    }
    expect(unresolved).toEqual([]);
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
    expect(recordProblems('superseded/0200-a.md', superseded.join('\n'))).toEqual([]);
  });

  it('refuse a superseded record left among the live ones, and a live one among the superseded', () => {
    const superseded = good.with(2, 'Date: 2026-11-23. Status: superseded by decision 0078.');
    expect(recordProblems('0200-a.md', superseded.join('\n'))[0]).toMatch(/moves to superseded/);
    expect(recordProblems('superseded/0200-a.md', good.join('\n'))[0]).toMatch(/says whom/);
  });

  it('read an Absorbs line, ranges included, and refuse a number with two homes', () => {
    expect(absorbedNumbers(['# 0200 A', 'Absorbs: 0101, 0103-0105.'].join('\n'))).toEqual([
      '0101',
      '0103',
      '0104',
      '0105',
    ]);
    expect(absorbedNumbers('# 0200 A\nno such line')).toEqual([]);
    const a = { path: '0200-a.md', text: 'Absorbs: 0101, 0102' };
    const b = { path: 'superseded/0101-b.md', text: '' };
    expect(recordNumbers([a]).homes.get('0102')).toBe(a);
    expect(recordNumbers([a]).homes.get('0200')).toBe(a);
    expect(recordNumbers([a, b]).problems).toEqual([
      'decision 0101: absorbed by 0200-a.md, and already held by superseded/0101-b.md',
    ]);
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
