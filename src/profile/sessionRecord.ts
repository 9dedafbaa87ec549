// The saved session record of spec §3 ("Saved session record"), built from the user profile, and the 30 columns
// of the Past Sessions table (spec §9; decision 0120). Pure, so summaries and machines may use it: the
// database that stores these records is src/storage/sessionsDb.ts.
import { cmToInches, kgToLb } from '@/calculators/units';
import type { UserProfile } from '@/profile/profileTypes';
import type { Sex } from '@/domain/person';
import { roundHalfUp } from '@/calculators/rounding';
import { bodyFatFromSkinfolds } from '@/calculators/siriBodyFat';
import { BODY_FAT_METHOD_LABELS, MEASURED_BODY_FAT_LABEL, bodyFatMethodOf } from '@/domain/bodyFatMethods';
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

/** A copy with the key first, then every field in SESSION_FIELDS order; missing values become null. */
export function canonicalRecord(record: StoredSessionRecord): StoredSessionRecord {
  const entries: [string, unknown][] = [
    ['timestamp', record.timestamp],
    ...SESSION_FIELDS.map((field): [string, unknown] => [field, record[field] ?? null]),
  ];
  // The client fields travel with a backup when the record has them (decision 0080); a predecessor's record has none.
  for (const field of CLIENT_RECORD_FIELDS) if (typeof record[field] === 'string') entries.push([field, record[field]]);
  if (record.measuredOnly === true) entries.push(['measuredOnly', true]);
  if (typeof record.editedAt === 'string') entries.push(['editedAt', record.editedAt]);
  // decision 0151: written as the record holds them (null when not entered); a record saved before them has neither.
  if (record.measuredBodyFat !== undefined) {
    entries.push(
      ['measuredBodyFat', record.measuredBodyFat],
      ['measuredBodyFatMethod', record.measuredBodyFatMethod ?? null],
    );
  }
  if (Array.isArray(record.fieldTests) && record.fieldTests.length > 0) entries.push(['fieldTests', record.fieldTests]);
  if (Array.isArray(record.seniorFitness) && record.seniorFitness.length > 0)
    entries.push(['seniorFitness', record.seniorFitness]);
  return Object.fromEntries(entries) as unknown as StoredSessionRecord;
}

/**
 * What makes two records the same session, whatever their keys: every field but the key, in a fixed
 * order (import uses it so that restoring a backup twice adds nothing the second time).
 */
export function sessionContentKey(record: NewSessionRecord): string {
  const values: unknown[] = SESSION_VALUE_FIELDS.map((field) => record[field] ?? null);
  // decision 0181: a record's field tests count only when it has some, so a key made before them stays the same.
  if (Array.isArray(record.fieldTests) && record.fieldTests.length > 0) values.push(record.fieldTests);
  if (Array.isArray(record.seniorFitness) && record.seniorFitness.length > 0) values.push(record.seniorFitness);
  return JSON.stringify(values);
}

// ---------------------------------------------------------------------------------------------------------
// Columns

/**
 * How a column converts to the user's units. 'mass': kg or lb. 'length' (height, sit and reach) and
 * 'circumference': cm or in; they convert alike, and are kept apart so a screen may show height as
 * feet and inches. 'none': the value is the same in both systems (counts, bpm, mmHg, mm, mL/kg/min, text).
 */
export type UnitKind = 'mass' | 'length' | 'circumference' | 'none';

/** A column computed from a record's fields rather than stored: the body-fat percentage (its skinfolds, age and sex). */
export const BODY_FAT_COLUMN_KEY = 'body_fat_percentage';

export interface SessionColumn {
  key: SessionField | 'timestamp' | typeof BODY_FAT_COLUMN_KEY | MeasuredBodyFatField;
  /** The header label, without a unit. */
  header: string;
  unitKind: UnitKind;
  /** The unit of a 'none' column, the same in both systems (e.g. 'bpm', 'mm'); absent for text and counts. */
  fixedUnit?: string;
}

/**
 * The 30 columns of the Past Sessions table (spec §9), left to right.
 *
 * The record has 36 data fields; the table shows 30 of them:
 * - every demographic, body-size, blood-pressure, test-result and circumference field (25), and
 * - the five skinfold sites of the Jackson-Pollock three-site equations (men: chest, abdominal, thigh;
 *   women: triceps, suprailiac, thigh), the sites the body-fat figure of a typical session comes from.
 * Left out of the table (still in the record, the CSV export and the JSON backup): activity level (a
 * setting, not a measurement), maximum heart rate (in this app an estimate from age, so it repeats the
 * age column), and the biceps, calf, midaxillary and subscapular skinfolds.
 */
