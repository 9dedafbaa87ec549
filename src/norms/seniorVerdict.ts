// How a Senior Fitness Test classification reads for people (decision 47): against the normal range (the 25th-75th
// percentile of the client's sex and 5-year age group), never a category the norms do not give.
import type { NormalRangeLevel, SeniorClassification } from './seniorFitness';

export const NORMAL_RANGE_TEXT: Readonly<Record<NormalRangeLevel, string>> = {
  below: 'Below the normal range for your age',
  within: 'Within the normal range for your age',
  above: 'Above the normal range for your age',
};

export const NO_VERIFIED_NORM_TEXT = 'No verified norm for this age yet';

/** The verdict's words, or a reason there is none; the score is kept in every case. */
export function seniorVerdictText(classification: SeniorClassification): string {
  switch (classification.kind) {
    case 'classified':
      return NORMAL_RANGE_TEXT[classification.level];
    case 'noVerifiedNorm':
      return NO_VERIFIED_NORM_TEXT;
    case 'outsideAges':
      return `No published norm for age ${classification.age} in this test`;
    case 'incomplete':
      return 'Enter age and sex on the Demographic Form to compare this score';
  }
}

/**
 * The colour step of a verdict on the app's one category scale (decision 0085: 1 best … 6 worst), three ranks spread
 * over it as every three-class table's are: above 1, within 4, below 6.
 */
export function normalRangeLevel(level: NormalRangeLevel): 1 | 4 | 6 {
  return level === 'above' ? 1 : level === 'within' ? 4 : 6;
}
