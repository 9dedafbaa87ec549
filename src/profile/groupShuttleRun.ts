// The 20 m shuttle run as a group grid test (decision 48): each runner's level and shuttle (filled in by the group
// shuttle run when a runner is tapped out, or typed), built by the shuttle run's own builder, so a row gives the same
// distance, speed and VO2 max as the single-runner screen. Checked against groupTests.ts's GroupTest where it is
// registered (this file does not import it: no import cycle).
import { typedNumber } from '@/domain/typedNumber';
import { shuttleRunSubmission, SHUTTLE_RUN_TEST } from '@/profile/builders/shuttleRunUpdate';
import type { UserProfile } from '@/profile/profileTypes';

/** The row fields the group run fills in. */
export const SHUTTLE_FIELDS = { level: 'level', shuttle: 'shuttle' } as const;

/** The stored VO2 max of a shuttle run, or null (the profile holds one from another test, or none). */
function shuttleVo2(profile: UserProfile) {
  return profile.vo2Max?.test === SHUTTLE_RUN_TEST ? profile.vo2Max : null;
}

export const GROUP_SHUTTLE_RUN = {
  shuttleRun: {
    key: 'shuttleRun' as const,
    label: '20 m Shuttle Run',
    fields: [
      { key: SHUTTLE_FIELDS.level, label: 'Level', unit: 'level', integer: true },
      { key: SHUTTLE_FIELDS.shuttle, label: 'Shuttle', unit: 'shuttle', integer: true },
    ],
    build: (profile: UserProfile, [level, shuttle]: readonly string[]) =>
      shuttleRunSubmission(profile, { level: typedNumber(level ?? ''), shuttle: typedNumber(shuttle ?? '') }).update,
    resultText: (p: UserProfile) => {
      const vo2 = shuttleVo2(p);
      return vo2 ? `${vo2.vo2Max.toFixed(2)} mL/kg/min` : null;
    },
    category: (p: UserProfile) => shuttleVo2(p)?.category ?? null,
    gaugeKey: 'vo2max' as const,
  },
};
