// A field test or step test stopped early (decision 50): the result is kept, labelled with the reason in the session's
// VO2 max and in the field test's own entry, read back from storage, and carried when the tester picks that test.
import { describe, expect, it } from 'vitest';
import {
  chooseFieldTestVo2,
  oneAndHalfMileSubmission,
  twelveMinuteSubmission,
} from '@/profile/builders/fieldTestUpdates';
import { stepTestSubmission } from '@/profile/builders/stepTestVo2Update';
import { fieldTestMeasuredText, readFieldTestResults } from '@/profile/fieldTestResults';
import { emptyProfile, type UserProfile } from '@/profile/profileTypes';

const man34: UserProfile = { ...emptyProfile('u'), fname: 'Alex', sex: 'MALE', age: 34, currentWeight: 80 };

describe('a field test stopped early', () => {
  it('keeps the distance so far and its VO2 max, labelled with the reason, in the VO2 max and the entry', () => {
    const { update } = twelveMinuteSubmission(man34, '1800', ' Dizziness ');
    expect(update.patch.vo2Max).toMatchObject({ test: '12 minute run/walk', stoppedEarly: 'Dizziness' });
    expect(update.patch.fieldTests).toEqual([
      expect.objectContaining({ test: 'twelveMinute', distanceM: 1800, stoppedEarly: 'Dizziness' }),
    ]);
    expect(fieldTestMeasuredText(update.patch.fieldTests![0]!)).toBe('1800 m in 12 minutes (Stopped early: Dizziness)');
  });

  it('a test run to its end carries no label', () => {
    const { update } = oneAndHalfMileSubmission(man34, '12', '0');
    expect(update.patch.vo2Max).not.toHaveProperty('stoppedEarly');
    expect(update.patch.fieldTests?.[0]).not.toHaveProperty('stoppedEarly');
  });

  it('choosing a test stopped early as the session VO2 max keeps its label; choosing another drops it', () => {
    const early = twelveMinuteSubmission(man34, '1800', 'Leg cramps or claudication').update.patch.fieldTests!;
    const both = oneAndHalfMileSubmission({ ...man34, fieldTests: early }, '12', '0').update.patch.fieldTests!;
    const user = { ...man34, fieldTests: both };
    expect(chooseFieldTestVo2(user, 'twelveMinute').patch.vo2Max).toMatchObject({
      stoppedEarly: 'Leg cramps or claudication',
    });
    expect(chooseFieldTestVo2(user, 'oneAndHalfMile').patch.vo2Max).not.toHaveProperty('stoppedEarly');
  });

  it('is read back from storage; a reason that cannot be read is dropped, never the result', () => {
    const entry = twelveMinuteSubmission(man34, '1800', 'Dizziness').update.patch.fieldTests![0]!;
    expect(readFieldTestResults(JSON.parse(JSON.stringify([entry])))).toEqual([entry]);
    const unreadable = { ...entry, stoppedEarly: 42 };
    const [read] = readFieldTestResults([unreadable])!;
    expect(read).toMatchObject({ test: 'twelveMinute', distanceM: 1800 });
    expect(read).not.toHaveProperty('stoppedEarly');
  });
});

describe('a step test stopped early', () => {
  it('records the count taken after it with the reason', () => {
    const submission = stepTestSubmission(man34, '40', 'Client asked to stop');
    expect(submission.update.patch.vo2Max).toMatchObject({
      test: 'McArdle Step Test',
      stoppedEarly: 'Client asked to stop',
    });
    expect(stepTestSubmission(man34, '40').update.patch.vo2Max).not.toHaveProperty('stoppedEarly');
  });
});
