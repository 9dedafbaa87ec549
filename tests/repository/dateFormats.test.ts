// Every date shown goes through src/domain/dates.ts, every date written into a file through src/profile/calendarDate.ts
// (decision 0113): a date format anywhere else in the product fails here, and planted ones prove the check can fail.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT, repositoryFiles } from './repositoryChecks';
import { DATE_FORMAT_HOMES, dateFormatProblems, isProductSource } from './dateFormats';

const productFiles = repositoryFiles().filter(isProductSource);

describe('date formats (decision 0113)', () => {
  it('reads the product code, homes included', () => {
    expect(productFiles.length).toBeGreaterThan(200);
    for (const home of Object.keys(DATE_FORMAT_HOMES)) expect(productFiles).toContain(home);
  });

  it('are made only in their homes', () => {
    const problems = productFiles.flatMap((path) =>
      dateFormatProblems(path, readFileSync(join(REPOSITORY_ROOT, path), 'utf8')),
    );
    expect(problems).toEqual([]);
  });

  it('the homes make them (so the rules match real code)', () => {
    const dates = readFileSync(join(REPOSITORY_ROOT, 'src/domain/dates.ts'), 'utf8');
    const keys = readFileSync(join(REPOSITORY_ROOT, 'src/profile/calendarDate.ts'), 'utf8');
    expect(dateFormatProblems('src/features/x/Planted.tsx', dates).length).toBeGreaterThan(0);
    expect(dateFormatProblems('src/features/x/Planted.tsx', keys).length).toBeGreaterThan(0);
  });
});

describe('the date-format check refuses (planted lines)', () => {
  const planted = (line: string, path = 'src/features/x/Planted.tsx') => dateFormatProblems(path, line);

  it.each([
    ["const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit' });", /Intl formatter.*src\/domain\/dates\.ts/],
    ['const shown = when.toLocaleDateString();', /locale format/],
    ["const shown = count.toLocaleString('en-GB');", /locale format/],
    ['const day = `${now.getFullYear()}-${now.getMonth() + 1}`;', /by hand.*src\/profile\/calendarDate\.ts/],
    ['const day = now.toISOString().slice(0, 10);', /ISO text cut out/],
    ['const day = now.toDateString();', /fixed English/],
    ["import { format } from 'date-fns';", /date library/],
  ])('%s', (line, message) => {
    expect(planted(line)).toEqual([expect.stringMatching(message)]);
  });

  it('in machines/ too, and not in the other home', () => {
    expect(planted('new Intl.DateTimeFormat()', 'machines/someMachine.ts')).toHaveLength(1);
    expect(planted('new Intl.DateTimeFormat()', 'src/profile/calendarDate.ts')).toHaveLength(1);
    expect(planted('now.toISOString().slice(0, 10)', 'src/domain/dates.ts')).toHaveLength(1);
  });

  it('but lets a stored instant be ISO 8601, a comment name a call, and the home make its own', () => {
    expect(planted('const stamp = now.toISOString();')).toEqual([]);
    expect(planted('// never toLocaleDateString(): the locale is the Intl one')).toEqual([]);
    expect(planted("new Intl.DateTimeFormat(locale, { day: 'numeric' })", 'src/domain/dates.ts')).toEqual([]);
    expect(planted('moment.getFullYear()', 'src/profile/calendarDate.ts')).toEqual([]);
  });

  it('reads only product code', () => {
    expect(isProductSource('src/features/session/SaveDialog.tsx')).toBe(true);
    expect(isProductSource('machines/stepTestMachine.ts')).toBe(true);
    expect(isProductSource('tests/domain/dates.test.ts')).toBe(false);
    expect(isProductSource('scripts/bench/40-clients.mjs')).toBe(false);
    expect(isProductSource('src/vite-env.d.ts')).toBe(false);
  });
});
