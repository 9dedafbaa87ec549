// The user profile of SPEC section 3: what the app knows about the person being tested (metric units).
export type Sex = 'MALE' | 'FEMALE';
export const SEXES: readonly Sex[] = ['MALE', 'FEMALE'];

export type ActivityLevel = 'sedentary' | 'light activity' | 'moderately active' | 'very active' | 'extra active';
export const ACTIVITY_LEVELS: readonly ActivityLevel[] = [
  'sedentary', 'light activity', 'moderately active', 'very active', 'extra active',
];

export type BodyWeightGoal = 'lose' | 'gain' | 'maintain';

export interface Circumferences {
  abdomen: number | null;
  arm: number | null;
  buttocks: number | null;
  calf: number | null;
  forearm: number | null;
  hips: number | null;
  midthigh: number | null;
}
export const CIRCUMFERENCE_SITES = ['abdomen', 'arm', 'buttocks', 'calf', 'forearm', 'hips', 'midthigh'] as const;

export interface Skinfolds {
  abdominal: number | null;
  bicep: number | null;
  tricep: number | null;
  chest: number | null;
  calf: number | null;
  midaxillary: number | null;
  subscap: number | null;
  supraIliac: number | null;
  thigh: number | null;
}
export const SKINFOLD_SITES = [
  'abdominal', 'bicep', 'tricep', 'chest', 'calf', 'midaxillary', 'subscap', 'supraIliac', 'thigh',
] as const;
export type SkinfoldSite = (typeof SKINFOLD_SITES)[number];

export interface UserProfile {
  uid: string;
  fname: string | null;
  lname: string | null;
  age: number | null;
  sex: Sex | null;
  /** cm */
  height: number | null;
  /** kg */
  currentWeight: number | null;
  /** kg */
  goalWeight: number | null;
  activityLevel: ActivityLevel | null;
  bodyWeightGoal: BodyWeightGoal | null;
  hrMax: number | null;
  restingHR: number | null;
  /** mL/min */
  restingV02: number | null;
  /** mL/min */
  rawV02: number | null;
  prefers_metric: boolean;
  waistHipRatio: number | null;
  waistHeightRatio: number | null;
  bodyDensity: number | null;
  bmi: { bmi: number; classification: string } | null;
  bloodPressure: { sbp: number; dbp: number; classification: string } | null;
  waistCircumference: { wc: number; category: string } | null;
  bodyComp: { percentage: number; category: string; equation: string } | null;
  pushups: { pushups: number; category: string } | null;
  /** kg, sum of the best left and best right hand (DECISIONS 5) */
  gripStrength: { gripStrength: number; category: string; left?: number; right?: number } | null;
  /** kg */
  benchPress: { benchPress: number; category: string; benchPressRatio: number } | null;
  /** kg */
  legPress: { legPress: number; category: string; legPressRatio: number } | null;
  /** mL/kg/min */
  /** `test` names the test that produced it, `method` its equation (e.g. Foster 1984 from the Bruce time). */
  vo2Max: { vo2Max: number; category: string; test?: string; method?: string } | null;
  sar: { unit: 'cm'; value: number; category: string } | null;
  circumferences: Circumferences;
  skinfolds: Skinfolds;
}

export function emptyCircumferences(): Circumferences {
  return { abdomen: null, arm: null, buttocks: null, calf: null, forearm: null, hips: null, midthigh: null };
}

export function emptySkinfolds(): Skinfolds {
  return {
    abdominal: null, bicep: null, tricep: null, chest: null, calf: null,
    midaxillary: null, subscap: null, supraIliac: null, thigh: null,
  };
}

export function emptyProfile(uid: string, prefersMetric = true): UserProfile {
  return {
    uid, fname: null, lname: null, age: null, sex: null, height: null, currentWeight: null, goalWeight: null,
    activityLevel: null, bodyWeightGoal: null, hrMax: null, restingHR: null, restingV02: null, rawV02: null,
    prefers_metric: prefersMetric, waistHipRatio: null, waistHeightRatio: null, bodyDensity: null,
    bmi: null, bloodPressure: null, waistCircumference: null, bodyComp: null, pushups: null, gripStrength: null,
    benchPress: null, legPress: null, vo2Max: null, sar: null,
    circumferences: emptyCircumferences(), skinfolds: emptySkinfolds(),
  };
}
