// Demographics submit validation (spec §5 "Demographics"): the specification's messages, metric output.
import { ACTIVITY_LEVELS, SEXES, type ActivityLevel, type Sex } from '@/domain/person';
import type { Demographics } from './demographics';
import { feetInchesToCm, lbToKg } from '@/calculators/units';
import { typedNumber } from '@/domain/typedNumber';
import { MeasurementInputError } from '@/profile/builders/measurementInputError';
import { DEMOGRAPHICS_AGE, HEIGHT_CM, WEIGHT_KG, WEIGHT_LB, isValidName, withinLimit } from './profileLimits';
import { ageOnDate } from './ageOnDate';
import { localDayKey, parseCalendarDay } from './calendarDate';

export const DEMOGRAPHICS_MESSAGES = {
  name: 'Check Name For Special Character',
  age: 'Age Is Outside Of Acceptable Bounds',
  sex: 'Sex Is Outside Testing Types',
  weight: 'Weight Is Outside Of Acceptable Bounds',
  height: 'Height is outside of the acceptable parameters',
  // Decision 0105 adds an optional date of birth; its messages follow the age's style and name the field.
  dateOfBirthInvalid: 'Date Of Birth Is Not A Valid Date',
  dateOfBirthFuture: 'Date Of Birth Is In The Future',
  dateOfBirthAge: 'Date Of Birth Gives An Age Outside Of Acceptable Bounds',
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
  /** Optional (decision 0105): `YYYY-MM-DD` or empty; with it the age is the age on the session's date. */
  dateOfBirth?: string;
}

/**
 * What is wrong with a typed date of birth on the session's date `onDate` (`YYYY-MM-DD`), or null when it is empty or
 * fine: a real day, not after the session's date, and an age within the form's age limits (decision 0105).
 */
export function dateOfBirthProblem(dateOfBirth: string, onDate: string): string | null {
  const typed = dateOfBirth.trim();
  if (typed === '') return null;
  if (!parseCalendarDay(typed)) return DEMOGRAPHICS_MESSAGES.dateOfBirthInvalid;
  const age = ageOnDate(typed, onDate);
  if (age === null || typed > onDate) return DEMOGRAPHICS_MESSAGES.dateOfBirthFuture;
  return withinLimit(age, DEMOGRAPHICS_AGE) ? null : DEMOGRAPHICS_MESSAGES.dateOfBirthAge;
}

/** The age a typed date of birth gives on `onDate`, or null when there is none or it gives no age. */
export function impliedAge(dateOfBirth: string | undefined, onDate: string): number | null {
  const typed = (dateOfBirth ?? '').trim();
  return typed === '' ? null : ageOnDate(typed, onDate);
}

/** A conversion of a typed value, or NaN when the value cannot be converted (the bounds check then reports it). */
function converted(convert: () => number): number {
  try {
    return convert();
  } catch {
    return Number.NaN;
  }
}

/**
 * A typed weight in kg (lb / 2.2 when imperial, converted once, decision 0015), checked as decision 0034 says: 40-200 kg
 * (88-440 lb), the typed number in its own unit, then in kg. Throws MeasurementInputError on `field`. The demographics
 * form checks both weights with it, and the group grid's weight column (decision 0154).
 */
export function checkedWeightKg(typed: number, prefersMetric: boolean, field: 'currentWeight' | 'goalWeight'): number {
  const kg = prefersMetric ? typed : converted(() => lbToKg(typed));
  const typedLimit = prefersMetric ? WEIGHT_KG : WEIGHT_LB;
  if (!withinLimit(typed, typedLimit) || !withinLimit(kg, WEIGHT_KG))
    throw new MeasurementInputError(DEMOGRAPHICS_MESSAGES.weight, field);
  return kg;
}

/**
 * Converts the typed form to metric demographics, converting imperial exactly once (decision 0015); throws
 * MeasurementInputError (the form's field). `onDate` is the session's date (`YYYY-MM-DD`, default today): with a date
 * of birth the age is the age on that day, whatever the age field holds, so the two can never disagree.
 */
export function validateDemographics(
  form: DemographicsForm,
  prefersMetric: boolean,
  onDate: string = localDayKey(new Date()),
): Demographics {
  const fname = form.fname.trim();
  const lname = form.lname.trim();
  if (!isValidName(fname)) throw new MeasurementInputError(DEMOGRAPHICS_MESSAGES.name, 'fname');
  if (!isValidName(lname)) throw new MeasurementInputError(DEMOGRAPHICS_MESSAGES.name, 'lname');

  const dateOfBirth = (form.dateOfBirth ?? '').trim();
  const birthProblem = dateOfBirthProblem(dateOfBirth, onDate);
  if (birthProblem) throw new MeasurementInputError(birthProblem, 'dateOfBirth');
  // Whole years only (decision 0034): 35.5 is refused with the age message rather than stored.
  const age = impliedAge(dateOfBirth, onDate) ?? typedNumber(form.age);
  if (!withinLimit(age, DEMOGRAPHICS_AGE)) throw new MeasurementInputError(DEMOGRAPHICS_MESSAGES.age, 'age');

  if (!(SEXES as readonly string[]).includes(form.sex))
    throw new MeasurementInputError(DEMOGRAPHICS_MESSAGES.sex, 'sex');
  const sex = form.sex as Sex;

  const currentWeight = checkedWeightKg(typedNumber(form.currentWeight), prefersMetric, 'currentWeight');
  const goalWeight = checkedWeightKg(typedNumber(form.goalWeight), prefersMetric, 'goalWeight');

  const height = prefersMetric
    ? typedNumber(form.heightCm)
    : converted(() => feetInchesToCm(typedNumber(form.heightFeet), typedNumber(form.heightInches || '0')));
  if (!withinLimit(height, HEIGHT_CM)) {
    throw new MeasurementInputError(DEMOGRAPHICS_MESSAGES.height, prefersMetric ? 'heightCm' : 'heightFeet');
  }

  const activityLevel = (ACTIVITY_LEVELS as readonly string[]).includes(form.activityLevel)
    ? (form.activityLevel as ActivityLevel)
    : 'moderately active';

  return {
    fname,
    lname,
    age,
    sex,
    height,
    currentWeight,
    goalWeight,
    activityLevel,
    dateOfBirth: dateOfBirth === '' ? null : dateOfBirth,
  };
}