export const PAST_SESSION_COLUMNS = [
  { key: 'date', header: 'Date', unitKind: 'none' },
  { key: 'name', header: 'Name', unitKind: 'none' },
  { key: 'age', header: 'Age', unitKind: 'none', fixedUnit: 'years' },
  { key: 'sex', header: 'Sex', unitKind: 'none' },
  { key: 'height', header: 'Height', unitKind: 'length' },
  { key: 'current_weight', header: 'Weight', unitKind: 'mass' },
  { key: 'goal_weight', header: 'Goal Weight', unitKind: 'mass' },
  { key: 'bmi', header: 'BMI', unitKind: 'none', fixedUnit: 'kg/m²' },
  { key: 'waist_circumference', header: 'Waist', unitKind: 'circumference' },
  { key: 'resting_heart_rate', header: 'Resting Heart Rate', unitKind: 'none', fixedUnit: 'bpm' },
  { key: 'systolic_blood_pressure', header: 'Systolic Blood Pressure', unitKind: 'none', fixedUnit: 'mmHg' },
  { key: 'diastolic_blood_pressure', header: 'Diastolic Blood Pressure', unitKind: 'none', fixedUnit: 'mmHg' },
  { key: 'pushups', header: 'Pushups', unitKind: 'none' },
  { key: 'grip_strength', header: 'Grip Strength', unitKind: 'mass' },
  { key: 'bench_press', header: 'Bench Press 1RM', unitKind: 'mass' },
  { key: 'leg_press', header: 'Leg Press 1RM', unitKind: 'mass' },
  { key: 'vo2_max', header: 'VO2 Max', unitKind: 'none', fixedUnit: 'mL/kg/min' },
  { key: 'sit_and_reach', header: 'Sit and Reach', unitKind: 'length' },
  { key: 'abdomen_circumference', header: 'Abdomen', unitKind: 'circumference' },
  { key: 'arm_circumference', header: 'Arm', unitKind: 'circumference' },
  { key: 'buttocks_circumference', header: 'Buttocks', unitKind: 'circumference' },
  { key: 'calf_circumference', header: 'Calf', unitKind: 'circumference' },
  { key: 'forearm_circumference', header: 'Forearm', unitKind: 'circumference' },
  { key: 'hips_circumference', header: 'Hips', unitKind: 'circumference' },
  { key: 'midthigh_circumference', header: 'Mid Thigh', unitKind: 'circumference' },
  { key: 'chest_skin', header: 'Chest Skinfold', unitKind: 'none', fixedUnit: 'mm' },
  { key: 'abdominal_skin', header: 'Abdominal Skinfold', unitKind: 'none', fixedUnit: 'mm' },
  { key: 'thigh_skin', header: 'Thigh Skinfold', unitKind: 'none', fixedUnit: 'mm' },
  { key: 'triceps_skin', header: 'Triceps Skinfold', unitKind: 'none', fixedUnit: 'mm' },
  { key: 'suprailiac_skin', header: 'Suprailiac Skinfold', unitKind: 'none', fixedUnit: 'mm' },
] as const satisfies readonly SessionColumn[];

/**
 * Not a record field and not a Past Sessions column (the SPEC fixes the table at 30, spec §9; docs/spec-figures.md):
 * the body-fat percentage the summary computes from the skinfolds. A client's history and its CSV show it, and the
 * sessions CSV carries it last, after every column whose position the table fixes.
 */
export const BODY_FAT_COLUMN: SessionColumn = {
  key: BODY_FAT_COLUMN_KEY,
  header: 'Body Fat',
  unitKind: 'none',
  fixedUnit: '%',
};

/**
 * Body fat % as the summary computes it (Jackson-Pollock density, then Siri; formulas §5-6) from the record's own
 * skinfolds, age and sex, with the equation it came from (a history compares only like with like: decision 0081);
 * null when they do not make a complete equation or fall outside its range.
 */
export function recordBodyFat(record: NewSessionRecord): { value: number; method: string } | null {
  if ((record.sex !== 'MALE' && record.sex !== 'FEMALE') || record.age === null) return null;
  try {
    const result = bodyFatFromSkinfolds(record.sex, record.age, {
      abdominal: record.abdominal_skin,
      bicep: record.biceps_skin,
      calf: record.calf_skin,
      chest: record.chest_skin,
      midaxillary: record.midaxillary_skin,
      subscap: record.subscapular_skin,
      supraIliac: record.suprailiac_skin,
      thigh: record.thigh_skin,
      tricep: record.triceps_skin,
    });
    return result ? { value: result.value, method: result.method } : null;
  } catch {
    return null; // outside the equation's range: no figure rather than a crash
  }
}

