// @vitest-environment jsdom
// The SPEC's fixed figures a screen shows stay as docs/spec-figures.md writes them (decision 0120): each figure is
// read from the real code (constants, the machines, the stylesheet, the Past Sessions view model) and compared with
// the table; a departure from the SPEC passes only with a record that names the spec section it overrides.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { alertMachine } from '@machines/alertMachine';
import { COUNTDOWN_STEPS } from '@machines/pushupCountdownMachine';
import { STEP_TEST_DONE_TEXT, STEP_TEST_PHASES } from '@machines/stepTestMachine';
import { STEP_TEST_BENCH, STEP_TEST_CADENCE, stepTestHeartRate } from '@/calculators/stepTest';
import { BRUCE, RAMP, TREADMILL_PROTOCOL_LIST } from '@/calculators/treadmillProtocols';
import { cmToInches, kgToLb } from '@/calculators/units';
import { MINUTE_OPTIONS, SECOND_OPTIONS } from '@/features/field-tests/fieldTestFormModels';
import { PAST_SESSION_COLUMNS } from '@/profile/sessionColumns';
import { SESSIONS_DB_NAME, SESSIONS_DB_VERSION } from '@/storage/sessionsDb';
import { pastSessionHeaders } from '@/summary/pastSessionsRows';
import { INIT_NOT_COMPLETE } from '@/state/records/pastSessionsActor';
import { FORM_SUBMITTED_MESSAGE } from '@/state/useSubmitUpdate';
import { NO_DATA } from '@/features/treadmill/treadmillResults';
import { REPOSITORY_ROOT } from './repositoryChecks';
import {
  asRuns,
  citesSpecSection,
  columnProblems,
  figureProblems,
  parseSpecFigures,
  type SpecFigure,
} from './specFigures';
import { readRecordFiles, recordNumbers } from './decisionRecords';

const read = (path: string) => readFileSync(join(REPOSITORY_ROOT, path), 'utf8');
const documented = parseSpecFigures(read('docs/spec-figures.md'));

/** Every record's text by the numbers it answers for ('0010' → the Markdown of the record that holds it). */
function decisionRecords(): Map<string, string> {
  const { homes } = recordNumbers(readRecordFiles(REPOSITORY_ROOT));
  return new Map([...homes].map(([number, record]) => [number, record.text]));
}

