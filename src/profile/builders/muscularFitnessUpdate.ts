// Builds the profile update for the /strength form (spec §2 "Muscular fitness form"): leg press, bench press and
// optional grip strength, plus sex, age and weight where the profile has none yet; and its reset.
import { bodyWeightGoal } from '@/calculators/bodyWeightGoal';
import { estimateHrMax } from '@/calculators/heartRateMax';
import { restingVo2 } from '@/calculators/oxygenUptake';
import { DEMOGRAPHICS_MESSAGES } from '@/profile/validateDemographics';
import { MUSCULAR_AGE, WEIGHT_KG } from '@/profile/profileLimits';
import { type UserProfile } from '@/profile/profileTypes';
import { SEXES, type Sex } from '@/domain/person';
import type { ProfileUpdate } from '@/profile/profileUpdate';
import { gripStrengthValue } from './gripStrengthUpdate';
import { MeasurementInputError, requireMeasurement } from './measurementInputError';
import { ONE_REP_MAX_REQUIRES, pressResult } from './oneRepMaxRatio';
import { reclassifyResults } from './reclassifyResults';
import { safely } from './safely';

export const GRIP_BOTH_HANDS_MESSAGE = 'Enter the grip strength of both hands, or leave both empty';

export interface MuscularFitnessEntry {
  /** Used only when the profile has no sex yet. */
  sex?: string | null;
  /** Used only when the profile has no age yet. */
  age?: number | null;
  /** kg; used only when the profile has no weight yet. */
  weightKg?: number | null;
  legPressKg: number;
  benchPressKg: number;
  /** kg, best left hand; optional together with the right hand. */
  gripLeftKg?: number | null;
  gripRightKg?: number | null;
}

const given = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/** The sex, age and weight the entry adds to a profile that lacks them (checked; spec §5 messages). */
function missingDemographics(user: UserProfile, entry: MuscularFitnessEntry): Partial<UserProfile> {
  const added: Partial<UserProfile> = {};
  if (user.sex === null && given(entry.sex) && entry.sex !== '') {
    if (!(SEXES as readonly string[]).includes(entry.sex))
      throw new MeasurementInputError(DEMOGRAPHICS_MESSAGES.sex, 'sex');
    added.sex = entry.sex as Sex;
  }
  if (user.age === null && given(entry.age)) {
    added.age = requireMeasurement(entry.age, MUSCULAR_AGE, DEMOGRAPHICS_MESSAGES.age, 'age');
  }
  if (user.currentWeight === null && given(entry.weightKg)) {
    added.currentWeight = requireMeasurement(entry.weightKg, WEIGHT_KG, DEMOGRAPHICS_MESSAGES.weight, 'currentWeight');
  }
  return added;
}

/** Values that follow from a newly added age or weight, as the demographics form derives them. */
function derivedFrom(added: Partial<UserProfile>, person: UserProfile): Partial<UserProfile> {
  const derived: Partial<UserProfile> = {};
  if (added.age !== undefined) derived.hrMax = safely(() => estimateHrMax(person.age as number).value);
  if (added.currentWeight !== undefined) {
    derived.restingVo2 = safely(() => restingVo2(person.currentWeight as number));
    if (person.goalWeight !== null)
      derived.bodyWeightGoal = safely(() =>
        bodyWeightGoal(person.currentWeight as number, person.goalWeight as number),
      );
  }
  return derived;
}

/**
 * Stores legPress, benchPress and (when both hands are given) gripStrength, classified for the person; fills sex,
 * age and weight when the profile has none (and re-derives every stored category then). Requires whichever of sex and
 * age neither the profile nor the entry gives; without a weight the lifts are stored without ratio and category. Throws MeasurementInputError for an invalid entry.
 */
export function muscularFitnessUpdate(user: UserProfile, entry: MuscularFitnessEntry): ProfileUpdate {
  const added = missingDemographics(user, entry);
  const person: UserProfile = { ...user, ...added };
  const leg = pressResult('legPress', person, entry.legPressKg, 'legPress');
  const bench = pressResult('benchPress', person, entry.benchPressKg, 'benchPress');
  const hasLeft = given(entry.gripLeftKg);
  if (hasLeft !== given(entry.gripRightKg))
    throw new MeasurementInputError(GRIP_BOTH_HANDS_MESSAGE, hasLeft ? 'gripRight' : 'gripLeft');
  const grip = hasLeft ? gripStrengthValue(person, entry.gripLeftKg as number, entry.gripRightKg as number) : undefined;

  // Without a weight the lifts are kept alone, their ratios and categories filled in once it is given (decision 0174).
  const requires = ONE_REP_MAX_REQUIRES.filter((key) => person[key] === null);

  const results: Partial<UserProfile> = {
    legPress: { legPress: leg.lift, category: leg.category, legPressRatio: leg.ratio },
    benchPress: { benchPress: bench.lift, category: bench.category, benchPressRatio: bench.ratio },
    ...(grip ? { gripStrength: grip } : {}),
  };
  const next: UserProfile = { ...person, ...results, ...derivedFrom(added, person) };
  const changed = Object.keys(added).length > 0;
  const patch = changed ? { ...added, ...derivedFrom(added, person), ...results, ...reclassifyResults(next) } : results;
  return { label: 'Muscular fitness', requires, patch };
}

/** Reset: no stored leg press, bench press or grip strength. */
export function muscularFitnessReset(): ProfileUpdate {
  return { label: 'Muscular fitness', requires: [], patch: { legPress: null, benchPress: null, gripStrength: null } };
}
