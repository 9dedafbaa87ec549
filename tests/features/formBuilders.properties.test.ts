// Property test over every form's builder (decision 0034): any number a form accepts computes, and what it stores
// renders without throwing: the Current Session summary, the demographics form, the saved record, its Past Sessions
// row and CSV, in both unit systems; and the stored profile reads back with nothing unreadable (decision 0032).
// A builder may refuse an entry with its message (MeasurementInputError): that is a message
// beside the input, not a crash; any other error fails the property.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidNumber, type NumberRules } from '@/components/numberFieldRules';
import { CalculatorRangeError } from '@/calculators/CalculatorRangeError';
import { TREADMILL_PROTOCOL_LIST } from '@/calculators/treadmillProtocols';
import { benchPressUpdate } from '@/profile/builders/benchPressUpdate';
import { bloodPressureUpdate } from '@/profile/builders/bloodPressureUpdate';
import { circumferencesUpdate } from '@/profile/builders/circumferencesUpdate';
import { demographicsUpdate } from '@/profile/builders/demographicsUpdate';
import { gripStrengthUpdate } from '@/profile/builders/gripStrengthUpdate';
import { legPressUpdate } from '@/profile/builders/legPressUpdate';
import { MeasurementInputError } from '@/profile/builders/measurementInputError';
import { muscularFitnessUpdate } from '@/profile/builders/muscularFitnessUpdate';
import { pushupsUpdate } from '@/profile/builders/pushupsUpdate';
import { restingHrUpdate } from '@/profile/builders/restingHrUpdate';
import { sitAndReachUpdate } from '@/profile/builders/sitAndReachUpdate';
import { skinfoldsUpdate } from '@/profile/builders/skinfoldsUpdate';
import { WEIGHT_KG, WEIGHT_LB } from '@/profile/profileLimits';
import { CIRCUMFERENCE_SITES, SKINFOLD_SITES } from '@/domain/bodySites';
import { emptyProfile, type UserProfile } from '@/profile/profileTypes';
import { applyProfileUpdate, type ProfileUpdate } from '@/profile/profileUpdate';
import { readStoredProfile } from '@/profile/readStoredProfile';
import { validateDemographics, type DemographicsForm } from '@/profile/validateDemographics';
import { formFromProfile } from '@/features/demographics/demographicsFormState';
import {
  HEART_RATE_RULES,
  SIX_MINUTE_DISTANCE_RULES,
  TWELVE_MINUTE_DISTANCE_RULES,
  oneAndHalfMileSubmission,
  rockportSubmission,
  sixMinuteWalkSubmission,
  twelveMinuteSubmission,
} from '@/features/field-tests/fieldTestFormModels';
import { DIASTOLIC_FIELD_RULES, SYSTOLIC_FIELD_RULES } from '@/features/measurements/bloodPressureForm';
import { RESTING_HR_FIELD_RULES } from '@/features/measurements/restingHrForm';
import { skinfoldRules } from '@/features/measurements/skinfoldForm';
import { PUSHUP_COUNT_RULES } from '@/features/pushups/PushupResultsScreen';
import { stepTestSubmission } from '@/profile/builders/stepTestVo2Update';
import { PULSE_COUNT_RULES } from '@/features/step-test/stepTestResult';
import {
  BENCH_PRESS_RULES,
  GRIP_RULES,
  LEG_PRESS_RULES,
  SIT_AND_REACH_RULES,
  bodyWeightRules,
} from '@/features/strength/strengthFieldRules';
import { treadmillSubmission } from '@/profile/builders/treadmillVo2Update';
import { lbToKg } from '@/calculators/units';
import { sessionSummary, summarySections } from '@/summary/sessionSummary';
import { pastSessionRow } from '@/summary/pastSessionsRows';
import { sessionRecordFromProfile } from '@/profile/sessionRecordFromProfile';
import { sessionsToCsv } from '@/storage/sessionExport';

const RUNS = { numRuns: 60 };
const NOW = new Date('2026-11-23T12:00:00.000Z');

/** Numbers the rules accept, in half steps where fractions are allowed (the forms' step is 0.5 or 1). */
function accepted(rules: NumberRules, fallbackMax = 1000): fc.Arbitrary<number> {
  const min = rules.min ?? 0;
  const max = rules.max ?? fallbackMax;
  const step = rules.integer ? 1 : 0.5;
  return fc
    .integer({ min: Math.ceil(min / step), max: Math.floor(max / step) })
    .map((n) => n * step)
    .filter((n) => isValidNumber(String(n), rules));
}

