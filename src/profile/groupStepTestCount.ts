// The McArdle step test's 15-second recovery count as a group grid test: each row is built by the step-test
// form's own builder (stepTestSubmission: the calculator's count rules and message, the heart rate, VO2 max by sex and
// its category), so a count typed here stores exactly what the single-client step-test result stores. Checked against
// groupTests.ts's GroupTest where it is registered (this file does not import it: no import cycle).
import { PULSE_COUNT_FIELD, STEP_TEST_NAME, stepTestSubmission } from '@/profile/builders/stepTestVo2Update';
import type { UserProfile } from '@/profile/profileTypes';

/** The grid keys this file defines (registered in GROUP_TEST_KEYS). */
export const STEP_TEST_COUNT_KEYS = ['stepTestCount'] as const;

export const GROUP_STEP_TEST_COUNT = {
  stepTestCount: {
    key: 'stepTestCount' as const,
    label: 'Step Test (15-s count)',
    fields: [{ key: PULSE_COUNT_FIELD, label: '15-second pulse count', unit: 'beats', integer: true }],
    // The step-test form's own builder reads the typed text.
    build: (profile: UserProfile, [count]: readonly string[]) => stepTestSubmission(profile, count ?? '').update,
    resultText: (p: UserProfile) =>
      p.vo2Max?.test === STEP_TEST_NAME ? `${p.vo2Max.vo2Max.toFixed(2)} mL/kg/min` : null,
    category: (p: UserProfile) => (p.vo2Max?.test === STEP_TEST_NAME ? p.vo2Max.category : null),
    gaugeKey: 'vo2max' as const,
  },
};
