// The group grid's tests (decision 0154): every row is built by the test form's own builder, so its rules, messages
// and categories are the form's; an empty row is nothing to save; a missing demographic is refused as the form is.
import { describe, expect, it } from 'vitest';
import { GROUP_TESTS, GROUP_TEST_KEYS, groupRowOutcome } from '@/profile/groupTests';
import { emptyProfile, type UserProfile } from '@/profile/profileTypes';
import { PUSHUPS_MESSAGE, pushupsUpdate } from '@/profile/builders/pushupsUpdate';
import { SIT_AND_REACH_MESSAGE, sitAndReachUpdate } from '@/profile/builders/sitAndReachUpdate';
import {
  BLOOD_PRESSURE_MESSAGE,
  SYSTOLIC_NOT_ABOVE_DIASTOLIC_MESSAGE,
  bloodPressureUpdate,
} from '@/profile/builders/bloodPressureUpdate';
import { RESTING_HR_MESSAGE } from '@/profile/builders/restingHrUpdate';
import { applyProfileUpdate, refusalMessage, missingRequirements } from '@/profile/profileUpdate';

const KIM: UserProfile = { ...emptyProfile('kim'), sessionId: 's', fname: 'Kim', lname: 'Lee', age: 28, sex: 'FEMALE' };

describe('groupRowOutcome', () => {
  it("a valid row stores exactly what the form's builder stores", () => {
    const outcome = groupRowOutcome(GROUP_TESTS.pushups, KIM, { pushups: ' 24 ' });
    const form = applyProfileUpdate(KIM, pushupsUpdate(KIM, 24));
    expect(outcome.kind).toBe('valid');
    expect(outcome.kind === 'valid' && outcome.user).toEqual(form.ok && form.user);
    const sar = groupRowOutcome(GROUP_TESTS.sitAndReach, KIM, { sitAndReach: '31.5' });
    expect(sar.kind === 'valid' && sar.user.sar).toEqual(sitAndReachUpdate(KIM, 31.5).patch.sar);
    const bp = groupRowOutcome(GROUP_TESTS.bloodPressure, KIM, { systolic: '118', diastolic: '76' });
    expect(bp.kind === 'valid' && bp.user.bloodPressure).toEqual(bloodPressureUpdate(KIM, 118, 76).patch.bloodPressure);
  });

  it("an invalid row carries the form's own message", () => {
    expect(groupRowOutcome(GROUP_TESTS.pushups, KIM, { pushups: '12.5' })).toEqual({
      kind: 'invalid',
      message: PUSHUPS_MESSAGE,
    });
    expect(groupRowOutcome(GROUP_TESTS.pushups, KIM, { pushups: 'abc' })).toEqual({
      kind: 'invalid',
      message: PUSHUPS_MESSAGE,
    });
    expect(groupRowOutcome(GROUP_TESTS.sitAndReach, KIM, { sitAndReach: '101' })).toEqual({
      kind: 'invalid',
      message: SIT_AND_REACH_MESSAGE,
    });
    expect(groupRowOutcome(GROUP_TESTS.restingHr, KIM, { restingHr: '0' })).toEqual({
      kind: 'invalid',
      message: RESTING_HR_MESSAGE,
    });
    expect(groupRowOutcome(GROUP_TESTS.bloodPressure, KIM, { systolic: '120' })).toEqual({
      kind: 'invalid',
      message: BLOOD_PRESSURE_MESSAGE,
    });
    expect(groupRowOutcome(GROUP_TESTS.bloodPressure, KIM, { systolic: '80', diastolic: '90' })).toEqual({
      kind: 'invalid',
      message: SYSTOLIC_NOT_ABOVE_DIASTOLIC_MESSAGE,
    });
  });

  it("an empty row is nothing to save; a row missing a demographic is refused with the form's message", () => {
    for (const key of GROUP_TEST_KEYS) expect(groupRowOutcome(GROUP_TESTS[key], KIM, {})).toEqual({ kind: 'empty' });
    const noAge = { ...KIM, age: null };
    const update = pushupsUpdate(noAge, 20);
    expect(groupRowOutcome(GROUP_TESTS.pushups, noAge, { pushups: '20' })).toEqual({
      kind: 'refused',
      message: refusalMessage(update, missingRequirements(noAge, update.requires)),
    });
    // Resting heart rate needs the whole demographic form, as its own screen does.
    expect(groupRowOutcome(GROUP_TESTS.restingHr, KIM, { restingHr: '60' }).kind).toBe('refused');
  });
});
