// The norm bands of a history's measures: a category's value interval for the person's age and sex, from the existing
// norm tables (src/norms) with their sources.
import { roundHalfUp } from '@/calculators/rounding';
import { classifyBloodPressure } from '@/norms/classifiers';
import { findAgeGroup, isSex } from '@/norms/classifyByBounds';
import { formatCategory } from '@/norms/formatCategory';
import {
  BLOOD_PRESSURE,
  ageGroupBands,
  type AgeGroupBand,
  type Interval,
  type ThresholdTable,
} from '@/norms/normTables';
import { toUserUnits } from '@/profile/userUnits';
import { type StoredSessionRecord } from '@/profile/sessionRecord';

/**
 * One band of a chart: a category's value interval for the person's age and sex. A null end is open (the chart starts
 * an open lower end at its own lower edge).
 */
export type NormBand = AgeGroupBand;

/** Bands of an age-and-sex table for a sex and age, best category first (the gauges' bands, ageGroupBands). */
export function thresholdBands(table: ThresholdTable, sex: unknown, age: unknown): NormBand[] | null {
  if (!isSex(sex)) return null;
  const group = findAgeGroup(table, age);
  return group ? ageGroupBands(table, sex, group.label) : null;
}

/** The bands of a table for the person of the latest session. */
export function personBands(table: ThresholdTable) {
  return (latest: StoredSessionRecord): NormBand[] | null => thresholdBands(table, latest.sex, latest.age);
}

/**
 * Bench and leg press are classed on the lift / body weight ratio (norms.json#benchPress, #legPress): the bands in kg
 * are the ratio limits times the latest session's body weight, so they hold for that weight only (the note says so).
 */
export function pressBands(table: ThresholdTable) {
  return (latest: StoredSessionRecord): NormBand[] | null => {
    const weight = latest.current_weight;
    if (weight === null || weight <= 0) return null;
    const scale = (value: number | null) => (value === null ? null : value * weight);
    return (
      thresholdBands(table, latest.sex, latest.age)?.map((b) => ({ ...b, from: scale(b.from), to: scale(b.to) })) ??
      null
    );
  };
}

export function pressBandsNote(latest: StoredSessionRecord, metric: boolean): string | null {
  const converted = latest.current_weight === null ? null : toUserUnits(latest.current_weight, 'mass', metric);
  if (converted === null) return null;
  const weight = roundHalfUp(converted, 1);
  return (
    `Bands for a body weight of ${weight} ${metric ? 'kg' : 'lb'} (the latest session): the norm is the lift divided by ` +
    'body weight, so each session in the table is classed with its own weight.'
  );
}

/**
 * One blood-pressure reading's bands from the JNC 7 classes (norms.json#bloodPressure): each class from its lower limit
 * for that reading to the next class's.
 */
export function bloodPressureBands(reading: 'sbpFrom' | 'dbpFrom') {
  return (): NormBand[] =>
    BLOOD_PRESSURE.classes.map((c, i) => ({
      category: c.label,
      from: c[reading],
      fromInclusive: true,
      to: BLOOD_PRESSURE.classes[i + 1]?.[reading] ?? null,
      toInclusive: false,
    }));
}

export const BLOOD_PRESSURE_NOTE =
  "Bands and the class beside each value are this reading's own; the blood pressure class " +
  'takes the more severe class of the systolic and the diastolic reading, and is written under each value.';

/** Under a blood-pressure value: the class of the two readings together (JNC 7), apart from the reading's own class. */
export function bloodPressureClassNote(record: StoredSessionRecord): string | null {
  const combined = classifyBloodPressure(record.systolic_blood_pressure, record.diastolic_blood_pressure);
  return combined ? `Blood pressure class: ${formatCategory(combined)}` : null;
}

export function intervalBands(intervals: readonly (Interval & { label: string })[]): NormBand[] {
  return intervals.map((c) => ({
    category: c.label,
    from: c.lower,
    fromInclusive: c.lowerInclusive,
    to: c.upper,
    toInclusive: c.upperInclusive,
  }));
}
