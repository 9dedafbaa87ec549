// The general indications for stopping an exercise test in low-risk adults (decision 50), the one list the app shows:
// on the treadmill page's safety procedures, on every timed test screen and inside the test-day display. Guidance for
// the tester, never applied automatically. ACSM's Guidelines for Exercise Testing and Prescription, general
// indications, seen only in a secondary copy (http://www.benjanefitness.com/aerobicworkshop, S); the blood-pressure
// cut-off is that list's 250/115 mmHg, another copy (exrx.net, 1995 edition) gives 260/115. "Severe fatigue" (placed
// among the relative clinical indications by its only source) and "equipment failure" (no source found) are not in
// it: docs/sources/safety-screening.md.

export interface StopTestIndication {
  /** The indication in full, as the cited list gives it. */
  readonly text: string;
  /** A few words for the full-screen test-day display, read from a distance beside the client. */
  readonly short: string;
}

export const STOP_TEST_INDICATIONS: readonly StopTestIndication[] = [
  { text: 'Onset of angina or angina-like symptoms', short: 'Chest pain or angina' },
  {
    text: 'Drop in systolic blood pressure of 10 mmHg or more from baseline despite an increase in workload',
    short: 'Systolic pressure falls 10 mmHg or more',
  },
  {
    text: 'Excessive rise in blood pressure: systolic above 250 mmHg or diastolic above 115 mmHg',
    short: 'Pressure above 250/115 mmHg',
  },
  {
    text: 'Shortness of breath, wheezing, leg cramps or claudication',
    short: 'Breathless, wheezing, leg cramps',
  },
  {
    text: 'Signs of poor perfusion: light-headedness, confusion, ataxia, pallor, cyanosis, nausea, or cold and clammy skin',
    short: 'Dizzy, confused, pale, nauseous, clammy',
  },
  { text: 'Failure of heart rate to rise with increased exercise intensity', short: 'Heart rate does not rise' },
  { text: 'Noticeable change in heart rhythm', short: 'Heart rhythm changes' },
  { text: 'The client asks to stop', short: 'Client asks to stop' },
];

export const STOP_TEST_INDICATIONS_TITLE = 'Stop the test if';

export const STOP_TEST_INDICATIONS_SOURCE =
  "General indications for stopping an exercise test in low-risk adults, ACSM's Guidelines for Exercise Testing and " +
  'Prescription.';

/** The reasons a tester picks when a test is stopped early (the last is written in). */
export const STOPPED_EARLY_REASONS: readonly string[] = [
  'Chest pain or angina-like symptoms',
  'Dizziness',
  'Shortness of breath or wheezing',
  'Leg cramps or claudication',
  'Nausea, pallor or cold and clammy skin',
  'Client asked to stop',
];

/** A stored reason is at most 100 characters (the profile's label limit); the written-in reason at most 80. */
export const STOPPED_EARLY_REASON_LENGTH = 80;

/** How a result stopped early is labelled wherever it is shown: 'Stopped early: Dizziness'. */
export function stoppedEarlyText(reason: string): string {
  return `Stopped early: ${reason}`;
}
