// The grid tests of the group timers: the step test's 15-s count, the 1.5-mile run and the Rockport walk.
// Each row stores what the single-client form stores (its own builder called here, never a hard-coded number), is
// refused with the form's message when out of range, and is refused for a missing demographic as the form is.
import { describe, expect, it } from 'vitest';
import { GROUP_TESTS, groupRowOutcome } from '@/profile/groupTests';
import { emptyProfile, type UserProfile } from '@/profile/profileTypes';
import { applyProfileUpdate } from '@/profile/profileUpdate';
import { stepTestSubmission } from '@/profile/builders/stepTestVo2Update';
import { RANGE_MESSAGES } from '@/calculators/CalculatorRangeError';
import { oneAndHalfMileSubmission, rockportSubmission } from '@/features/field-tests/fieldTestFormModels';

const KIM: UserProfile = {
  ...emptyProfile('kim'),
  sessionId: 's',
  fname: 'Kim',
  lname: 'Lee',
  age: 28,
  sex: 'FEMALE',
  currentWeight: 61,
};

function formUser(update: ReturnType<typeof stepTestSubmission>['update']): UserProfile {
  const applied = applyProfileUpdate(KIM, update);
  if (!applied.ok) throw new Error(applied.message);
  return applied.user;
}

describe('the step-test count in the grid', () => {
  it('stores the VO2 max and category the step-test result stores for the same count', () => {
    const outcome = groupRowOutcome(GROUP_TESTS.stepTestCount, KIM, { pulseCount: ' 38 ' });
    expect(outcome.kind).toBe('valid');
    if (outcome.kind !== 'valid') return;
    const form = formUser(stepTestSubmission(KIM, '38').update);
    expect(outcome.user.vo2Max).toEqual(form.vo2Max);
    expect(outcome.user.rawVo2).toEqual(form.rawVo2);
    expect(GROUP_TESTS.stepTestCount.category(outcome.user)).toBe(form.vo2Max?.category);
  });

  it("refuses a count the form refuses, with the calculator's message", () => {
    for (const text of ['9', '101', '30.5', 'abc']) {
      const outcome = groupRowOutcome(GROUP_TESTS.stepTestCount, KIM, { pulseCount: text });
      expect(outcome).toEqual({ kind: 'invalid', message: RANGE_MESSAGES.heartRate });
    }
  });

  it('a row without sex is refused naming what is missing', () => {
    const outcome = groupRowOutcome(GROUP_TESTS.stepTestCount, { ...KIM, sex: null }, { pulseCount: '38' });
    expect(outcome.kind).toBe('refused');
    expect(outcome.kind === 'refused' && outcome.message).toMatch(/sex/);
  });
});

describe('the 1.5-mile run in the grid', () => {
  it('stores what the field-test screen stores for the same time', () => {
    const outcome = groupRowOutcome(GROUP_TESTS.oneAndHalfMile, KIM, { minutes: '12', seconds: '34' });
    expect(outcome.kind).toBe('valid');
    const form = formUser(oneAndHalfMileSubmission(KIM, '12', '34').update);
    expect(outcome.kind === 'valid' && outcome.user.vo2Max).toEqual(form.vo2Max);
    expect(outcome.kind === 'valid' && GROUP_TESTS.oneAndHalfMile.resultText(outcome.user)).toBe(
      `${form.vo2Max?.vo2Max.toFixed(2)} mL/kg/min`,
    );
  });

  it("refuses a time the pickers do not offer or the equation does not take, with the calculator's message", () => {
    const cases = [
      { minutes: '31', seconds: '0' },
      { minutes: '12', seconds: '60' },
      { minutes: '12.5', seconds: '0' },
      { minutes: '4', seconds: '59' },
      { minutes: '12', seconds: '' },
    ];
    for (const texts of cases)
      expect(groupRowOutcome(GROUP_TESTS.oneAndHalfMile, KIM, texts)).toEqual({
        kind: 'invalid',
        message: RANGE_MESSAGES.time,
      });
  });
});

describe('the Rockport walk in the grid', () => {
  it('stores what the field-test screen stores for the same time and heart rate', () => {
    const outcome = groupRowOutcome(GROUP_TESTS.rockport, KIM, { minutes: '15', seconds: '20', heartRate: '130' });
    expect(outcome.kind).toBe('valid');
    const form = formUser(rockportSubmission(KIM, '15', '20', '130').update);
    expect(outcome.kind === 'valid' && outcome.user.vo2Max).toEqual(form.vo2Max);
  });

  it('a time without its heart rate is refused with the heart-rate message', () => {
    expect(groupRowOutcome(GROUP_TESTS.rockport, KIM, { minutes: '15', seconds: '20' })).toEqual({
      kind: 'invalid',
      message: RANGE_MESSAGES.heartRate,
    });
  });

  it('a row without a weight is refused naming it, as the profile machine does', () => {
    const outcome = groupRowOutcome(
      GROUP_TESTS.rockport,
      { ...KIM, currentWeight: null },
      { minutes: '15', seconds: '20', heartRate: '130' },
    );
    expect(outcome.kind).toBe('refused');
    expect(outcome.kind === 'refused' && outcome.message).toMatch(/weight/);
  });
});