/** The body-fat percentage of a record (see recordBodyFat), or null. */
export function recordBodyFatPercentage(record: NewSessionRecord): number | null {
  return recordBodyFat(record)?.value ?? null;
}

/**
 * Not Past Sessions columns either (decision 0151): a body fat measured another way and its method, after the skinfold
 * estimate's column in the sessions CSV; the history shows the value as its own measure.
 */
export const MEASURED_BODY_FAT_COLUMN: SessionColumn = {
  key: 'measuredBodyFat',
  header: MEASURED_BODY_FAT_LABEL,
  unitKind: 'none',
  fixedUnit: '%',
};
export const BODY_FAT_METHOD_COLUMN: SessionColumn = {
  key: 'measuredBodyFatMethod',
  header: 'Body Fat Method',
  unitKind: 'none',
};

/** How a record's measured body fat was measured, as shown ('Bioimpedance scale'); null without one. */
export function measuredBodyFatMethodLabel(
  record: Pick<NewSessionRecord, 'measuredBodyFat' | 'measuredBodyFatMethod'>,
): string | null {
  if (typeof record.measuredBodyFat !== 'number') return null;
  const method = bodyFatMethodOf(record.measuredBodyFatMethod);
  return method === null ? null : BODY_FAT_METHOD_LABELS[method];
}

/** The value of a column for a record: a stored field, or the computed body-fat percentage. */
export function columnValue(record: StoredSessionRecord, column: SessionColumn): string | number | null {
  if (column.key === BODY_FAT_COLUMN_KEY) return recordBodyFatPercentage(record);
  if (column.key === 'measuredBodyFatMethod') return measuredBodyFatMethodLabel(record);
  return record[column.key] ?? null;
}

/**
 * The columns of the CSV export: the key, the 30 table columns in the table's order (so a tool reading the CSV by
 * position finds the table), the six fields the table leaves out, then the computed body-fat percentage and a body fat
 * measured another way with its method (decision 0151).
 */
export const EXPORT_COLUMNS: readonly SessionColumn[] = [
  { key: 'timestamp', header: 'Session', unitKind: 'none' },
  ...PAST_SESSION_COLUMNS,
  { key: 'activity_level', header: 'Activity Level', unitKind: 'none' },
  { key: 'max_heart_rate', header: 'Max Heart Rate', unitKind: 'none', fixedUnit: 'bpm' },
  { key: 'biceps_skin', header: 'Biceps Skinfold', unitKind: 'none', fixedUnit: 'mm' },
  { key: 'calf_skin', header: 'Calf Skinfold', unitKind: 'none', fixedUnit: 'mm' },
  { key: 'midaxillary_skin', header: 'Midaxillary Skinfold', unitKind: 'none', fixedUnit: 'mm' },
  { key: 'subscapular_skin', header: 'Subscapular Skinfold', unitKind: 'none', fixedUnit: 'mm' },
  BODY_FAT_COLUMN,
  MEASURED_BODY_FAT_COLUMN,
  BODY_FAT_METHOD_COLUMN,
];

/** The unit a column's values are shown in, or null when it has none (text, counts). */
export function columnUnit(column: SessionColumn, metric: boolean): string | null {
  switch (column.unitKind) {
    case 'mass':
      return metric ? 'kg' : 'lb';
    case 'length':
    case 'circumference':
      return metric ? 'cm' : 'in';
    case 'none':
      return column.fixedUnit ?? null;
  }
}

/** 'Weight (kg)', 'Weight (lb)', 'Pushups'. */
export function columnHeader(column: SessionColumn, metric: boolean): string {
  const unit = columnUnit(column, metric);
  return unit === null ? column.header : `${column.header} (${unit})`;
}

// ---------------------------------------------------------------------------------------------------------
// Units

/**
 * A stored metric value in the user's units, rounded half-up to 2 decimals (the rounding happens only here, for what
 * is shown or exported), with the app's own conversions (src/calculators/units: kg × 2.2, cm × 0.3937); null when the
 * value cannot be converted (e.g. a negative length left by an older version).
 */
export function toUserUnits(value: number, unitKind: UnitKind, metric: boolean): number | null {
  try {
    let converted = value;
    if (!metric && unitKind === 'mass') converted = kgToLb(value);
    if (!metric && (unitKind === 'length' || unitKind === 'circumference')) converted = cmToInches(value);
    return Number.isFinite(converted) ? roundHalfUp(converted, 2) : null;
  } catch {
    return null;
  }
}
