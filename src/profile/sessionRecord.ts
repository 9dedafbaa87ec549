// The saved session record of spec §3 ("Saved session record") and the lists of its fields. Pure, so summaries and
// machines may use it: the database that stores these records is src/storage/sessionsDb.ts.
import type { Sex } from '@/domain/person';
import type { FieldTestResult } from './fieldTestResults';
import type { SeniorResult } from './seniorFitnessResults';

/**
 * One saved session, as stored in the `sessions` object store of the `sessions` database.
 *
 * Units are metric, exactly as the profile holds them: kg for masses, cm for height, circumferences and
 * sit and reach, mm for skinfolds, mmHg for blood pressure, beats per minute for heart rates and
 * mL/kg/min for VO2 max. Categories are not stored: they are recomputed from the values when shown.
 *
 * A field without a value is `null`, never `undefined`. The one exception is `timestamp`: it is the
 * auto-increment key and is absent until the database assigns it.
 */
export interface SavedSessionRecord {
  /** The key (auto-increment, starting at 1). Absent before the record is added. */
  timestamp?: number;
  /** When the session was saved, as an ISO 8601 date-time string in UTC (`Date#toISOString`). */
  date: string;
  /** 'fname lname', trimmed; null when neither is known. */
  name: string | null;
  age: number | null;
  sex: Sex | null;
  /** cm */
  height: number | null;
  /** kg */
  current_weight: number | null;
  /** kg */
  goal_weight: number | null;
  /** One of ACTIVITY_LEVELS when written by this app; a record left by the predecessor may hold other text. */
  activity_level: string | null;
  /** kg/m² (the number only; the class is recomputed) */
  bmi: number | null;
  /** cm */
  waist_circumference: number | null;
  /** beats per minute */
  max_heart_rate: number | null;
  pushups: number | null;
  /** kg, the sum of the best left and best right hand (decision 0005) */
  grip_strength: number | null;
  /** kg, one-repetition maximum */
  leg_press: number | null;
  /** kg, one-repetition maximum */
  bench_press: number | null;
  /** mL/kg/min */
  vo2_max: number | null;
  /** mmHg */
  systolic_blood_pressure: number | null;
  /** mmHg */
  diastolic_blood_pressure: number | null;
  /** cm */
  sit_and_reach: number | null;
  /** cm */
  abdomen_circumference: number | null;
  /** cm */
  arm_circumference: number | null;
  /** cm */
  buttocks_circumference: number | null;
  /** cm */
  calf_circumference: number | null;
  /** cm */
  forearm_circumference: number | null;
  /** cm */
  hips_circumference: number | null;
  /** cm */
  midthigh_circumference: number | null;
  /** mm */
  abdominal_skin: number | null;
  /** mm */
  biceps_skin: number | null;
  /** mm */
  calf_skin: number | null;
  /** mm */
  chest_skin: number | null;
  /** mm */
  midaxillary_skin: number | null;
  /** mm */
  subscapular_skin: number | null;
  /** mm */
  suprailiac_skin: number | null;
  /** mm */
  thigh_skin: number | null;
  /** mm */
  triceps_skin: number | null;
  /** beats per minute (spec §3: the store has an index on it, so the record carries it) */
  resting_heart_rate: number | null;
  // Extra fields of decision 0035 (clients). Optional: a predecessor's record has none of them until it is
  // grouped into a client; the store and its indexes stay as spec §3 names them (no index on these).
  /** The client (person tested) this session belongs to (decision 0080). */
  clientId?: string | null;
  /** A stable id that survives export and import, so an import can merge instead of duplicating. */
  recordId?: string | null;
  /** The test that produced vo2_max (e.g. 'McArdle Step Test'), so only like is compared with like. */
  vo2MaxTest?: string | null;
  /** Why the test behind vo2_max was stopped early (decision 50), when it was: the result is kept, labelled. */
  vo2MaxStoppedEarly?: string | null;
  /** The last time the record was written (ISO), so an import keeps the newer copy. */
  updatedAt?: string | null;
  // The records model (decision 0101, decision 0102). Optional: a record saved by an earlier build has neither.
  /** True when every value was measured in the record's own session (a value not entered is null). */
  measuredOnly?: boolean | null;
  /** When the session was last changed on purpose from the client's history (ISO), after it was first saved. */
  editedAt?: string | null;
  // Body fat measured another way (decision 0151): the app's own fields, which the predecessor ignores; a record saved
  // before them has neither (it reads as null). Kept apart from the skinfold estimate, which is computed from the sites.
  /** %, measured in this session (bioimpedance scale, DEXA …); null when not entered in it. */
  measuredBodyFat?: number | null;
  /** How measuredBodyFat was measured: a key of BODY_FAT_METHODS; null with it. */
  measuredBodyFatMethod?: string | null;
  // decision 0181: every field test of the session with what it measured (vo2_max holds the chosen one's VO2 max);
  // absent when none was done, and on a record saved before it.
  fieldTests?: FieldTestResult[] | null;
  // decision 47: the Senior Fitness Test items of the session, each with its score; absent when none was done.
  seniorFitness?: SeniorResult[] | null;
}

