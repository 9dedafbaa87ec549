// The columns of the Past Sessions table (spec §9; decision 0120) and of the session exports: header, unit and value.
import { bodyFatFromSkinfolds } from '@/calculators/siriBodyFat';
import { BODY_FAT_METHOD_LABELS, MEASURED_BODY_FAT_LABEL, bodyFatMethodOf } from '@/domain/bodyFatMethods';
import type { SessionField, MeasuredBodyFatField, NewSessionRecord, StoredSessionRecord } from './sessionRecord';

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

// Units
