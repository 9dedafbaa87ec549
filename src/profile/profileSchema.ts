// Validation of a profile read back from storage: storage can hold anything, so nothing is trusted.
import * as v from 'valibot';
import { ACTIVITY_LEVELS, SEXES, type UserProfile } from './profileTypes';

const num = v.nullable(v.pipe(v.number(), v.finite()));
const text = v.nullable(v.pipe(v.string(), v.maxLength(200)));
const label = v.pipe(v.string(), v.maxLength(100));

const circumferences = v.object({
  abdomen: num, arm: num, buttocks: num, calf: num, forearm: num, hips: num, midthigh: num,
});
const skinfolds = v.object({
  abdominal: num, bicep: num, tricep: num, chest: num, calf: num, midaxillary: num, subscap: num, supraIliac: num, thigh: num,
});
const finite = v.pipe(v.number(), v.finite());

export const profileSchema = v.object({
  uid: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  fname: text,
  lname: text,
  age: num,
  sex: v.nullable(v.picklist(SEXES)),
  height: num,
  currentWeight: num,
  goalWeight: num,
  activityLevel: v.nullable(v.picklist(ACTIVITY_LEVELS)),
  bodyWeightGoal: v.nullable(v.picklist(['lose', 'gain', 'maintain'])),
  hrMax: num,
  restingHR: num,
  restingV02: num,
  rawV02: num,
  prefers_metric: v.boolean(),
  waistHipRatio: num,
  waistHeightRatio: num,
  bodyDensity: num,
  bmi: v.nullable(v.object({ bmi: finite, classification: label })),
  bloodPressure: v.nullable(v.object({ sbp: finite, dbp: finite, classification: label })),
  waistCircumference: v.nullable(v.object({ wc: finite, category: label })),
  bodyComp: v.nullable(v.object({ percentage: finite, category: label, equation: label })),
  pushups: v.nullable(v.object({ pushups: finite, category: label })),
  gripStrength: v.nullable(v.object({
    gripStrength: finite, category: label, left: v.optional(finite), right: v.optional(finite),
  })),
  benchPress: v.nullable(v.object({ benchPress: finite, category: label, benchPressRatio: finite })),
  legPress: v.nullable(v.object({ legPress: finite, category: label, legPressRatio: finite })),
  vo2Max: v.nullable(v.object({ vo2Max: finite, category: label, test: v.optional(label), method: v.optional(label) })),
  sar: v.nullable(v.object({ unit: v.literal('cm'), value: finite, category: label })),
  circumferences,
  skinfolds,
});

/** The stored profile when it is valid, otherwise null. */
export function parseStoredProfile(value: unknown): UserProfile | null {
  const result = v.safeParse(profileSchema, value);
  return result.success ? (result.output as UserProfile) : null;
}