/** A record read back from the database: the key is always there. */
export type StoredSessionRecord = SavedSessionRecord & { timestamp: number };

/** A record about to be added: no key yet. */
export type NewSessionRecord = Omit<SavedSessionRecord, 'timestamp'>;

/** Every field except the key, in the order of spec §3 (resting_heart_rate last). */
export const SESSION_FIELDS = [
  'date',
  'name',
  'age',
  'sex',
  'height',
  'current_weight',
  'goal_weight',
  'activity_level',
  'bmi',
  'waist_circumference',
  'max_heart_rate',
  'pushups',
  'grip_strength',
  'leg_press',
  'bench_press',
  'vo2_max',
  'systolic_blood_pressure',
  'diastolic_blood_pressure',
  'sit_and_reach',
  'abdomen_circumference',
  'arm_circumference',
  'buttocks_circumference',
  'calf_circumference',
  'forearm_circumference',
  'hips_circumference',
  'midthigh_circumference',
  'abdominal_skin',
  'biceps_skin',
  'calf_skin',
  'chest_skin',
  'midaxillary_skin',
  'subscapular_skin',
  'suprailiac_skin',
  'thigh_skin',
  'triceps_skin',
  'resting_heart_rate',
] as const;

export type SessionField = (typeof SESSION_FIELDS)[number];

/** The fields that hold text, not numbers: every other field of spec §3 is a number. */
const SESSION_TEXT_FIELDS = ['date', 'name', 'sex', 'activity_level'] as const;

export type SessionNumberField = Exclude<SessionField, (typeof SESSION_TEXT_FIELDS)[number]>;

/** The numeric fields, in the order of spec §3 (resting_heart_rate last): derived, so the list is written once. */
export const SESSION_NUMBER_FIELDS: readonly SessionNumberField[] = SESSION_FIELDS.filter(
  (field): field is SessionNumberField => !(SESSION_TEXT_FIELDS as readonly string[]).includes(field),
);

/** The extra fields of decision 0035, in the order a backup writes them after the spec's fields. */
export const CLIENT_RECORD_FIELDS = ['clientId', 'recordId', 'vo2MaxTest', 'vo2MaxStoppedEarly', 'updatedAt'] as const;

export type ClientRecordField = (typeof CLIENT_RECORD_FIELDS)[number];

/** The fields of the records model (decision 0101, decision 0102), written after the client fields when present. */
export const RECORD_MODEL_FIELDS = ['measuredOnly', 'editedAt'] as const;

export type RecordModelField = (typeof RECORD_MODEL_FIELDS)[number];

/** The measured body fat and its method (decision 0151), written after the records model's fields. */
export const MEASURED_BODY_FAT_FIELDS = ['measuredBodyFat', 'measuredBodyFatMethod'] as const;

export type MeasuredBodyFatField = (typeof MEASURED_BODY_FAT_FIELDS)[number];

/** The session's field tests (decision 0181), written last. */
export const FIELD_TEST_RECORD_FIELDS = ['fieldTests'] as const;

export type FieldTestRecordField = (typeof FIELD_TEST_RECORD_FIELDS)[number];

/** The session's Senior Fitness Test items (decision 47), written after the field tests. */
export const SENIOR_FITNESS_RECORD_FIELDS = ['seniorFitness'] as const;
export type SeniorFitnessRecordField = (typeof SENIOR_FITNESS_RECORD_FIELDS)[number];

/** The fields a session's values live in: the spec's, then the measured body fat (what makes two saves differ). */
export const SESSION_VALUE_FIELDS = [...SESSION_FIELDS, ...MEASURED_BODY_FAT_FIELDS] as const;

// Compile-time checks: the field lists and the interface name exactly the same fields.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

const _fieldsMatch: Same<
  | SessionField
  | ClientRecordField
  | RecordModelField
  | MeasuredBodyFatField
  | FieldTestRecordField
  | SeniorFitnessRecordField,
  keyof NewSessionRecord
> = true;

const _numbersMatch: Same<
  SessionNumberField,
  { [K in keyof NewSessionRecord]-?: NewSessionRecord[K] extends number | null ? K : never }[keyof NewSessionRecord]
> = true;
void _fieldsMatch;
void _numbersMatch;
