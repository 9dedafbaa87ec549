// Boundary tests GENERATED from norms.json: every table, both sexes, every age group, every threshold.
// The oracle reads the raw JSON (not the typed view in src/norms) so a slip in the view shows up here.
import { describe, it, expect } from 'vitest';
import norms from '../../src/norms/data/norms.json';
import {
  classifyBenchPress,
  classifyBodyFat,
  classifyGripStrength,
  classifyLegPress,
  classifyPushups,
  classifySitAndReach,
  classifyVo2Max,
} from '../../src/norms/classifiers';
import type { NumberInput, SexInput } from '../../src/norms/classifyByBounds';

type Classify = (sex: SexInput, age: NumberInput, value: NumberInput) => string;
type Bounds = Record<string, Record<string, Record<string, number | null>>>;

interface RawTable {
  categories: string[];
  ageGroups: { label: string; minAge: number | null; maxAge: number | null }[];
  appliesTo: { minAge: number | null; maxAge: number };
  lowerBounds?: Bounds;
  upperBounds?: Bounds;
}

interface Case {
  key: string;
  table: RawTable;
  classify: Classify;
  /** Steps past a bound that must reach the next (worse) category: below for lowerBounds, above for upperBounds. */
  nextSteps: number[];
  /** Steps past a bound that rounding brings back onto the bound (same category). */
  sameSteps: number[];
}

const CASES: Case[] = [
  { key: 'pushups', table: norms.pushups, classify: classifyPushups, nextSteps: [1], sameSteps: [] },
  {
    key: 'vo2max',
    table: norms.vo2max,
    classify: classifyVo2Max,
    nextSteps: [0.01, 0.0051],
    sameSteps: [0.005, 0.001],
  },
  {
    key: 'benchPress',
    table: norms.benchPress,
    classify: classifyBenchPress,
    nextSteps: [0.01, 0.0051],
    sameSteps: [0.005],
  },
  { key: 'legPress', table: norms.legPress, classify: classifyLegPress, nextSteps: [0.01, 0.0051], sameSteps: [0.005] },
  // Grip: hands are entered in 0.5 kg steps, so the sum can be x.5.
  {
    key: 'gripStrength',
    table: norms.gripStrength,
    classify: classifyGripStrength,
    nextSteps: [0.5, 1],
    sameSteps: [],
  },
  // Sit and reach: half centimetres compared as entered (never rounded up).
  { key: 'sitAndReach', table: norms.sitAndReach, classify: classifySitAndReach, nextSteps: [0.5, 1], sameSteps: [] },
  // Body fat is rounded to 1 decimal before lookup: +0.04 stays on the bound, +0.05 and +0.1 move on.
  { key: 'bodyFat', table: norms.bodyFat, classify: classifyBodyFat, nextSteps: [0.1, 0.05], sameSteps: [0.04] },
];

const SEXES = ['MALE', 'FEMALE'] as const;

/** Test ages of a group: its first and last year (an open end is the window's edge; no lower limit = 0). */
function groupAges(table: RawTable, group: RawTable['ageGroups'][number]): number[] {
  const first = group.minAge ?? table.appliesTo.minAge ?? 0;
  const last = group.maxAge ?? table.appliesTo.maxAge;
  return first === last ? [first] : [first, last];
}

