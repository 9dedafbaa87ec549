// The ACSM 2015 preparticipation screening grid, every row, and the 12-month validity.
import { describe, expect, it } from 'vitest';
import { screeningOutcome, type ExerciseIntensity } from '@/calculators/preparticipationScreening';

const INTENSITIES: readonly ExerciseIntensity[] = ['light', 'moderate', 'vigorous'];

// The reference's grid: exercises regularly, known disease, signs or symptoms -> clearance.
const GRID = [
  { regular: false, disease: false, symptoms: false, clearance: 'not-necessary', guidance: /progressing gradually/ },
  { regular: false, disease: true, symptoms: false, clearance: 'recommended', guidance: /After clearance/ },
  { regular: false, disease: false, symptoms: true, clearance: 'recommended', guidance: /After clearance/ },
  { regular: false, disease: true, symptoms: true, clearance: 'recommended', guidance: /After clearance/ },
  {
    regular: true,
    disease: false,
    symptoms: false,
    clearance: 'not-necessary',
    guidance: /Continue moderate or vigorous/,
  },
  { regular: true, disease: true, symptoms: false, clearance: 'before-vigorous', guidance: null },
  { regular: true, disease: false, symptoms: true, clearance: 'stop-and-seek', guidance: null },
  { regular: true, disease: true, symptoms: true, clearance: 'stop-and-seek', guidance: null },
] as const;

describe('screening grid', () => {
  for (const row of GRID) {
    it(`regular ${row.regular}, disease ${row.disease}, symptoms ${row.symptoms}: ${row.clearance}`, () => {
      for (const intendedIntensity of INTENSITIES) {
        const outcome = screeningOutcome({
          exercisesRegularly: row.regular,
          knownDisease: row.disease,
          signsOrSymptoms: row.symptoms,
          intendedIntensity,
        });
        expect(outcome.clearance).toBe(row.clearance);
        if (row.guidance === null) expect(outcome.intensityGuidance).toBeNull();
        else expect(outcome.intensityGuidance).toMatch(row.guidance);
        const needed =
          row.clearance === 'recommended' ||
          row.clearance === 'stop-and-seek' ||
          (row.clearance === 'before-vigorous' && intendedIntensity === 'vigorous');
        expect(outcome.clearanceForIntendedIntensity).toBe(needed);
        expect(outcome.clearanceBeforeMaximalTest).toBe(row.clearance !== 'not-necessary');
      }
    });
  }
});
