// Property tests (fast-check): finiteness over every input range, monotonicity, and imperial = metric entry.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CalculatorRangeError } from '@/calculators/CalculatorRangeError';
import { bmi } from '@/calculators/bodyMassIndex';
import { bodyDensity } from '@/calculators/bodyDensity';
import { waistHeightRatio, waistHipRatio } from '@/calculators/bodyRatios';
import { bodyWeightGoal } from '@/calculators/bodyWeightGoal';
import { harrisBenedict } from '@/calculators/energyExpenditure';
import { energyPerMinute } from '@/calculators/energyPerMinute';
import { oneAndHalfMileRun, rockportWalk, sixMinuteWalk, twelveMinuteRun } from '@/calculators/fieldTests';
import { estimateHrMax } from '@/calculators/heartRateMax';
import type { IntensityTableOptions } from '@/calculators/intensityTables';
import { intensityTable } from '@/calculators/intensityTables';
import type { IntensityBasis } from '@/calculators/intensityZones';
import { INTENSITY_ZONES, zone } from '@/calculators/intensityZones';
import { macronutrients } from '@/calculators/macronutrients';
import { metsFromVo2, rawVo2, restingVo2 } from '@/calculators/oxygenUptake';
import { bodyFatFromSkinfolds } from '@/calculators/siriBodyFat';
import { stepTestVo2Max } from '@/calculators/stepTest';
import { gripStrengthSum, strengthRatio } from '@/calculators/strengthRatio';
import {
  TREADMILL_PROTOCOL_LIST,
  protocolDurationMs,
  stageAt,
  treadmillVo2Max,
} from '@/calculators/treadmillProtocols';
import { feetInchesToCm, kgToLb, lbToKg } from '@/calculators/units';
import type { ActivityLevel, BodyWeightGoal, Sex } from '@/domain/person';
import { ACTIVITY_LEVELS } from '@/domain/person';
import { SKINFOLD_SITES } from '@/domain/bodySites';

const RUNS = { numRuns: 500 };
const real = (min: number, max: number) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
const sex = fc.constantFrom<Sex>('MALE', 'FEMALE');
const activity = fc.constantFrom<ActivityLevel>(...ACTIVITY_LEVELS);
const goal = fc.constantFrom<BodyWeightGoal>('lose', 'gain', 'maintain');

/** Every number anywhere in a result (deep). */
function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}
const allFinite = (value: unknown) => numbersIn(value).every(Number.isFinite);

/** Runs a calculator that may legitimately reject a combination: it either returns only finite numbers or throws CalculatorRangeError. */
function finiteOrRangeError(call: () => unknown): boolean {
  try {
    return allFinite(call());
  } catch (error) {
    return error instanceof CalculatorRangeError;
  }
}