describe.each(CASES)('$key: thresholds from norms.json', ({ table, classify, nextSteps, sameSteps }) => {
  const higherIsBetter = table.lowerBounds !== undefined;
  const bounds = (table.lowerBounds ?? table.upperBounds) as Bounds;

  for (const sex of SEXES) {
    for (const group of table.ageGroups) {
      const groupBounds = bounds[sex]?.[group.label];
      it(`${sex} ${group.label}: every age group has its bounds`, () => {
        expect(groupBounds).toBeDefined();
      });
      if (groupBounds === undefined) continue;

      table.categories.forEach((category, i) => {
        const bound = groupBounds[category];
        if (bound === null || bound === undefined) return;
        const next = table.categories[i + 1];
        it(`${sex} ${group.label}: ${bound} is ${category}, just ${higherIsBetter ? 'below' : 'above'} is ${next}`, () => {
          for (const age of groupAges(table, group)) {
            expect(classify(sex, age, bound)).toBe(category);
            for (const step of nextSteps) {
              const past = higherIsBetter ? bound - step : bound + step;
              expect(classify(sex, age, past), `age ${age}, value ${past}`).toBe(next);
            }
            for (const step of sameSteps) {
              const near = higherIsBetter ? bound - step : bound + step;
              expect(classify(sex, age, near), `age ${age}, value ${near} (rounds to ${bound})`).toBe(category);
            }
          }
        });
      });

      it(`${sex} ${group.label}: the null-bound category is last and catches the bottom of the scale`, () => {
        const last = table.categories[table.categories.length - 1] as string;
        expect(groupBounds[last]).toBeNull();
        const worst = higherIsBetter ? 0 : 100;
        for (const age of groupAges(table, group)) expect(classify(sex, age, worst)).toBe(last);
      });
    }

    it(`${sex}: window edges ${table.appliesTo.minAge ?? 0}-${table.appliesTo.maxAge} classify, just outside gives ''`, () => {
      const value = higherIsBetter ? 1 : 20;
      const min = table.appliesTo.minAge;
      const max = table.appliesTo.maxAge;
      expect(classify(sex, max, value)).not.toBe('');
      expect(classify(sex, max + 1, value)).toBe('');
      if (min === null) {
        expect(classify(sex, 0, value)).not.toBe('');
        expect(classify(sex, -1, value)).toBe('');
      } else {
        expect(classify(sex, min, value)).not.toBe('');
        expect(classify(sex, min - 1, value)).toBe('');
      }
    });
  }
});

describe('age windows named in the brief', () => {
  it('pushups: 19 and 70 give no category; 20 and 69 do', () => {
    expect(classifyPushups('MALE', 19, 30)).toBe('');
    expect(classifyPushups('MALE', 70, 30)).toBe('');
    expect(classifyPushups('MALE', 20, 30)).toBe('very good');
    expect(classifyPushups('MALE', 69, 30)).toBe('excellent');
  });

  it('bench press: no lower age limit (0 and 14 use <20), 100 uses 60+, 101 gives none', () => {
    expect(classifyBenchPress('MALE', 0, 1.34)).toBe('excellent');
    expect(classifyBenchPress('MALE', 14, 1.34)).toBe('excellent');
    expect(classifyBenchPress('MALE', 100, 0.57)).toBe('poor');
    expect(classifyBenchPress('MALE', 101, 0.57)).toBe('');
  });

  it('leg press: 60+ covers 60 to 100', () => {
    for (const age of [60, 70, 85, 100]) expect(classifyLegPress('FEMALE', age, 1.32)).toBe('well above average');
    expect(classifyLegPress('FEMALE', 101, 1.32)).toBe('');
    expect(classifyLegPress('FEMALE', 19, 1.32)).toBe('');
  });

  it('grip: 14 uses the 15-19 group; 13 and 70 give none', () => {
    expect(classifyGripStrength('MALE', 14, 108)).toBe('excellent');
    expect(classifyGripStrength('MALE', 14, 107.5)).toBe('very good');
    expect(classifyGripStrength('MALE', 14, 78.5)).toBe('poor');
    expect(classifyGripStrength('MALE', 13, 108)).toBe('');
    expect(classifyGripStrength('MALE', 70, 108)).toBe('');
  });

  it('body fat: 80 uses 70-79, 81 gives none', () => {
    expect(classifyBodyFat('MALE', 80, 15.5)).toBe('very lean');
    expect(classifyBodyFat('MALE', 80, 15.6)).toBe('excellent');
    expect(classifyBodyFat('MALE', 81, 15.5)).toBe('');
    expect(classifyBodyFat('FEMALE', 80, 34.1)).toBe('very poor');
  });

  it('fractional ages count completed years', () => {
    expect(classifyPushups('MALE', 29.9, 36)).toBe('excellent');
    expect(classifyPushups('MALE', 69.9, 18)).toBe('excellent');
    expect(classifyPushups('MALE', 19.9, 36)).toBe('');
    expect(classifyBodyFat('MALE', 80.5, 15.5)).toBe('very lean');
  });
});
