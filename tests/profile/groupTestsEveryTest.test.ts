// The grid's tests beyond pushups, sit and reach, resting heart rate and blood pressure (decision 0154): grip,
// bench and leg press, weight, the waist and each other circumference, the 12-minute run and 6-minute walk, and each
// treadmill protocol's final stage. For each: a valid row stores exactly what the test's own form stores (computed here
// through that form's own code path: its text-to-kg conversion, its form model, its builder), an invalid row carries the
// form's own message, a row outside the norms says why it has no category, and a missing demographic is refused.
import { describe, expect, it } from 'vitest';
import {
  GROUP_TESTS,
  GROUP_TEST_KEYS,
  groupRowOutcome,
  siteNeedsWaistMessage,
  type GroupTestKey,
} from '@/profile/groupTests';
import { emptyProfile, type UserProfile } from '@/profile/profileTypes';
import { applyProfileUpdate, type ProfileUpdate } from '@/profile/profileUpdate';
import { gripHandMessage, gripStrengthUpdate } from '@/profile/builders/gripStrengthUpdate';
import { oneRepMaxMessage } from '@/profile/builders/oneRepMaxRatio';
import { WAIST_RANGE_MESSAGE, circumferencesUpdate } from '@/profile/builders/circumferencesUpdate';
import { demographicsUpdate } from '@/profile/builders/demographicsUpdate';
import { SYSTOLIC_MISSING_MESSAGE } from '@/profile/builders/fieldTestUpdates';
import { treadmillSubmission } from '@/profile/builders/treadmillVo2Update';
import { DEMOGRAPHICS_MESSAGES, validateDemographics } from '@/profile/validateDemographics';
import { RANGE_MESSAGES } from '@/calculators/CalculatorRangeError';
import { TREADMILL_PROTOCOLS } from '@/calculators/treadmillProtocols';
import { enteredKg } from '@/features/strength/strengthFormText';
import { BENCH_PRESS, LEG_PRESS } from '@/features/strength/pressTestConfigs';
import { formFromProfile } from '@/features/demographics/demographicsFormState';
import { circumferenceFormFromProfile, circumferenceValuesCm } from '@/features/measurements/circumferenceForm';
import { sixMinuteWalkSubmission, twelveMinuteSubmission } from '@/features/field-tests/fieldTestFormModels';
import { rowView, type GroupRow } from '@machines/groupRows';

const KIM: UserProfile = {
  ...emptyProfile('kim'),
  sessionId: 's',
  fname: 'Kim',
  lname: 'Lee',
  age: 28,
  sex: 'FEMALE',
  currentWeight: 60,
  goalWeight: 58,
  height: 165.1, // 5 ft 5 in: the imperial Demographic Form gives it back unchanged
  // As the Demographic Form leaves it (it sends its default, 'moderately active', for a profile without one).
  activityLevel: 'very active',
};
/** Kim typing in pounds and inches. */
const KIM_LB: UserProfile = { ...KIM, prefers_metric: false };

/** The profile the single-client form's update leaves (what its Submit stores). */
function formStores(user: UserProfile, update: ProfileUpdate): UserProfile {
  const applied = applyProfileUpdate(user, update);
  if (!applied.ok) throw new Error(applied.message);
  return applied.user;
}

function gridStores(key: GroupTestKey, user: UserProfile, texts: Record<string, string>): UserProfile {
  const outcome = groupRowOutcome(GROUP_TESTS[key], user, texts);
  if (outcome.kind !== 'valid')
    throw new Error(`${key}: ${outcome.kind} ${'message' in outcome ? outcome.message : ''}`);
  return outcome.user;
}

function gridRow(user: UserProfile, texts: Record<string, string>): GroupRow {
  return { clientId: user.uid, name: 'Kim Lee', profile: user, texts, saved: null, saveError: null };
}

describe('grip strength in the grid', () => {
  it('stores what the grip results form stores, in kg and in lb', () => {
    for (const user of [KIM, KIM_LB]) {
      const form = gripStrengthUpdate(
        user,
        enteredKg('31.5', user.prefers_metric) ?? Number.NaN,
        enteredKg('33', user.prefers_metric) ?? Number.NaN,
      );
      expect(gridStores('gripStrength', user, { left: '31.5', right: '33' })).toEqual(formStores(user, form));
    }
    expect(gridStores('gripStrength', KIM, { left: '31.5', right: '33' }).gripStrength?.gripStrength).toBe(64.5);
  });

  it("refuses a hand out of range with the form's message, and a missing hand", () => {
    expect(groupRowOutcome(GROUP_TESTS.gripStrength, KIM, { left: '2001', right: '30' })).toEqual({
      kind: 'invalid',
      message: gripHandMessage('left'),
    });
    expect(groupRowOutcome(GROUP_TESTS.gripStrength, KIM, { left: '30' })).toEqual({
      kind: 'invalid',
      message: gripHandMessage('right'),
    });
  });

  it('says why a client past the norms has no category', () => {
    const old = { ...KIM, age: 75 };
    const view = rowView('gripStrength', gridRow(old, { left: '30', right: '30' }));
    expect(view.status).toBe('valid');
    expect(view.category).toBeNull();
    expect(view.noCategory).toMatch(/norms cover ages .*75/);
    expect(rowView('gripStrength', gridRow(KIM, { left: '30', right: '30' })).category).not.toBeNull();
  });
});

