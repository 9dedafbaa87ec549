// Who is tested: the shared vocabulary of sex, activity level and body-weight goal (spec §3) that the science core
// (calculators, norms) and the profile both speak. Plain types and constants only.
export type Sex = 'MALE' | 'FEMALE';
export const SEXES: readonly Sex[] = ['MALE', 'FEMALE'];

/** 'Male' / 'Female' as every screen and export writes it; null for anything else (the one home of both words). */
export function formatSex(sex: unknown): 'Male' | 'Female' | null {
  if (sex === 'MALE') return 'Male';
  if (sex === 'FEMALE') return 'Female';
  return null;
}

export type ActivityLevel = 'sedentary' | 'light activity' | 'moderately active' | 'very active' | 'extra active';
export const ACTIVITY_LEVELS: readonly ActivityLevel[] = [
  'sedentary',
  'light activity',
  'moderately active',
  'very active',
  'extra active',
];

export type BodyWeightGoal = 'lose' | 'gain' | 'maintain';
