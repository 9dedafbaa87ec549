// The record a session saves, built from the user profile (spec §3): values copied as the profile holds them, categories
// left out.
import type { UserProfile } from './profileTypes';
import type { NewSessionRecord } from './sessionRecord';

function finiteOrNull(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** 'fname lname' with each part trimmed; null when both are empty or missing. */
export function sessionName(fname: string | null | undefined, lname: string | null | undefined): string | null {
  const name = [fname, lname]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(' ');
  return name === '' ? null : name;
}

/**
 * The record to save for the current session. Pure: the same profile and clock give the same record.
 * Values are copied as the profile holds them (metric, unrounded); categories are left out. A circumference or
 * skinfold stored as 0 means "not measured" (every circumference is a required form field) and is saved as null.
 */
export function sessionRecordFromProfile(profile: UserProfile, now: Date): NewSessionRecord {
  const c = profile.circumferences;
  const s = profile.skinfolds;
  return {
    date: now.toISOString(),
    name: sessionName(profile.fname, profile.lname),
    age: finiteOrNull(profile.age),
    sex: profile.sex === 'MALE' || profile.sex === 'FEMALE' ? profile.sex : null,
    height: finiteOrNull(profile.height),
    current_weight: finiteOrNull(profile.currentWeight),
    goal_weight: finiteOrNull(profile.goalWeight),
    activity_level: profile.activityLevel ?? null,
    bmi: finiteOrNull(profile.bmi?.bmi),
    waist_circumference: finiteOrNull(profile.waistCircumference?.wc),
    max_heart_rate: finiteOrNull(profile.hrMax),
    pushups: finiteOrNull(profile.pushups?.pushups),
    grip_strength: finiteOrNull(profile.gripStrength?.gripStrength),
    leg_press: finiteOrNull(profile.legPress?.legPress),
    bench_press: finiteOrNull(profile.benchPress?.benchPress),
    vo2_max: finiteOrNull(profile.vo2Max?.vo2Max),
    systolic_blood_pressure: finiteOrNull(profile.bloodPressure?.sbp),
    diastolic_blood_pressure: finiteOrNull(profile.bloodPressure?.dbp),
    sit_and_reach: finiteOrNull(profile.sar?.value),
    abdomen_circumference: measuredOrNull(c?.abdomen),
    arm_circumference: measuredOrNull(c?.arm),
    buttocks_circumference: measuredOrNull(c?.buttocks),
    calf_circumference: measuredOrNull(c?.calf),
    forearm_circumference: measuredOrNull(c?.forearm),
    hips_circumference: measuredOrNull(c?.hips),
    midthigh_circumference: measuredOrNull(c?.midthigh),
    abdominal_skin: measuredOrNull(s?.abdominal),
    biceps_skin: measuredOrNull(s?.bicep),
    calf_skin: measuredOrNull(s?.calf),
    chest_skin: measuredOrNull(s?.chest),
    midaxillary_skin: measuredOrNull(s?.midaxillary),
    subscapular_skin: measuredOrNull(s?.subscap),
    suprailiac_skin: measuredOrNull(s?.supraIliac),
    thigh_skin: measuredOrNull(s?.thigh),
    triceps_skin: measuredOrNull(s?.tricep),
    resting_heart_rate: finiteOrNull(profile.restingHR),
    // decision 0080: the test behind the VO2 max, only when there is one (the spec's fields stay as they were).
    ...(profile.vo2Max?.test?.trim() ? { vo2MaxTest: profile.vo2Max.test.trim() } : {}),
    ...(profile.vo2Max?.stoppedEarly?.trim() ? { vo2MaxStoppedEarly: profile.vo2Max.stoppedEarly.trim() } : {}),
    // decision 0151: a body fat measured another way, with its method; null when not entered in this session.
    measuredBodyFat: finiteOrNull(profile.measuredBodyFat?.percentage),
    measuredBodyFatMethod: profile.measuredBodyFat ? profile.measuredBodyFat.method : null,
    // decision 0181: every field test of the session, only when there is one (a record without stays as it was).
    ...(profile.fieldTests.length > 0 ? { fieldTests: profile.fieldTests.map((r) => ({ ...r })) } : {}),
    // decision 47: the Senior Fitness Test items, only when there is one.
    ...(profile.seniorFitness.length > 0
      ? { seniorFitness: profile.seniorFitness.map((r) => ({ ...r, trials: r.trials ? [...r.trials] : null })) }
      : {}),
  };
}

/** A site measurement, or null when it is missing or 0 ("not measured"). */
function measuredOrNull(value: number | null | undefined): number | null {
  const finite = finiteOrNull(value);
  return finite === 0 ? null : finite;
}