/** The width below which the Menu button shows: the max-width of the media query that displays `.menu-button`. */
function menuBreakpointPx(css: string): number | null {
  for (const block of css.split('@media').slice(1)) {
    const query = /^\s*\(max-width: ([\d.]+)px\)\s*\{/.exec(block);
    if (query && /\.menu-button\s*\{[^}]*display:\s*inline-flex/.test(block)) return Math.ceil(Number(query[1]));
  }
  return null;
}

function alertDismissSeconds(): number | null {
  const delay = alertMachine.implementations.delays.dismissAfter;
  return typeof delay === 'number' ? delay / 1000 : null;
}

/** Each figure as the code shows it, in the table's words. */
const SHOWN: Record<string, string> = {
  'pastSessions.columnCount': String(pastSessionHeaders(true).length),
  'sessionsDb.name': SESSIONS_DB_NAME,
  'sessionsDb.version': String(SESSIONS_DB_VERSION),
  'alert.dismissSeconds': String(alertDismissSeconds()),
  'alert.formSubmitted': FORM_SUBMITTED_MESSAGE,
  'pastSessions.beforeInit': INIT_NOT_COMPLETE,
  'treadmill.noData': NO_DATA,
  'menu.breakpointPx': String(menuBreakpointPx(read('src/styles/app.css'))),
  'stepTest.phaseSeconds': STEP_TEST_PHASES.map((phase) => phase.durationMs / 1000).join(', '),
  ...Object.fromEntries(STEP_TEST_PHASES.map((phase) => [`stepTest.phase${phase.index}Text`, phase.text])),
  'stepTest.doneText': STEP_TEST_DONE_TEXT,
  'stepTest.stepsPerMinute': `men ${STEP_TEST_CADENCE.MALE.stepsPerMinute}, women ${STEP_TEST_CADENCE.FEMALE.stepsPerMinute}`,
  'stepTest.beatMsMen': String(Math.round(STEP_TEST_CADENCE.MALE.beatMs)),
  'stepTest.beatMsWomen': String(Math.round(STEP_TEST_CADENCE.FEMALE.beatMs)),
  'stepTest.benchInches': String(STEP_TEST_BENCH.inches),
  'stepTest.benchCm': STEP_TEST_BENCH.cm.toFixed(1),
  'stepTest.pulseCountFactor': String(stepTestHeartRate(10) / 10),
  'pushups.countdown': COUNTDOWN_STEPS.map((step) => `${step.word} ${step.number}`).join(', '),
  'treadmill.stageSeconds': TREADMILL_PROTOCOL_LIST.map((protocol) => `${protocol.name} ${protocol.stageSeconds}`).join(
    ', ',
  ),
  'treadmill.generalStages': String(RAMP.stages.length),
  'treadmill.bruceStages': BRUCE.stages.map((stage) => `${stage.grade}/${stage.speed}/${stage.mets}`).join(', '),
  'fieldTests.minuteOptions': asRuns(MINUTE_OPTIONS),
  'fieldTests.secondOptions': asRuns(SECOND_OPTIONS),
  'units.lbPerKg': String(kgToLb(1)),
  'units.inchesPerCm': String(cmToInches(1)),
};

describe('the SPEC figures a screen shows (docs/spec-figures.md)', () => {
  it('the table is there and holds the figures the spec names', () => {
    const ids = documented.figures.map((figure) => figure.id);
    for (const id of [
      'pastSessions.columnCount',
      'stepTest.phaseSeconds',
      'alert.dismissSeconds',
      'menu.breakpointPx',
      'sessionsDb.version',
    ]) {
      expect(ids).toContain(id);
    }
  });

  it('every figure in the code is the one in force, and every departure from the SPEC names its decision', () => {
    expect(figureProblems(documented.figures, SHOWN, decisionRecords())).toEqual([]);
  });

  it('the Past Sessions columns are the documented 30, in order (key and header)', () => {
    expect(documented.columns).toHaveLength(30);
    expect(columnProblems(documented.columns, PAST_SESSION_COLUMNS)).toEqual([]);
    expect(String(documented.columns.length)).toBe(
      documented.figures.find((f) => f.id === 'pastSessions.columnCount')?.inForce,
    );
  });
});

describe('the figures check catches drift (planted tables)', () => {
  const figure = (overrides: Partial<SpecFigure>): SpecFigure => ({
    id: 'alert.dismissSeconds',
    section: '9',
    specValue: '3',
    inForce: '3',
    decision: null,
    decisionCell: '—',
    ...overrides,
  });
  const records = new Map([
    ['0010', 'spec §9 says 22 steps a minute'],
    ['0017', 'spec §2: a minutes dropdown'],
  ]);

  it('accepts a figure as written, and a departure whose record names the section', () => {
    expect(figureProblems([figure({})], { 'alert.dismissSeconds': '3' }, records)).toEqual([]);
    const departing = figure({ specValue: '714', inForce: '682', decision: '0010', decisionCell: 'decision 0010' });
    expect(figureProblems([departing], { 'alert.dismissSeconds': '682' }, records)).toEqual([]);
  });

  it('refuses a code value that is not the one in force (a 31st column, a 4 s alert)', () => {
    const columns = figure({ id: 'pastSessions.columnCount', specValue: '30', inForce: '30' });
    expect(figureProblems([columns], { 'pastSessions.columnCount': '31' }, records)).toEqual([
      'pastSessions.columnCount (spec §9): the code shows "31", the table says "30"',
    ]);
    expect(figureProblems([figure({})], { 'alert.dismissSeconds': '4' }, records)).toHaveLength(1);
  });

  it('refuses a departure with no decision, an unknown record, or a record that does not name the section', () => {
    const shown = { 'alert.dismissSeconds': '4' };
    expect(figureProblems([figure({ inForce: '4' })], shown, records)[0]).toMatch(
      /departs from the SPEC .* names no decision/,
    );
    expect(
      figureProblems([figure({ inForce: '4', decision: '0099', decisionCell: 'decision 0099' })], shown, records),
    ).toEqual(['alert.dismissSeconds (spec §9): decision 0099 has no record in docs/decisions/']);
    expect(
      figureProblems([figure({ inForce: '4', decision: '0017', decisionCell: 'decision 0017' })], shown, records),
    ).toEqual(['alert.dismissSeconds (spec §9): decision 0017 does not name spec §9, the section it overrides']);
  });

  it('refuses a decision on a row that does not depart, a figure with no reading, a reading with no row', () => {
    expect(
      figureProblems(
        [figure({ decision: '0010', decisionCell: 'decision 0010' })],
        { 'alert.dismissSeconds': '3' },
        records,
      ),
    ).toHaveLength(1);
    expect(figureProblems([figure({})], {}, records)).toEqual([
      'alert.dismissSeconds (spec §9): no reading of it in the code',
    ]);
    expect(figureProblems([], { 'menu.breakpointPx': '800' }, records)).toEqual([
      'menu.breakpointPx: the code shows it, docs/spec-figures.md has no row',
    ]);
  });

  it('parses the tables of a doctored page, and compares columns position by position', () => {
    const page = [
      '# x',
      '## Figures',
      '',
      '| Figure | Spec | SPEC | In force | Overridden by |',
      '|---|---|---|---|---|',
      '| `stepTest.benchCm` | spec §9 | 41.25 | 41.3 | decision 0030 |',
      '',
      '## The Past Sessions columns, in order',
      '',
      '| # | Key | Header |',
      '|---|---|---|',
      '| 1 | name | Name |',
      '| 2 | date | Date |',
    ].join('\n');
    const parsed = parseSpecFigures(page);
    expect(parsed.figures).toEqual([
      {
        id: 'stepTest.benchCm',
        section: '9',
        specValue: '41.25',
        inForce: '41.3',
        decision: '0030',
        decisionCell: 'decision 0030',
      },
    ]);
    expect(
      columnProblems(parsed.columns, [
        { key: 'date', header: 'Date' },
        { key: 'name', header: 'Name' },
      ]),
    ).toHaveLength(2);
    expect(
      columnProblems(parsed.columns, [
        { key: 'name', header: 'Name' },
        { key: 'date', header: 'Date' },
        { key: 'x', header: 'X' },
      ]),
    ).toEqual(['column 3: the table says nothing, the code has x "X"']);
  });

  it('reads a section in a list of a record, and a list of numbers as its runs', () => {
    expect(citesSpecSection('spec §2 and §9 say', '9')).toBe(true);
    expect(citesSpecSection('spec §2; formulas §9', '9')).toBe(false);
    expect(asRuns([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12])).toBe('0-9, 11-12');
    expect(asRuns([4])).toBe('4');
  });

  it('finds the menu breakpoint of the stylesheet', () => {
    expect(
      menuBreakpointPx('@media (max-width: 799.98px) {\n  .menu-button { flex-shrink: 0; display: inline-flex; }\n}'),
    ).toBe(800);
    expect(menuBreakpointPx('@media (max-width: 600px) { .banner { x: y; } }')).toBeNull();
  });
});