const person = fc.record({
  age: fc.integer({ min: 18, max: 100 }),
  sex: fc.constantFrom('MALE' as const, 'FEMALE' as const),
  weight: accepted(WEIGHT_KG),
  height: fc.integer({ min: 100, max: 500 }).map((n) => n / 2),
  metric: fc.boolean(),
});

function personProfile(p: {
  age: number;
  sex: 'MALE' | 'FEMALE';
  weight: number;
  height: number;
  metric: boolean;
}): UserProfile {
  const base = { ...emptyProfile('prop', p.metric), fname: 'Ada', lname: 'Lovelace' };
  const update = demographicsUpdate(base, {
    fname: 'Ada',
    lname: 'Lovelace',
    age: p.age,
    sex: p.sex,
    height: p.height,
    currentWeight: p.weight,
    goalWeight: p.weight,
    activityLevel: 'moderately active',
    dateOfBirth: null,
  });
  return apply(base, update);
}

function apply(user: UserProfile, update: ProfileUpdate): UserProfile {
  const outcome = applyProfileUpdate(user, update);
  return outcome.ok ? outcome.user : user;
}

/** The refusals each kind of form shows as a message (useSubmitUpdate, the demographics form, useVo2Submit). */
const FORM_MESSAGES = [MeasurementInputError] as const;
const VO2_MESSAGES = [...FORM_MESSAGES, CalculatorRangeError] as const;

/** Runs a builder; a refusal its form shows as a message is fine, anything else is a crash. */
function built(
  build: () => ProfileUpdate,
  messages: readonly (abstract new (...args: never[]) => Error)[],
): ProfileUpdate | null {
  try {
    return build();
  } catch (error) {
    if (messages.some((kind) => error instanceof kind)) return null;
    throw error;
  }
}

/** Everything that renders from the profile, in both unit systems, must not throw and must not show NaN. */
function rendersEverywhere(user: UserProfile): void {
  for (const metric of [true, false]) {
    const shown = { ...user, prefers_metric: metric };
    const summary = sessionSummary(shown, NOW);
    for (const section of summarySections(summary)) {
      for (const item of section.items) expect(item.value).not.toMatch(/NaN|Infinity|undefined/);
      expect(section.empty?.message ?? '').not.toMatch(/could not be computed/);
    }
    formFromProfile(shown);
    const record = { ...sessionRecordFromProfile(shown, NOW), timestamp: 1 };
    pastSessionRow(record, metric);
    sessionsToCsv([record], { metric });
  }
  // What a form stored is what the reader keeps (decisions 0032-0034: one home for each limit).
  expect(readStoredProfile(JSON.parse(JSON.stringify(user)), () => 'x').unreadable).toEqual([]);
}

function check(
  user: UserProfile,
  build: () => ProfileUpdate,
  messages: readonly (abstract new (...args: never[]) => Error)[] = FORM_MESSAGES,
): void {
  const update = built(build, messages);
  rendersEverywhere(update ? apply(user, update) : user);
}