describe('bench press and leg press in the grid', () => {
  it('store what the press results form stores (the lift and its ratio category), in kg and in lb', () => {
    for (const user of [KIM, KIM_LB])
      for (const [key, press] of [
        ['benchPress', BENCH_PRESS],
        ['legPress', LEG_PRESS],
      ] as const) {
        const form = press.build(user, enteredKg('45.5', user.prefers_metric) ?? Number.NaN);
        expect(gridStores(key, user, { [key]: '45.5' })).toEqual(formStores(user, form));
      }
  });

  it("refuse a lift out of range with the form's message, and keep a lift of a client without a weight as the form does", () => {
    expect(groupRowOutcome(GROUP_TESTS.benchPress, KIM, { benchPress: '1001' })).toEqual({
      kind: 'invalid',
      message: oneRepMaxMessage('benchPress'),
    });
    const noWeight = { ...KIM, currentWeight: null };
    const outcome = groupRowOutcome(GROUP_TESTS.legPress, noWeight, { legPress: '80' });
    expect(outcome.kind === 'valid' && outcome.user.legPress).toEqual({
      legPress: 80,
      category: '',
      legPressRatio: null,
    });
  });

  it('say why a client younger than the leg-press norms has no category', () => {
    const view = rowView('legPress', gridRow({ ...KIM, age: 16 }, { legPress: '80' }));
    expect(view.status).toBe('valid');
    expect(view.noCategory).toMatch(/norms cover ages .*16/);
  });
});

describe('weight in the grid', () => {
  it('stores what the Demographic Form stores with only the weight changed, in kg and in lb', () => {
    for (const [user, typed] of [
      [KIM, '62.5'],
      [KIM_LB, '140'],
    ] as const) {
      const form = { ...formFromProfile(user), currentWeight: typed };
      const fromForm = formStores(user, demographicsUpdate(user, validateDemographics(form, user.prefers_metric)));
      const fromGrid = gridStores('weight', user, { currentWeight: typed });
      expect(fromGrid).toEqual(fromForm);
      expect(fromGrid.currentWeight).not.toBe(user.currentWeight);
    }
  });

  it("refuses a weight out of the form's bounds with its message", () => {
    expect(groupRowOutcome(GROUP_TESTS.weight, KIM, { currentWeight: '39' })).toEqual({
      kind: 'invalid',
      message: DEMOGRAPHICS_MESSAGES.weight,
    });
    expect(groupRowOutcome(GROUP_TESTS.weight, KIM_LB, { currentWeight: '60' })).toEqual({
      kind: 'invalid',
      message: DEMOGRAPHICS_MESSAGES.weight,
    });
  });
});

describe('the waist and the other circumferences in the grid', () => {
  const WITH_SITES: UserProfile = formStores(
    KIM,
    circumferencesUpdate(KIM, {
      abdomen: 80,
      arm: 28,
      buttocks: 95,
      calf: 35,
      forearm: 24,
      hips: 98,
      midthigh: 52,
      waist: 72,
    }),
  );

  it('store what the circumferences form stores with that one site typed, in cm and in inches', () => {
    for (const user of [WITH_SITES, { ...WITH_SITES, prefers_metric: false }]) {
      const typed = { ...circumferenceFormFromProfile(user), waist: '30', hips: '40' };
      const waistForm = circumferencesUpdate(
        user,
        circumferenceValuesCm({ ...circumferenceFormFromProfile(user), waist: typed.waist }, user),
      );
      expect(gridStores('waist', user, { waist: '30' })).toEqual(formStores(user, waistForm));
      const hipsForm = circumferencesUpdate(
        user,
        circumferenceValuesCm({ ...circumferenceFormFromProfile(user), hips: typed.hips }, user),
      );
      expect(gridStores('hipsCircumference', user, { hips: '40' })).toEqual(formStores(user, hipsForm));
    }
  });

  it("refuse a waist out of range with the form's message; a site without a waist of the session says so", () => {
    expect(groupRowOutcome(GROUP_TESTS.waist, KIM, { waist: '19' })).toEqual({
      kind: 'invalid',
      message: WAIST_RANGE_MESSAGE,
    });
    expect(groupRowOutcome(GROUP_TESTS.calfCircumference, KIM, { calf: '35' })).toEqual({
      kind: 'refused',
      message: siteNeedsWaistMessage('calf'),
    });
    expect(groupRowOutcome(GROUP_TESTS.calfCircumference, WITH_SITES, { calf: '501' })).toEqual({
      kind: 'invalid',
      message: 'Calf circumference must be 0 to 500 cm (about 0 to 197 in)',
    });
  });

  it('the waist is classified with its risk; a client without a sex is refused with the spec’s words', () => {
    const view = rowView('waist', gridRow(KIM, { waist: '72' }));
    expect(view.category).not.toBeNull();
    expect(view.level).not.toBeNull();
    expect(groupRowOutcome(GROUP_TESTS.waist, { ...KIM, sex: null }, { waist: '72' })).toEqual({
      kind: 'refused',
      message: 'Sex is required before waist circumference can be calculated',
    });
  });
});