describe('every output is finite for any input in range', () => {
  it('BMI, ratios, HRmax, oxygen uptake, strength, energy per minute', () => {
    fc.assert(
      fc.property(real(1, 800), real(1, 274), (kg, cm) => Number.isFinite(bmi(kg, cm))),
      RUNS,
    );
    fc.assert(
      fc.property(real(20, 500), real(20, 500), (w, h) => Number.isFinite(waistHipRatio(w, h))),
      RUNS,
    );
    fc.assert(
      fc.property(real(20, 500), real(1, 274), (w, h) => Number.isFinite(waistHeightRatio(w, h))),
      RUNS,
    );
    fc.assert(
      fc.property(real(4, 110), (age) => {
        const { value } = estimateHrMax(age);
        return Number.isInteger(value) && value >= 130 && value <= 213;
      }),
      RUNS,
    );
    fc.assert(
      fc.property(real(0, 150), real(1, 800), (vo2, kg) =>
        allFinite([metsFromVo2(vo2), restingVo2(kg), rawVo2(vo2, kg), energyPerMinute(vo2, kg)]),
      ),
      RUNS,
    );
    fc.assert(
      fc.property(real(0, 1000), real(1, 700), (lift, kg) => Number.isFinite(strengthRatio(lift, kg))),
      RUNS,
    );
    fc.assert(
      fc.property(real(0, 2000), real(0, 2000), (l, r) => Number.isFinite(gripStrengthSum(l, r))),
      RUNS,
    );
  });

  it('body density and body fat for any skinfolds 0-500 mm and age 18-100', () => {
    const fold = fc.option(real(0, 500), { nil: null });
    const folds = fc.record(
      Object.fromEntries(SKINFOLD_SITES.map((s) => [s, s === 'bicep' ? fc.option(real(0, 50), { nil: null }) : fold])),
    );
    fc.assert(
      fc.property(sex, real(18, 100), folds, (s, age, f) => {
        const density = bodyDensity(s, age, f);
        if (density && !(Number.isFinite(density.value) && density.value > 0.9)) return false;
        return finiteOrRangeError(() => bodyFatFromSkinfolds(s, age, f));
      }),
      RUNS,
    );
  });

  it('body fat, when given, is between 0 and 100 %', () => {
    const fold = real(1, 60);
    fc.assert(
      fc.property(sex, real(18, 100), fc.tuple(fold, fold, fold, fold, fold, fold, fold), (s, age, v) => {
        const [chest, midaxillary, tricep, subscap, abdominal, supraIliac, thigh] = v;
        try {
          const fat = bodyFatFromSkinfolds(s, age, {
            chest,
            midaxillary,
            tricep,
            subscap,
            abdominal,
            supraIliac,
            thigh,
          });
          return fat !== null && fat.value >= 0 && fat.value <= 100 && fat.density.equation.includes('7');
        } catch (error) {
          return error instanceof CalculatorRangeError;
        }
      }),
      RUNS,
    );
  });

  it('cardio tests: a positive, finite VO2 max or a range error, never NaN or Infinity', () => {
    const minutes = fc.integer({ min: 0, max: 30 });
    const seconds = fc.integer({ min: 0, max: 59 });
    fc.assert(
      fc.property(minutes, seconds, (m, s) => finiteOrRangeError(() => oneAndHalfMileRun(m, s))),
      RUNS,
    );
    fc.assert(
      fc.property(real(504.9, 5000), (d) => finiteOrRangeError(() => twelveMinuteRun(d))),
      RUNS,
    );
    fc.assert(
      fc.property(sex, real(40, 400), (s, hr) => finiteOrRangeError(() => stepTestVo2Max(s, hr))),
      RUNS,
    );
    fc.assert(
      fc.property(sex, real(1, 800), real(18, 100), minutes, seconds, real(40, 400), (s, kg, age, m, sec, hr) =>
        finiteOrRangeError(() => rockportWalk({ sex: s, weightKg: kg, age, minutes: m, seconds: sec, heartRate: hr })),
      ),
      RUNS,
    );
    fc.assert(
      fc.property(
        real(18, 100),
        real(1, 800),
        real(1, 274),
        real(0, 2500),
        real(40, 400),
        real(1, 400),
        (age, kg, cm, d, hr, sbp) =>
          finiteOrRangeError(() =>
            sixMinuteWalk({ age, weightKg: kg, heightCm: cm, distanceM: d, heartRate: hr, systolic: sbp }),
          ),
      ),
      RUNS,
    );
    for (const p of TREADMILL_PROTOCOL_LIST) {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: p.stages.length }), (stage) => {
          const r = treadmillVo2Max(p, stage);
          return allFinite(r) && r.value > 0;
        }),
      );
    }
  });

  it('energy and macros: whole, non-negative numbers with min <= max, or a range error', () => {
    fc.assert(
      fc.property(sex, real(4.5, 181), real(90, 244), real(1, 100), activity, goal, (s, kg, cm, age, a, g) => {
        try {
          const m = macronutrients({ sex: s, weightKg: kg, heightCm: cm, age, activityLevel: a, goal: g });
          const numbers = numbersIn([m.totalCalories, m.carbs, m.protein, m.fats]);
          return (
            numbers.every((n) => Number.isInteger(n) && n >= 0) &&
            [m.carbs, m.protein, m.fats].every((r) => r.minCal <= r.maxCal && r.minGrams <= r.maxGrams) &&
            m.totalCalories ===
              harrisBenedict({ sex: s, weightKg: kg, heightCm: cm, age, activityLevel: a }).totalCalories
          );
        } catch (error) {
          return error instanceof CalculatorRangeError;
        }
      }),
      RUNS,
    );
  });

  it('intensity tables for any max in range', () => {
    const step = fc.constantFrom<10 | 5 | 1>(10, 5, 1);
    const options: fc.Arbitrary<IntensityTableOptions> = fc.oneof(
      fc.record({ basis: fc.constant('hrMax' as const), max: real(1.001, 220), step }),
      real(2, 220).chain((max) =>
        fc.record({ basis: fc.constant('hrReserve' as const), max: fc.constant(max), rest: real(1, max - 0.5), step }),
      ),
      fc.record({ basis: fc.constant('vo2Max' as const), max: real(0.01, 150), step, weightKg: real(1, 800) }),
      fc.record({ basis: fc.constant('vo2Reserve' as const), max: real(3.51, 150), step, weightKg: real(1, 800) }),
      fc.record({ basis: fc.constant('oneRepMax' as const), max: real(0.01, 1000), step, imperial: fc.boolean() }),
      fc.record({ basis: fc.constant('mets' as const), max: real(0.01, 150 / 3.5), step, weightKg: real(1, 800) }),
    );
    fc.assert(
      fc.property(options, (o) => {
        const rows = intensityTable(o);
        const zoneIndex = rows.map((r) => INTENSITY_ZONES.indexOf(r.zone));
        return (
          allFinite(rows) &&
          rows.length === 100 / (o.step ?? 10) &&
          rows.every(
            (r, i) =>
              i === 0 ||
              (r.value <= (rows[i - 1]?.value ?? Infinity) && (zoneIndex[i] ?? 0) <= (zoneIndex[i - 1] ?? 0)),
          )
        );
      }),
      RUNS,
    );
  });
});

