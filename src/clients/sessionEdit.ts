// Editing an earlier session on purpose from a client's history (decision 0102, decision 0137): which values the
// editor offers, what it shows for a record, and the pure builder that turns what was typed into the record's new
// values. Validation is the forms' own: the bounds of src/profile/sessionRecordLimits.ts (decision 0135).
import { roundHalfUp } from '@/calculators/rounding';
import { bmi } from '@/calculators/bodyMassIndex';
import { inchesToCm, lbToKg } from '@/calculators/units';
import { MeasurementInputError } from '@/profile/builders/measurementInputError';
import { toUserUnits } from '@/profile/userUnits';
import { type SessionNumberField, type StoredSessionRecord } from '@/profile/sessionRecord';
import { SESSION_FIELD_LIMITS } from '@/profile/sessionRecordLimits';
import { typedNumber } from '@/domain/typedNumber';
import { MEASURES, measureUnit, type Measure } from './historyMeasures';

/** One value the editor offers: the history's measure (its label and unit), stored under a record field. */
export interface EditableMeasure {
  readonly field: SessionNumberField;
  readonly measure: Measure;
}

/**
 * The values an earlier session's editor offers: every measure its history shows, except BMI, which no form takes
 * (it follows from the weight and the session's height) and the body fat, computed from the skinfolds.
 */
export const EDITABLE_MEASURES: readonly EditableMeasure[] = MEASURES.flatMap((measure) =>
  measure.field === 'bmi' || !(measure.field in SESSION_FIELD_LIMITS)
    ? []
    : [{ field: measure.field as SessionNumberField, measure }],
);

/** The typed text of each editable field, by field. */
export type SessionEditTexts = Readonly<Partial<Record<SessionNumberField, string>>>;

/** The new values of an edited record's fields (metric, as stored); a cleared field is null. */
export type SessionEditValues = Readonly<Partial<Record<SessionNumberField, number | null>>>;

/** The editor's label for a field: 'Weight (lb)', 'Pushups'. */
export function editLabel(editable: EditableMeasure, metric: boolean): string {
  const unit = editable.measure.countNoun ? null : measureUnit(editable.measure, metric);
  return unit ? `${editable.measure.label} (${unit})` : editable.measure.label;
}

/** What the editor shows first for a record: each value in the user's units, empty where none was measured. */
export function editTexts(record: StoredSessionRecord, metric: boolean): Record<SessionNumberField, string> {
  const texts = {} as Record<SessionNumberField, string>;
  for (const { field, measure } of EDITABLE_MEASURES) {
    const value = record[field];
    const shown = value === null ? null : toUserUnits(value, measure.unitKind, metric);
    texts[field] = shown === null ? '' : String(shown);
  }
  return texts;
}

function metricValue(editable: EditableMeasure, typed: number, metric: boolean): number {
  if (metric) return typed;
  // The app's own conversions (src/calculators/units: formulas §1), back to the stored units.
  if (editable.measure.unitKind === 'mass') return lbToKg(typed);
  if (editable.measure.unitKind === 'length' || editable.measure.unitKind === 'circumference') return inchesToCm(typed);
  return typed;
}

function rangeText(editable: EditableMeasure, metric: boolean): string {
  const limit = SESSION_FIELD_LIMITS[editable.field];
  const min = toUserUnits(limit.min, editable.measure.unitKind, metric) ?? limit.min;
  const max = toUserUnits(limit.max, editable.measure.unitKind, metric) ?? limit.max;
  return `${editable.measure.label} must be ${limit.integer ? 'a whole number' : 'a number'} from ${min} to ${max}, or empty when it was not measured`;
}

/**
 * The record's new values from what was typed (decision 0137): only the fields whose text changed are read (so a
 * value shown rounded in other units is never rewritten by the round trip), each converted back to the stored units
 * and checked against its form's bounds; an emptied field means 'not measured' (null). When the weight changes and the
 * session has a height, its BMI follows (formulas §2). Throws MeasurementInputError naming the first field out of range.
 */
export function buildSessionEdit(
  record: StoredSessionRecord,
  typed: SessionEditTexts,
  metric: boolean,
): SessionEditValues {
  const before = editTexts(record, metric);
  const values: Partial<Record<SessionNumberField, number | null>> = {};
  for (const editable of EDITABLE_MEASURES) {
    const text = typed[editable.field];
    if (text === undefined || text.trim() === before[editable.field].trim()) continue;
    if (text.trim() === '') {
      values[editable.field] = null;
      continue;
    }
    const number = typedNumber(text);
    const stored = Number.isFinite(number) ? metricValue(editable, number, metric) : Number.NaN;
    const limit = SESSION_FIELD_LIMITS[editable.field];
    const inRange =
      Number.isFinite(stored) &&
      stored >= limit.min &&
      stored <= limit.max &&
      (!limit.integer || Number.isInteger(stored));
    if (!inRange) throw new MeasurementInputError(rangeText(editable, metric), editable.field);
    values[editable.field] = limit.integer ? stored : roundHalfUp(stored, 2);
  }
  if ('current_weight' in values) {
    const weight = values.current_weight ?? null;
    values.bmi = weight !== null && record.height !== null ? bmiOrNull(weight, record.height) : null;
  }
  return values;
}

/** The BMI of a weight and height (formulas §2), or null when the pair is outside the formula's range. */
function bmiOrNull(weightKg: number, heightCm: number): number | null {
  try {
    return bmi(weightKg, heightCm);
  } catch {
    return null;
  }
}