describe('the 12-minute run and the 6-minute walk in the grid', () => {
  const WITH_BP: UserProfile = { ...KIM, bloodPressure: { sbp: 120, dbp: 80, classification: 'normal' } };

  it('store the VO2 max the field-test form stores', () => {
    expect(gridStores('twelveMinute', KIM, { distance: '2400' })).toEqual(
      formStores(KIM, twelveMinuteSubmission(KIM, '2400').update),
    );
    expect(gridStores('sixMinuteWalk', WITH_BP, { distance: '600', heartRate: '90' })).toEqual(
      formStores(WITH_BP, sixMinuteWalkSubmission(WITH_BP, '600', '90').update),
    );
  });

  it("refuse a distance out of the equation's range with the calculator's message the form shows", () => {
    expect(groupRowOutcome(GROUP_TESTS.twelveMinute, KIM, { distance: '500' })).toEqual({
      kind: 'invalid',
      message: RANGE_MESSAGES.distance,
    });
    expect(groupRowOutcome(GROUP_TESTS.sixMinuteWalk, WITH_BP, { distance: '600', heartRate: '30' })).toEqual({
      kind: 'invalid',
      message: RANGE_MESSAGES.heartRate,
    });
  });

  it('the 6-minute walk asks first for what its screen asks for: the demographics, then the systolic pressure', () => {
    expect(groupRowOutcome(GROUP_TESTS.sixMinuteWalk, KIM, { distance: '600', heartRate: '90' })).toEqual({
      kind: 'refused',
      message: SYSTOLIC_MISSING_MESSAGE,
    });
    expect(
      groupRowOutcome(GROUP_TESTS.sixMinuteWalk, { ...WITH_BP, height: null }, { distance: '600', heartRate: '90' }),
    ).toEqual({
      kind: 'refused',
      message: '6 minute walk needs your height first. Please fill out the Demographic Form.',
    });
  });

  it('say why a client past the VO2 norms has no category', () => {
    const view = rowView('twelveMinute', gridRow({ ...KIM, age: 90 }, { distance: '2400' }));
    expect(view.status).toBe('valid');
    expect(view.noCategory).toMatch(/norms cover ages .*90/);
  });
});

describe('the treadmill final stage in the grid', () => {
  it("stores the VO2 max each protocol's form stores from its final stage", () => {
    const keys = GROUP_TEST_KEYS.filter((key) => key.startsWith('treadmill'));
    expect(keys).toHaveLength(Object.keys(TREADMILL_PROTOCOLS).length);
    for (const protocol of Object.values(TREADMILL_PROTOCOLS)) {
      const key = keys.find((k) => GROUP_TESTS[k].label.endsWith(`: ${protocol.name}`));
      expect(key).toBeDefined();
      if (!key) continue;
      expect(gridStores(key, KIM, { stage: '3' })).toEqual(
        formStores(KIM, treadmillSubmission(KIM, protocol, '3').update),
      );
    }
  });

  it("refuses a stage outside the protocol with the form's message; a client without a weight is refused", () => {
    const outcome = groupRowOutcome(GROUP_TESTS.treadmillBruce, KIM, { stage: '8' });
    expect(outcome).toEqual({ kind: 'invalid', message: expect.stringContaining('Bruce') });
    expect(groupRowOutcome(GROUP_TESTS.treadmillBruce, { ...KIM, currentWeight: null }, { stage: '3' }).kind).toBe(
      'refused',
    );
  });
});

describe('every grid test', () => {
  it('is listed once, named by its key, and an empty row is nothing to save', () => {
    expect(new Set(GROUP_TEST_KEYS).size).toBe(GROUP_TEST_KEYS.length);
    for (const key of GROUP_TEST_KEYS) {
      expect(GROUP_TESTS[key].key).toBe(key);
      expect(groupRowOutcome(GROUP_TESTS[key], KIM, {})).toEqual({ kind: 'empty' });
    }
  });
});