describe('monotonicity', () => {
  it('a longer 1.5-mile time never gives a higher VO2 max', () => {
    const clock = fc.tuple(fc.integer({ min: 5, max: 30 }), real(0, 59.999));
    fc.assert(
      fc.property(clock, clock, ([m1, s1], [m2, s2]) => {
        const t1 = m1 + s1 / 60;
        const t2 = m2 + s2 / 60;
        const [fast, slow] =
          t1 <= t2
            ? [
                [m1, s1],
                [m2, s2],
              ]
            : [
                [m2, s2],
                [m1, s1],
              ];
        return (
          oneAndHalfMileRun(fast[0] ?? 0, fast[1] ?? 0).value >= oneAndHalfMileRun(slow[0] ?? 0, slow[1] ?? 0).value
        );
      }),
      RUNS,
    );
  });
  it('more 12-minute distance never gives a lower VO2 max', () => {
    fc.assert(
      fc.property(real(505.2, 5000), real(505.2, 5000), (a, b) => {
        const [short, long] = a <= b ? [a, b] : [b, a];
        return twelveMinuteRun(long).value >= twelveMinuteRun(short).value;
      }),
      RUNS,
    );
  });
  it('step-test VO2 max decreases as the heart rate rises', () => {
    fc.assert(
      fc.property(sex, real(40, 260), real(40, 260), (s, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        return stepTestVo2Max(s, high).value <= stepTestVo2Max(s, low).value;
      }),
      RUNS,
    );
    fc.assert(
      fc.property(
        sex,
        fc.integer({ min: 40, max: 264 }),
        (s, hr) => stepTestVo2Max(s, hr + 1).value < stepTestVo2Max(s, hr).value,
      ),
      RUNS,
    );
  });
  it('Rockport VO2 max falls with time and heart rate', () => {
    const base = { sex: 'MALE' as const, weightKg: 80, age: 40 };
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 18 }), fc.integer({ min: 1, max: 5 }), real(60, 150), (m, extra, hr) => {
        const a = rockportWalk({ ...base, minutes: m, seconds: 0, heartRate: hr }).value;
        const b = rockportWalk({ ...base, minutes: m + extra, seconds: 0, heartRate: hr }).value;
        const c = rockportWalk({ ...base, minutes: m, seconds: 0, heartRate: hr + 10 }).value;
        return b < a && c < a;
      }),
      RUNS,
    );
  });
  it('intensity zones never get lighter as the percentage rises', () => {
    const basis = fc.constantFrom<IntensityBasis>('hrMax', 'hrReserve', 'vo2Reserve', 'vo2Max', 'oneRepMax', 'mets');
    fc.assert(
      fc.property(basis, real(0.1, 40), real(0, 150), real(0, 150), (b, maxMets, p1, p2) => {
        const [low, high] = p1 <= p2 ? [p1, p2] : [p2, p1];
        return INTENSITY_ZONES.indexOf(zone(b, low, maxMets)) <= INTENSITY_ZONES.indexOf(zone(b, high, maxMets));
      }),
      RUNS,
    );
  });
  it('the timer stage never goes back and matches floor(elapsed / stage length) + 1', () => {
    const protocol = fc.constantFrom(...TREADMILL_PROTOCOL_LIST);
    fc.assert(
      fc.property(protocol, real(0, 40 * 60_000), real(0, 40 * 60_000), (p, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        const s1 = stageAt(p, early);
        const s2 = stageAt(p, late);
        const expected = Math.min(p.stages.length, Math.floor(early / (p.stageSeconds * 1000)) + 1);
        return (
          s1.stage === expected &&
          s1.stage <= s2.stage &&
          s1.stageStartMs <= early &&
          (s1.finished || early < s1.stageEndMs) &&
          s1.finished === early >= protocolDurationMs(p)
        );
      }),
      RUNS,
    );
  });
});

