// Exercise preparticipation screening (decision 50): the ACSM 2015 logic. Riebe D, Franklin BA, Thompson PD, Garber CE,
// Whitfield GP, Magal M, Pescatello LS, "Updating ACSM's recommendations for exercise preparticipation health
// screening", Med Sci Sports Exerc 2015;47(11):2473-2479 (three inputs: current exercise participation, known
// cardiovascular, metabolic or renal disease, signs or symptoms; and the desired intensity). The outcome grid is the
// one printed in ACSM study material (docs/sources/safety-screening.md); the paper's figure itself was not seen, so the
// result is worded as what screening suggests, never as a diagnosis.

export type ExerciseIntensity = 'light' | 'moderate' | 'vigorous';

export interface ScreeningAnswers {
  /** Planned, structured exercise of at least moderate intensity, 30 min or more on 3 or more days a week for 3 months. */
  readonly exercisesRegularly: boolean;
  /** Known cardiovascular (cardiac, peripheral vascular, cerebrovascular), metabolic (type 1 or 2 diabetes) or renal disease. */
  readonly knownDisease: boolean;
  /** Signs or symptoms suggestive of cardiovascular, metabolic or renal disease. */
  readonly signsOrSymptoms: boolean;
  readonly intendedIntensity: ExerciseIntensity;
}

/**
 * What screening suggests about medical clearance: 'not-necessary'; 'recommended' (before starting an exercise
 * programme); 'before-vigorous' (not needed for moderate, recommended before vigorous); 'stop-and-seek' (stop
 * exercising and seek clearance before continuing).
 */
export type ClearanceAdvice = 'not-necessary' | 'recommended' | 'before-vigorous' | 'stop-and-seek';

export interface ScreeningOutcome {
  readonly clearance: ClearanceAdvice;
  /** Whether clearance is suggested for the intended intensity. */
  readonly clearanceForIntendedIntensity: boolean;
  /** Whether clearance is suggested before a maximal test (a maximal effort is vigorous intensity). */
  readonly clearanceBeforeMaximalTest: boolean;
  /** The intensity guidance of the grid, or null where the grid gives none. */
  readonly intensityGuidance: string | null;
}

function advice(answers: ScreeningAnswers): { clearance: ClearanceAdvice; intensityGuidance: string | null } {
  if (!answers.exercisesRegularly) {
    if (answers.signsOrSymptoms || answers.knownDisease)
      return {
        clearance: 'recommended',
        intensityGuidance: 'After clearance: light to moderate intensity, progressing as tolerated.',
      };
    return {
      clearance: 'not-necessary',
      intensityGuidance: 'Light to moderate intensity, progressing gradually to vigorous.',
    };
  }
  if (answers.signsOrSymptoms) return { clearance: 'stop-and-seek', intensityGuidance: null };
  if (answers.knownDisease) return { clearance: 'before-vigorous', intensityGuidance: null };
  return { clearance: 'not-necessary', intensityGuidance: 'Continue moderate or vigorous exercise, and progress.' };
}

function suggestsClearanceAt(clearance: ClearanceAdvice, intensity: ExerciseIntensity): boolean {
  if (clearance === 'not-necessary') return false;
  if (clearance === 'before-vigorous') return intensity === 'vigorous';
  return true;
}

/** The outcome of the ACSM 2015 screening grid for one person's answers. */
export function screeningOutcome(answers: ScreeningAnswers): ScreeningOutcome {
  const { clearance, intensityGuidance } = advice(answers);
  return {
    clearance,
    clearanceForIntendedIntensity: suggestsClearanceAt(clearance, answers.intendedIntensity),
    clearanceBeforeMaximalTest: suggestsClearanceAt(clearance, 'vigorous'),
    intensityGuidance,
  };
}

/** The PAR-Q+ and the PAR-Q+ clearance follow-up (ePARmed-X+): linked, not reproduced (its owners' copyright). */
export const PAR_Q_PLUS_URL = 'https://eparmedx.com/';

/** How clearance advice reads for the tester. */
export const CLEARANCE_ADVICE_TEXT: Record<ClearanceAdvice, string> = {
  'not-necessary': 'Medical clearance not necessary.',
  recommended: 'Medical clearance recommended before exercise testing or a programme.',
  'before-vigorous': 'Medical clearance not necessary for moderate intensity; recommended before vigorous exercise.',
  'stop-and-seek': 'Stop exercise and seek medical clearance before continuing.',
};
