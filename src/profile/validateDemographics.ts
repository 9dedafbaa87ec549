// Demographics submit validation (spec §5 "Demographics"): the specification's messages, metric output.
import { ACTIVITY_LEVELS, SEXES, type ActivityLevel, type Sex } from '@/domain/person';
import type { Demographics } from './demographics';
import { feetInchesToCm, lbToKg } from '@/calculators/units';
import { typedNumber } from '@/domain/typedNumber';
import { MeasurementInputError } from '@/profile/builders/measurementInputError';

export const DEMOGRAPHICS_MESSAGES = {
  name: 'Check Name For Special Character',
  age: 'Age Is Outside Of Acceptable Bounds',
  sex: 'Sex Is Outside Testing Types',
  weight: 'Weight Is Outside Of Acceptable Bounds',
  height: 'Height is outside of the acceptable parameters',
} as const;


/** What the form holds: strings as typed, plus the unit system they were typed in. */
export interface DemographicsForm {
  fname: string;
  lname: string;
  age: string;
  sex: string;
  activityLevel: string;
  currentWeight: string;
  goalWeight: string;
  heightCm: string;
  heightFeet: string;
  heightInches: string;
}

export const NAME_PATTERN = '[A-Za-z]+';
const LETTERS_ONLY = /^[A-Za-z]+$/;

export const DEMOGRAPHIC_BOUNDS = {
  ageInput: { min: 0, max: 120 },
  ageSubmit: { min: 18, max: 100 },
  weightKg: { min: 40, max: 200 },
  weightLb: { min: 88, max: 400 },
  heightCm: { min: 50, max: 250 },
  heightFeet: { min: 3, max: 7 },
  heightInches: { min: 0, max: 11.5, step: 0.5 },
} as const;

/** A conversion of a typed value, or NaN when the value cannot be converted (the bounds check then reports it). */
function converted(convert: () => number): number {
  try {
    return convert();
  } catch {
    return Number.NaN;
  }
}

/** Converts the typed form to metric demographics, converting imperial exactly once (decision 0015); throws MeasurementInputError (the form's field). */
export function validateDemographics(form: DemographicsForm, prefersMetric: boolean): Demographics {
  const fname = form.fname.trim();
  const lname = form.lname.trim();
  if (!LETTERS_ONLY.test(fname)) throw new MeasurementInputError(DEMOGRAPHICS_MESSAGES.name, 'fname');
  if (!LETTERS_ONLY.test(lname)) throw new MeasurementInputError(DEMOGRAPHICS_MESSAGES.name, 'lname');

  const age = typedNumber(form.age);
  if (!Number.isFinite(age) || age < DEMOGRAPHIC_BOUNDS.ageSubmit.min || age > DEMOGRAPHIC_BOUNDS.ageSubmit.max) {
    throw new MeasurementInputError(DEMOGRAPHICS_MESSAGES.age, 'age');
  }

  if (!(SEXES as readonly string[]).includes(form.sex)) throw new MeasurementInputError(DEMOGRAPHICS_MESSAGES.sex, 'sex');
  const sex = form.sex as Sex;

  const typedWeight = typedNumber(form.currentWeight);
  const typedGoal = typedNumber(form.goalWeight);
  const currentWeight = prefersMetric ? typedWeight : converted(() => lbToKg(typedWeight));
  const goalWeight = prefersMetric ? typedGoal : converted(() => lbToKg(typedGoal));
  if (!Number.isFinite(currentWeight) || currentWeight < DEMOGRAPHIC_BOUNDS.weightKg.min) {
    throw new MeasurementInputError(DEMOGRAPHICS_MESSAGES.weight, 'currentWeight');
  }
  if (!Number.isFinite(goalWeight) || goalWeight < DEMOGRAPHIC_BOUNDS.weightKg.min || goalWeight > DEMOGRAPHIC_BOUNDS.weightKg.max) {
    throw new MeasurementInputError(DEMOGRAPHICS_MESSAGES.weight, 'goalWeight');
  }

  const height = prefersMetric
    ? typedNumber(form.heightCm)
    : converted(() => feetInchesToCm(typedNumber(form.heightFeet), typedNumber(form.heightInches || '0')));
  if (!Number.isFinite(height) || height < DEMOGRAPHIC_BOUNDS.heightCm.min || height > DEMOGRAPHIC_BOUNDS.heightCm.max) {
    throw new MeasurementInputError(DEMOGRAPHICS_MESSAGES.height, prefersMetric ? 'heightCm' : 'heightFeet');
  }

  const activityLevel = (ACTIVITY_LEVELS as readonly string[]).includes(form.activityLevel)
    ? (form.activityLevel as ActivityLevel)
    : 'moderately active';

  return { fname, lname, age, sex, height, currentWeight, goalWeight, activityLevel };
}
