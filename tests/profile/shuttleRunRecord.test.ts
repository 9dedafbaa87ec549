// The 20 m shuttle run as a session's result (decision 48, decision 0210): the level and shuttle give the distance,
// the speed of the last completed level and VO2 max = -27.4 + 6.0 x that speed, classified with the VO2 max tables;
// the run is one of the session's field tests, its distance standing for its score, read back field by field.
import { describe, expect, it } from 'vitest';
import { CalculatorRangeError } from '@/calculators/CalculatorRangeError';
import { emptyProfile, type UserProfile } from '@/profile/profileTypes';
import { applyProfileUpdate } from '@/profile/profileUpdate';
import { classifyVo2Max } from '@/norms/classifiers';
import {
  NO_COMPLETED_LEVEL_MESSAGE,
  SHUTTLE_RUN_TEST,
  shuttleRunSubmission,
} from '@/profile/builders/shuttleRunUpdate';
import { MeasurementInputError } from '@/profile/builders/measurementInputError';
import { fieldTestResultText, readFieldTestResults } from '@/profile/fieldTestResults';
import { GROUP_TESTS, groupRowOutcome } from '@/profile/groupTests';
import { TEST_CATALOG } from '@/profile/testCatalog';
import { sessionRecordFromProfile } from '@/profile/sessionRecordFromProfile';
import { readSessionRecord } from '@/storage/sessionSchema';
import { readStoredProfile, toStoredProfile } from '@/profile/readStoredProfile';

const MAN_30: UserProfile = { ...emptyProfile('m'), sex: 'MALE', age: 30, currentWeight: 80 };
const WOMAN_45: UserProfile = { ...emptyProfile('w'), sex: 'FEMALE', age: 45 };

function applied(user: UserProfile, level: number, shuttle: number, stoppedEarly?: string): UserProfile {
  const outcome = applyProfileUpdate(user, shuttleRunSubmission(user, { level, shuttle }, stoppedEarly).update);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.user;
}

describe('the shuttle run recorded in the session', () => {
  it('level 7.4: 55 shuttles (1100 m), level 6 completed at 11 km/h, VO2 max -27.4 + 6.0 x 11 = 38.6, classified', () => {
    const { run, result } = shuttleRunSubmission(MAN_30, { level: 7, shuttle: 4 });
    expect(run).toMatchObject({ lastCompletedLevel: 6, totalShuttles: 55, distanceM: 1100, speedKmh: 11 });
    expect(result.value).toBeCloseTo(38.6, 10);
    const user = applied(MAN_30, 7, 4);
    expect(user.vo2Max).toMatchObject({
      vo2Max: 38.6,
      test: SHUTTLE_RUN_TEST,
      category: classifyVo2Max('MALE', 30, 38.6),
    });
    expect(user.fieldTests).toEqual([expect.objectContaining({ test: 'shuttleRun', distanceM: 1100, vo2Max: 38.6 })]);
  });

  it("a level's last shuttle completes it: 7.10 uses level 7's 11.5 km/h; the same VO2 max classifies by sex and age", () => {
    expect(shuttleRunSubmission(WOMAN_45, { level: 7, shuttle: 10 }).result.value).toBeCloseTo(-27.4 + 6 * 11.5, 10);
    const woman = applied(WOMAN_45, 10, 0);
    expect(woman.vo2Max?.vo2Max).toBeCloseTo(-27.4 + 6 * 12.5, 10);
    expect(woman.vo2Max?.category).toBe(classifyVo2Max('FEMALE', 45, woman.vo2Max?.vo2Max ?? 0));
  });

  it('no completed level has no VO2 max; a level or shuttle off the table is refused', () => {
    expect(() => shuttleRunSubmission(MAN_30, { level: 1, shuttle: 6 })).toThrow(
      new MeasurementInputError(NO_COMPLETED_LEVEL_MESSAGE, 'shuttle'),
    );
    expect(() => shuttleRunSubmission(MAN_30, { level: 22, shuttle: 1 })).toThrow(CalculatorRangeError);
    expect(() => shuttleRunSubmission(MAN_30, { level: 3, shuttle: 9 })).toThrow(CalculatorRangeError);
  });

  it('a stopped-early reason is kept with the VO2 max', () => {
    expect(applied(MAN_30, 5, 2, 'Leg cramps').vo2Max?.stoppedEarly).toBe('Leg cramps');
  });

  it('the record and the stored profile read the run back, and its text gives the score again', () => {
    const user = applied(MAN_30, 7, 4);
    const record = sessionRecordFromProfile(user, new Date('2026-11-28T10:00:00Z'));
    expect(record).toMatchObject({ vo2_max: 38.6, vo2MaxTest: SHUTTLE_RUN_TEST });
    const read = readSessionRecord({ ...record, timestamp: 1 });
    expect(read.ok && read.record.fieldTests).toEqual(user.fieldTests);
    expect(readStoredProfile(toStoredProfile(user), () => 'new').user.fieldTests).toEqual(user.fieldTests);
    expect(fieldTestResultText(user.fieldTests[0]!)).toBe(
      '20 m shuttle run: level 7.4, 1100 m; last completed level 6 at 11 km/h; VO2 max 38.60 mL/kg/min',
    );
  });

  it('a stored run whose distance is not a whole number of shuttles of the table is not read', () => {
    const entry = {
      test: 'shuttleRun',
      distanceM: 1100,
      timeSeconds: null,
      heartRate: null,
      vo2Max: 38.6,
      method: 'm',
    };
    expect(readFieldTestResults([entry])).toHaveLength(1);
    expect(readFieldTestResults([{ ...entry, distanceM: 1110 }])).toBeUndefined();
    expect(readFieldTestResults([{ ...entry, distanceM: 4960 }])).toBeUndefined();
    expect(readFieldTestResults([{ ...entry, distanceM: null }])).toBeUndefined();
  });
});

describe('the shuttle run in the group grid and the catalog', () => {
  const test = GROUP_TESTS.shuttleRun;

  it("a row's level and shuttle are built as the run's own builder builds them", () => {
    const outcome = groupRowOutcome(test, MAN_30, { level: '7', shuttle: '4' });
    expect(outcome.kind).toBe('valid');
    if (outcome.kind !== 'valid') return;
    expect(outcome.user.vo2Max?.vo2Max).toBe(38.6);
    expect(test.resultText(outcome.user)).toBe('38.60 mL/kg/min');
    expect(test.category(outcome.user)).toBe(outcome.user.vo2Max?.category);
    expect(TEST_CATALOG.shuttleRun.done(outcome.user)).toBe(true);
  });

  it('a row out in level 1 or off the table says why', () => {
    expect(groupRowOutcome(test, MAN_30, { level: '1', shuttle: '3' })).toEqual({
      kind: 'invalid',
      message: NO_COMPLETED_LEVEL_MESSAGE,
    });
    expect(groupRowOutcome(test, MAN_30, { level: '4', shuttle: '10' }).kind).toBe('invalid');
    expect(groupRowOutcome(test, { ...MAN_30, age: null }, { level: '4', shuttle: '1' }).kind).toBe('refused');
  });

  it("another test's VO2 max is not the shuttle run's result", () => {
    const other = { ...MAN_30, vo2Max: { vo2Max: 40, category: 'Good', test: 'McArdle Step Test' } };
    expect(test.resultText(other)).toBeNull();
    expect(TEST_CATALOG.shuttleRun.done(other)).toBe(false);
  });
});
