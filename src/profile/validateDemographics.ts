// Demographics submit validation (spec §5 "Demographics"): the specification's messages, metric output.
import { ACTIVITY_LEVELS, SEXES, type ActivityLevel, type Sex } from '@/domain/person';
import type { Demographics } from './demographics';
import { feetInchesToCm, lbToKg } from '@/calculators/units';
import { typedNumber } from '@/domain/typedNumber';
import { MeasurementInputError } from '@/profile/builders/measurementInputError';
import { DEMOGRAPHICS_AGE, HEIGHT_CM, WEIGHT_KG, WEIGHT_LB, isValidName, withinLimit } from './profileLimits';

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
  if (!isValidName(fname)) throw new MeasurementInputError(DEMOGRAPHICS_MESSAGES.name, 'fname');
  if (!isValidName(lname)) throw new MeasurementInputError(DEMOGRAPHICS_MESSAGES.name, 'lname');

  // Whole years only (decision 0034): 35.5 is refused with the age message rather than stored.
  const age = typedNumber(form.age);
  if (!withinLimit(age, DEMOGRAPHICS_AGE)) throw new MeasurementInputError(DEMOGRAPHICS_MESSAGES.age, 'age');

  if (!(SEXES as readonly string[]).includes(form.sex)) throw new MeasurementInputError(DEMOGRAPHICS_MESSAGES.sex, 'sex');
  const sex = form.sex as Sex;

  const typedWeight = typedNumber(form.currentWeight);
  const typedGoal = typedNumber(form.goalWeight);
  const currentWeight = prefersMetric ? typedWeight : converted(() => lbToKg(typedWeight));
  const goalWeight = prefersMetric ? typedGoal : converted(() => lbToKg(typedGoal));
  // Decision 0034: both weights 40-200 kg (88-440 lb); the typed number is checked in its own unit, then in kg.
  const typedLimit = prefersMetric ? WEIGHT_KG : WEIGHT_LB;
  if (!withinLimit(typedWeight, typedLimit) || !withinLimit(currentWeight, WEIGHT_KG)) {
    throw new MeasurementInputError(DEMOGRAPHICS_MESSAGES.weight, 'currentWeight');
  }
  if (!withinLimit(typedGoal, typedLimit) || !withinLimit(goalWeight, WEIGHT_KG)) {
    throw new MeasurementInputError(DEMOGRAPHICS_MESSAGES.weight, 'goalWeight');
  }

  const height = prefersMetric
    ? typedNumber(form.heightCm)
    : converted(() => feetInchesToCm(typedNumber(form.heightFeet), typedNumber(form.heightInches || '0')));
  if (!withinLimit(height, HEIGHT_CM)) {
    throw new MeasurementInputError(DEMOGRAPHICS_MESSAGES.height, prefersMetric ? 'heightCm' : 'heightFeet');
  }

  const activityLevel = (ACTIVITY_LEVELS as readonly string[]).includes(form.activityLevel)
    ? (form.activityLevel as ActivityLevel)
    : 'moderately active';

  return { fname, lname, age, sex, height, currentWeight, goalWeight, activityLevel };
}
