// The general indications for stopping an exercise test in low-risk adults (decision 50), as data: shown on the
// timed test screens as guidance for the tester, never applied automatically. ACSM's Guidelines for Exercise Testing
// and Prescription, general indications (seen only in a secondary copy: docs/sources/safety-screening.md, which also
// names the other list's higher blood-pressure cut-off, 260/115 mmHg).

export const STOP_TEST_INDICATIONS: readonly string[] = [
  'Onset of angina or angina-like symptoms',
  'Drop in systolic blood pressure of 10 mmHg or more from baseline despite an increase in workload',
  'Excessive rise in blood pressure: systolic above 250 mmHg or diastolic above 115 mmHg',
  'Shortness of breath, wheezing, leg cramps or claudication',
  'Signs of poor perfusion: light-headedness, confusion, ataxia, pallor, cyanosis, nausea, or cold and clammy skin',
  'Failure of heart rate to rise with increased exercise intensity',
  'Noticeable change in heart rhythm',
  'The client asks to stop',
];

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
