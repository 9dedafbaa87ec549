// Profiles for the session tests: a man with every result of the Current Session, and an empty profile.
import { emptyProfile, type UserProfile } from '@/profile/profileTypes';

/** Man, 30 y, 80 kg, 180 cm, moderately active, at goal weight; every test and measurement stored (metric). */
export function completeProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    ...emptyProfile('uid-session'),
    fname: 'Alan',
    lname: 'Turing',
    age: 30,
    sex: 'MALE',
    height: 180,
    currentWeight: 80,
    goalWeight: 80,
    activityLevel: 'moderately active',
    bodyWeightGoal: 'maintain',
    hrMax: 191,
    restingHR: 58,
    restingVo2: 280,
    rawVo2: 3640,
    waistHipRatio: 0.95,
    waistHeightRatio: 0.53,
    bodyDensity: 1.0653532,
    bmi: { bmi: 24.69, classification: 'normal' },
    bloodPressure: { sbp: 118, dbp: 76, classification: 'normal' },
    waistCircumference: { wc: 95, category: 'low' },
    bodyComp: { percentage: 14.6, category: 'excellent', equation: 'Jackson-Pollock 7-site (men)' },
    pushups: { pushups: 32, category: 'very good' },
    gripStrength: { gripStrength: 105, category: 'good', left: 50, right: 55 },
    benchPress: { benchPress: 105.6, category: 'excellent', benchPressRatio: 1.32 },
    legPress: { legPress: 160, category: 'average', legPressRatio: 2 },
    vo2Max: { vo2Max: 45.5, category: 'good', test: 'bruce' },
    sar: { unit: 'cm', value: 33.5, category: 'good' },
    circumferences: { abdomen: 90, arm: 32, buttocks: 102, calf: 38, forearm: 28, hips: 100, midthigh: 0 },
    skinfolds: {
      abdominal: 20,
      bicep: null,
      tricep: 12,
      chest: 10,
      calf: null,
      midaxillary: 14,
      subscap: 16,
      supraIliac: 15,
      thigh: 13,
    },
    ...overrides,
  };
}

export function noProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return { ...emptyProfile('uid-empty'), ...overrides };
}