describe('every number a form accepts computes and renders (fast-check)', () => {
  it('demographics, metric and imperial', () => {
    const form = fc.record({
      age: fc.integer({ min: 18, max: 100 }),
      sex: fc.constantFrom('MALE', 'FEMALE'),
      metric: fc.boolean(),
      weight: fc.integer({ min: 0, max: 1000 }),
      goal: fc.integer({ min: 0, max: 1000 }),
      heightCm: fc.integer({ min: 100, max: 500 }).map((n) => n / 2),
      feet: fc.integer({ min: 3, max: 7 }),
      inches: fc.integer({ min: 0, max: 23 }).map((n) => n / 2),
      name: fc.constantFrom('Ada', 'Anne-Marie', "O'Brien", 'De la Cruz', 'Søren', 'Пётр', '王小明'),
    });
    fc.assert(
      fc.property(form, (f) => {
        const limit = f.metric ? WEIGHT_KG : WEIGHT_LB;
        const weight = limit.min + (f.weight / 1000) * (limit.max - limit.min);
        const goal = limit.min + (f.goal / 1000) * (limit.max - limit.min);
        const typed: DemographicsForm = {
          fname: f.name,
          lname: f.name,
          age: String(f.age),
          sex: f.sex,
          activityLevel: 'very active',
          currentWeight: weight.toFixed(1),
          goalWeight: goal.toFixed(1),
          heightCm: String(f.heightCm),
          heightFeet: String(f.feet),
          heightInches: String(f.inches),
        };
        const base = emptyProfile('prop', f.metric);
        check(base, () => demographicsUpdate(base, validateDemographics(typed, f.metric)));
      }),
      RUNS,
    );
  });

  it('blood pressure and resting heart rate', () => {
    fc.assert(
      fc.property(
        person,
        accepted(SYSTOLIC_FIELD_RULES),
        accepted(DIASTOLIC_FIELD_RULES),
        accepted(RESTING_HR_FIELD_RULES, 500),
        (p, sbp, dbp, hr) => {
          const user = personProfile(p);
          check(user, () => bloodPressureUpdate(user, sbp, dbp));
          check(user, () => restingHrUpdate(user, hr));
        },
      ),
      RUNS,
    );
  });

  it('pushups, sit and reach, bench press, leg press and grip strength (typed in kg or lb)', () => {
    fc.assert(
      fc.property(
        person,
        accepted(PUSHUP_COUNT_RULES, 999),
        accepted(SIT_AND_REACH_RULES),
        accepted(BENCH_PRESS_RULES),
        accepted(LEG_PRESS_RULES),
        accepted(GRIP_RULES),
        accepted(GRIP_RULES),
        (p, pushups, sar, bench, leg, left, right) => {
          const user = personProfile(p);
          const kg = (typed: number) => (p.metric ? typed : lbToKg(typed));
          check(user, () => pushupsUpdate(user, pushups));
          check(user, () => sitAndReachUpdate(user, sar));
          check(user, () => benchPressUpdate(user, kg(bench)));
          check(user, () => legPressUpdate(user, kg(leg)));
          check(user, () => gripStrengthUpdate(user, kg(left), kg(right)));
        },
      ),
      RUNS,
    );
  });

  it('the muscular fitness form, including the age and weight it asks for when missing', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 14, max: 125 }),
        accepted(bodyWeightRules(true)),
        accepted(bodyWeightRules(false)),
        accepted(LEG_PRESS_RULES),
        accepted(BENCH_PRESS_RULES),
        (metric, age, kgWeight, lbWeight, leg, bench) => {
          const user = { ...emptyProfile('prop', metric), fname: 'Ada', lname: 'Lovelace' };
          const kg = (typed: number) => (metric ? typed : lbToKg(typed));
          check(user, () =>
            muscularFitnessUpdate(user, {
              sex: 'FEMALE',
              age,
              weightKg: metric ? kgWeight : lbToKg(lbWeight),
              legPressKg: kg(leg),
              benchPressKg: kg(bench),
            }),
          );
        },
      ),
      RUNS,
    );
  });

  it('circumferences and skinfolds', () => {
    const site = accepted({ min: 0, max: 500 });
    const skin = fc.record(
      Object.fromEntries(SKINFOLD_SITES.map((s) => [s, fc.option(accepted(skinfoldRules(s)), { nil: null })])),
    );
    fc.assert(
      fc.property(person, fc.array(site, { minLength: 8, maxLength: 8 }), skin, (p, sites, skinfolds) => {
        const user = personProfile(p);
        const values = Object.fromEntries(CIRCUMFERENCE_SITES.map((s, i) => [s, sites[i]!]));
        check(user, () => circumferencesUpdate(user, { ...values, waist: sites[7]! } as never));
        check(user, () => skinfoldsUpdate(user, skinfolds));
      }),
      RUNS,
    );
  });

  it('the field tests, the step test and every treadmill protocol', () => {
    const clock = fc.record({ minutes: fc.integer({ min: 0, max: 30 }), seconds: fc.integer({ min: 0, max: 59 }) });
    fc.assert(
      fc.property(
        person,
        clock,
        accepted(TWELVE_MINUTE_DISTANCE_RULES),
        accepted(SIX_MINUTE_DISTANCE_RULES),
        accepted(HEART_RATE_RULES),
        accepted(PULSE_COUNT_RULES),
        fc.integer({ min: 1, max: 40 }),
        (p, time, twelve, six, hr, pulses, stage) => {
          const user = { ...personProfile(p), bloodPressure: { sbp: 120, dbp: 80, classification: 'normal' } };
          const minutes = String(time.minutes);
          const seconds = String(time.seconds);
          check(user, () => oneAndHalfMileSubmission(user, minutes, seconds).update, VO2_MESSAGES);
          check(user, () => twelveMinuteSubmission(user, String(twelve)).update, VO2_MESSAGES);
          check(user, () => rockportSubmission(user, minutes, seconds, String(hr)).update, VO2_MESSAGES);
          check(user, () => sixMinuteWalkSubmission(user, String(six), String(hr)).update, VO2_MESSAGES);
          check(user, () => stepTestSubmission(user, String(pulses)).update, VO2_MESSAGES);
          for (const protocol of TREADMILL_PROTOCOL_LIST) {
            if (stage <= protocol.stages.length)
              check(user, () => treadmillSubmission(user, protocol, String(stage)).update, VO2_MESSAGES);
          }
        },
      ),
      RUNS,
    );
  });
});
