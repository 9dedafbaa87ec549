// The user profile of spec §3: what the app knows about the person being tested (metric units).
import type { ActivityLevel, BodyWeightGoal, Sex } from '@/domain/person';
import type { BodyFatMethod } from '@/domain/bodyFatMethods';
import type { FieldTestResult } from './fieldTestResults';
import type { SeniorResult } from './seniorFitnessResults';
import { emptyCircumferences, emptySkinfolds, type Circumferences, type Skinfolds } from '@/domain/bodySites';

export interface UserProfile {
  /** The client's stable id (decision 0100): a rename never changes it. */
  uid: string;
  /**
   * The open session (decision 0101): one testing occasion of this client. Work in progress (trial logs, rest timers,
   * timed-run snapshots, tapped counts, unsent form entries) is keyed by uid and sessionId (decision 0103).
   */
  sessionId: string | null;
  /** When the open session started, ISO date-time; null until a session is started. */
  sessionStartedAt: string | null;
  /** Optional date of birth, `YYYY-MM-DD` (decision 0105); with it the age is the age on the session's date. */
  dateOfBirth: string | null;
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
  restingVo2: number | null;
  /** mL/min */
  rawVo2: number | null;
  prefers_metric: boolean;
  waistHipRatio: number | null;
  waistHeightRatio: number | null;
  bodyDensity: number | null;
  bmi: { bmi: number; classification: string } | null;
  bloodPressure: { sbp: number; dbp: number; classification: string } | null;
  waistCircumference: { wc: number; category: string } | null;
  bodyComp: { percentage: number; category: string; equation: string } | null;
  /**
   * Body fat % measured another way (bioimpedance scale, DEXA; decision 0151), kept apart from the skinfold estimate
   * (bodyComp) and classified with the same table.
   */
  measuredBodyFat: { percentage: number; method: BodyFatMethod; category: string } | null;
  pushups: { pushups: number; category: string } | null;
  /** kg, sum of the best left and best right hand (decision 0005) */
  gripStrength: { gripStrength: number; category: string; left?: number; right?: number } | null;
  /** kg. The ratio is null (and the category '') while the session has no body weight (decision 0174). */
  benchPress: { benchPress: number; category: string; benchPressRatio: number | null } | null;
  /** kg. The ratio is null (and the category '') while the session has no body weight (decision 0174). */
  legPress: { legPress: number; category: string; legPressRatio: number | null } | null;
  /** mL/kg/min */
  /** `test` names the test that produced it, `method` its equation (e.g. Foster 1984 from the Bruce time). */
  /** `stoppedEarly`: why the tester stopped the test early (decision 50); the result is kept and labelled with it. */
  vo2Max: { vo2Max: number; category: string; test?: string; method?: string; stoppedEarly?: string } | null;
  /**
   * Every field test done in this session with what it measured (decision 0181); `vo2Max` holds the chosen one's VO2
   * max (the latest by default). Empty when none was done.
   */
  fieldTests: FieldTestResult[];
  /** The Senior Fitness Test items done in this session (decision 47), each with its score; empty when none. */
  seniorFitness: SeniorResult[];
  sar: { unit: 'cm'; value: number; category: string } | null;
  circumferences: Circumferences;
  skinfolds: Skinfolds;
}

export function emptyProfile(uid: string, prefersMetric = true): UserProfile {
  return {
    uid,
    sessionId: null,
    sessionStartedAt: null,
    dateOfBirth: null,
    fname: null,
    lname: null,
    age: null,
    sex: null,
    height: null,
    currentWeight: null,
    goalWeight: null,
    activityLevel: null,
    bodyWeightGoal: null,
    hrMax: null,
    restingHR: null,
    restingVo2: null,
    rawVo2: null,
    prefers_metric: prefersMetric,
    waistHipRatio: null,
    waistHeightRatio: null,
    bodyDensity: null,
    bmi: null,
    bloodPressure: null,
    waistCircumference: null,
    bodyComp: null,
    measuredBodyFat: null,
    pushups: null,
    gripStrength: null,
    benchPress: null,
    legPress: null,
    vo2Max: null,
    fieldTests: [],
    seniorFitness: [],
    sar: null,
    circumferences: emptyCircumferences(),
    skinfolds: emptySkinfolds(),
  };
}
