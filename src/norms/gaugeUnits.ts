// The units, resolutions and lookup decimals of every result a gauge shows, as the result screens show them.
import type { NormTableKey, ThresholdTableKey } from './normTables';

export interface GaugeUnit {
  /** Name of the measure in sentences. */
  readonly name: string;
  /** Unit after a number; a count (`singular` set) takes the noun form ('1 pushup', '2 pushups'). */
  readonly unit: string;
  readonly singular?: string;
  /** Decimals the value is looked up at (norms.json conventions.rounding) or shown at; used for the figures. */
  readonly decimals: number;
  /** Resolution of the value: the step that crosses an exclusive limit (BMI 0.01, waist 0.1 cm, mmHg 1). */
  readonly step: number;
}

/** Units and resolutions of every result, as the result screens show them. */
export const UNITS: Readonly<Record<NormTableKey, GaugeUnit>> = {
  pushups: { name: 'Pushups', unit: 'pushups', singular: 'pushup', decimals: 0, step: 1 },
  vo2max: { name: 'VO2 max', unit: 'mL/kg/min', decimals: 2, step: 0.01 },
  benchPress: { name: 'Bench press', unit: '× body weight', decimals: 2, step: 0.01 },
  legPress: { name: 'Leg press', unit: '× body weight', decimals: 2, step: 0.01 },
  gripStrength: { name: 'Grip strength', unit: 'kg', decimals: 1, step: 0.1 },
  sitAndReach: { name: 'Sit and reach', unit: 'cm', decimals: 1, step: 0.5 },
  bodyFat: { name: 'Body fat', unit: '% body fat', decimals: 1, step: 0.1 },
  bmi: { name: 'BMI', unit: 'kg/m²', decimals: 2, step: 0.01 },
  waistRisk: { name: 'Waist circumference', unit: 'cm', decimals: 1, step: 0.1 },
  bloodPressure: { name: 'Blood pressure', unit: 'mmHg', decimals: 0, step: 1 },
};

/** Decimals the classifier rounds a value to before the lookup (norms.json conventions.rounding); absent = as entered. */
export const LOOKUP_DECIMALS: Readonly<Partial<Record<ThresholdTableKey, number>>> = {
  vo2max: 2,
  benchPress: 2,
  legPress: 2,
  bodyFat: 1,
};
