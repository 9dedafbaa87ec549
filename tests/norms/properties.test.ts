// Property tests: categories are monotone in the value, and outputs are always a table category or ''.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  benchPressCategory,
  classifyBenchPress,
  classifyBloodPressure,
  classifyBmi,
  classifyBodyFat,
  classifyGripStrength,
  classifyLegPress,
  classifyPushups,
  classifySitAndReach,
  classifyVo2Max,
  classifyWaistRisk,
  legPressCategory,
} from '../../src/norms/classifiers';
import type { NumberInput, SexInput } from '../../src/norms/classifyByBounds';
import type { ThresholdTable } from '../../src/norms/normTables';
import {
  BENCH_PRESS,
  BLOOD_PRESSURE,
  BMI,
  BODY_FAT,
  GRIP_STRENGTH,
  LEG_PRESS,
  PUSHUPS,
  SIT_AND_REACH,
  VO2MAX,
  WAIST_RISK,
} from '../../src/norms/normTables';

type Classify = (sex: SexInput, age: NumberInput, value: NumberInput) => string;

const sexArb = fc.constantFrom('MALE' as const, 'FEMALE' as const);

interface Case {
  name: string;
  table: ThresholdTable;
  classify: Classify;
  /** Values to draw (inside the table's value range). */
  value: fc.Arbitrary<number>;
}

const CASES: Case[] = [
  { name: 'pushups', table: PUSHUPS, classify: classifyPushups, value: fc.integer({ min: 0, max: 999 }) },
  { name: 'vo2max', table: VO2MAX, classify: classifyVo2Max, value: fc.double({ min: 0, max: 100, noNaN: true }) },
  {
    name: 'benchPress',
    table: BENCH_PRESS,
    classify: classifyBenchPress,
    value: fc.double({ min: 0, max: 5, noNaN: true }),
  },
  { name: 'legPress', table: LEG_PRESS, classify: classifyLegPress, value: fc.double({ min: 0, max: 5, noNaN: true }) },
  {
    name: 'gripStrength',
    table: GRIP_STRENGTH,
    classify: classifyGripStrength,
    value: fc.integer({ min: 0, max: 2000 }).map((h) => h / 2),
  },
  {
    name: 'sitAndReach',
    table: SIT_AND_REACH,
    classify: classifySitAndReach,
    value: fc.integer({ min: 0, max: 200 }).map((h) => h / 2),
  },
  { name: 'bodyFat', table: BODY_FAT, classify: classifyBodyFat, value: fc.double({ min: 1, max: 100, noNaN: true }) },
];

function ageArb(table: ThresholdTable): fc.Arbitrary<number> {
  return fc.integer({ min: table.appliesTo.minAge ?? 0, max: table.appliesTo.maxAge });
}

describe.each(CASES)('$name', ({ table, classify, value }) => {
  const rank = (category: string): number => table.categories.indexOf(category);
  const higherIsBetter = table.lowerBounds !== undefined;

  it(
    higherIsBetter ? 'a higher value never gives a worse category' : 'a lower value never gives a worse category',
    () => {
      fc.assert(
        fc.property(sexArb, ageArb(table), value, value, (sex, age, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const better = higherIsBetter ? high : low;
          const worse = higherIsBetter ? low : high;
          expect(rank(classify(sex, age, better))).toBeLessThanOrEqual(rank(classify(sex, age, worse)));
        }),
      );
    },
  );

  it('every valid sex, age in the window and value in range gets one of the table categories', () => {
    fc.assert(
      fc.property(sexArb, ageArb(table), value, (sex, age, v) => {
        expect(table.categories).toContain(classify(sex, age, v));
      }),
    );
  });

  it("anything at all gives a table category or '' and never throws", () => {
    const anyValue = fc.oneof(fc.anything(), fc.double(), fc.integer({ min: -10, max: 1200 }));
    fc.assert(
      fc.property(fc.oneof(sexArb, fc.anything()), anyValue, anyValue, (sex, age, v) => {
        const out = (classify as (s: unknown, a: unknown, x: unknown) => unknown)(sex, age, v);
        expect(typeof out).toBe('string');
        expect(['', ...table.categories]).toContain(out);
      }),
    );
  });
});

describe('ratio helpers agree with the ratio classifiers', () => {
  it('benchPressCategory = classifyBenchPress(lift / body weight)', () => {
    const lift = fc.integer({ min: 0, max: 2000 }).map((h) => h / 2);
    const bw = fc.integer({ min: 1, max: 1400 }).map((h) => h / 2);
    fc.assert(
      fc.property(sexArb, fc.integer({ min: 0, max: 100 }), lift, bw, (sex, age, l, w) => {
        expect(benchPressCategory(sex, age, l, w).category).toBe(classifyBenchPress(sex, age, l / w));
        expect(legPressCategory(sex, age, l, w).category).toBe(classifyLegPress(sex, age, l / w));
      }),
    );
  });
});

describe('class tables', () => {
  const labels = BMI.classes.map((c) => c.label);

  it('BMI: a higher BMI never gives a lower class; always a class for BMI > 0', () => {
    const bmi = fc.double({ min: 0.01, max: 1000, noNaN: true });
    fc.assert(
      fc.property(bmi, bmi, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(labels).toContain(classifyBmi(low));
        expect(labels.indexOf(classifyBmi(low))).toBeLessThanOrEqual(labels.indexOf(classifyBmi(high)));
      }),
    );
  });

  it('waist: a larger waist never gives a lower risk; always a class for 20-500 cm', () => {
    const wc = fc.double({ min: 20, max: 500, noNaN: true });
    fc.assert(
      fc.property(sexArb, wc, wc, (sex, a, b) => {
        const order = WAIST_RISK.classes[sex].map((c) => c.label);
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(order).toContain(classifyWaistRisk(sex, low));
        expect(order.indexOf(classifyWaistRisk(sex, low))).toBeLessThanOrEqual(
          order.indexOf(classifyWaistRisk(sex, high)),
        );
      }),
    );
  });

  it('blood pressure: raising either reading never gives a milder class', () => {
    const order = BLOOD_PRESSURE.classes.map((c) => c.label);
    const sbp = fc.integer({ min: 1, max: 400 });
    const dbp = fc.integer({ min: 1, max: 200 });
    fc.assert(
      fc.property(sbp, dbp, sbp, dbp, (s1, d1, s2, d2) => {
        const base = classifyBloodPressure(Math.min(s1, s2), Math.min(d1, d2));
        const raised = classifyBloodPressure(Math.max(s1, s2), Math.max(d1, d2));
        expect(order).toContain(base);
        expect(order.indexOf(base)).toBeLessThanOrEqual(order.indexOf(raised));
      }),
    );
  });

  it("class classifiers return a class or '' for anything", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        const loose = {
          bmi: classifyBmi as (x: unknown) => unknown,
          waist: classifyWaistRisk as (s: unknown, x: unknown) => unknown,
          bp: classifyBloodPressure as (s: unknown, d: unknown) => unknown,
        };
        expect(['', ...labels]).toContain(loose.bmi(a));
        expect(['', ...WAIST_RISK.classes.MALE.map((c) => c.label)]).toContain(loose.waist(a, b));
        expect(['', ...BLOOD_PRESSURE.classes.map((c) => c.label)]).toContain(loose.bp(a, b));
      }),
    );
  });
});
