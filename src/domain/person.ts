// Who is tested: the shared vocabulary of sex, activity level and body-weight goal (spec §3) that the science core
// (calculators, norms) and the profile both speak. Plain types and constants only.
export type Sex = 'MALE' | 'FEMALE';
export const SEXES: readonly Sex[] = ['MALE', 'FEMALE'];

export type ActivityLevel = 'sedentary' | 'light activity' | 'moderately active' | 'very active' | 'extra active';
export const ACTIVITY_LEVELS: readonly ActivityLevel[] = [
  'sedentary', 'light activity', 'moderately active', 'very active', 'extra active',
];

export type BodyWeightGoal = 'lose' | 'gain' | 'maintain';