describe('imperial and metric entry of the same quantity give the same result', () => {
  /** A weight typed in kg (half steps) and the same weight typed in lb (kg × 2.2, as written on the form). */
  const weightEntry = fc.integer({ min: 2, max: 1600 }).map((halfKg) => {
    const kg = halfKg / 2;
    return { kg, lb: Number((kg * 2.2).toFixed(2)) };
  });
  /** A height picked as feet + half inches, and the same height typed in cm (exactly 1.27 cm per half inch). */
  const heightEntry = fc.integer({ min: 3 * 24, max: 7 * 24 + 23 }).map((halfInches) => {
    const feet = Math.floor(halfInches / 24);
    return { feet, inches: (halfInches - feet * 24) / 2, cm: Number(((halfInches * 127) / 100).toFixed(2)) };
  });

  it('lb → kg is exact for every weight written from a kg value', () => {
    fc.assert(
      fc.property(weightEntry, ({ kg, lb }) => lbToKg(lb) === kg && kgToLb(kg) === lb),
      RUNS,
    );
  });
  it('feet and inches → cm equals the typed centimetres', () => {
    fc.assert(
      fc.property(heightEntry, ({ feet, inches, cm }) => feetInchesToCm(feet, inches) === cm),
      RUNS,
    );
  });
  it('BMI', () => {
    fc.assert(
      fc.property(
        weightEntry,
        heightEntry,
        (w, h) => bmi(lbToKg(w.lb), feetInchesToCm(h.feet, h.inches)) === bmi(w.kg, h.cm),
      ),
      RUNS,
    );
  });
  it('Harris-Benedict total and macros', () => {
    const kgInRange = weightEntry.filter(({ kg }) => kg >= 4.5 && kg <= 181);
    const cmInRange = heightEntry.filter(({ cm }) => cm >= 90 && cm <= 244);
    fc.assert(
      fc.property(sex, kgInRange, cmInRange, fc.integer({ min: 1, max: 100 }), goal, (s, w, h, age, g) => {
        const run = (kg: number, cm: number) => {
          try {
            return macronutrients({ sex: s, weightKg: kg, heightCm: cm, age, goal: g });
          } catch (error) {
            return error instanceof CalculatorRangeError ? 'range' : 'other';
          }
        };
        expect(run(lbToKg(w.lb), feetInchesToCm(h.feet, h.inches))).toEqual(run(w.kg, h.cm));
      }),
      RUNS,
    );
  });
  it('strength ratio, grip and body-weight goal', () => {
    const liftEntry = weightEntry.filter(({ kg }) => kg >= 1 && kg <= 700);
    fc.assert(
      fc.property(
        liftEntry,
        liftEntry,
        (lift, body) =>
          strengthRatio(lbToKg(lift.lb), lbToKg(body.lb)) === strengthRatio(lift.kg, body.kg) &&
          gripStrengthSum(lbToKg(lift.lb), lbToKg(body.lb)) === gripStrengthSum(lift.kg, body.kg) &&
          bodyWeightGoal(lbToKg(lift.lb), lbToKg(body.lb)) === bodyWeightGoal(lift.kg, body.kg),
      ),
      RUNS,
    );
  });
});
