// The /strength form as text: initial values from the profile, when Submit is enabled, and the entry it submits (in kg).
import { isValidNumber } from '@/components/numberFieldRules';
import { missingLabels, type RequiredField } from '@/components/submitHint';
import type { MuscularFitnessEntry } from '@/profile/builders/muscularFitnessUpdate';
import type { UserProfile } from '@/profile/profileTypes';
import {
  BENCH_PRESS_RULES,
  LEG_PRESS_RULES,
  MUSCULAR_AGE_RULES,
  bodyWeightRules,
  isGripPairValid,
} from './strengthFieldRules';
import { enteredKg, enteredNumber, weightText, weightUnit } from './strengthFormText';

export interface MuscularFitnessForm {
  sex: string;
  age: string;
  weight: string;
  legPress: string;
  benchPress: string;
  gripLeft: string;
  gripRight: string;
}

/** Stored lifts in the user's units; sex, age and weight start empty (they are asked only when missing). */
export function muscularFormFromProfile(user: UserProfile): MuscularFitnessForm {
  const metric = user.prefers_metric;
  return {
    sex: '',
    age: '',
    weight: '',
    legPress: weightText(user.legPress?.legPress, metric),
    benchPress: weightText(user.benchPress?.benchPress, metric),
    gripLeft: weightText(user.gripStrength?.left, metric),
    gripRight: weightText(user.gripStrength?.right, metric),
  };
}

/** spec §5: Submit needs sex, age, leg press and bench press; whatever else is typed must be valid too. */
export function canSubmitMuscularForm(form: MuscularFitnessForm, user: UserProfile): boolean {
  const sexKnown = user.sex !== null || form.sex === 'MALE' || form.sex === 'FEMALE';
  const ageKnown = user.age !== null || isValidNumber(form.age, MUSCULAR_AGE_RULES);
  const weightOk =
    user.currentWeight !== null ||
    form.weight.trim() === '' ||
    isValidNumber(form.weight, bodyWeightRules(user.prefers_metric));
  return (
    sexKnown &&
    ageKnown &&
    weightOk &&
    isValidNumber(form.legPress, LEG_PRESS_RULES) &&
    isValidNumber(form.benchPress, BENCH_PRESS_RULES) &&
    isGripPairValid(form.gripLeft, form.gripRight)
  );
}

/** The fields' labels in the user's unit: shown on the form and named when Submit waits for them. */
export function muscularLabels(metric: boolean) {
  const unit = weightUnit(metric);
  return {
    sex: 'Sex',
    age: 'Age (years)',
    weight: `Weight (${unit})`,
    legPress: `Leg press 1RM (${unit})`,
    benchPress: `Bench press 1RM (${unit})`,
    gripLeft: `Grip strength, left hand (${unit})`,
    gripRight: `Grip strength, right hand (${unit})`,
  } as const;
}

/** The required fields still empty: sex and age when the profile lacks them, both lifts, and the other hand of a grip begun. */
export function muscularMissing(form: MuscularFitnessForm, user: UserProfile): string[] {
  const labels = muscularLabels(user.prefers_metric);
  const required: RequiredField[] = [];
  if (user.sex === null) required.push([labels.sex, form.sex]);
  if (user.age === null) required.push([labels.age, form.age]);
  required.push([labels.legPress, form.legPress], [labels.benchPress, form.benchPress]);
  if (`${form.gripLeft}${form.gripRight}`.trim() !== '')
    required.push([labels.gripLeft, form.gripLeft], [labels.gripRight, form.gripRight]);
  return missingLabels(required);
}

/** The entry for muscularFitnessUpdate: weights converted to kg once (lb / 2.2), empty fields as null. */
export function muscularEntry(form: MuscularFitnessForm, metric: boolean): MuscularFitnessEntry {
  return {
    sex: form.sex || null,
    age: enteredNumber(form.age),
    weightKg: enteredKg(form.weight, metric),
    legPressKg: enteredKg(form.legPress, metric) ?? Number.NaN,
    benchPressKg: enteredKg(form.benchPress, metric) ?? Number.NaN,
    gripLeftKg: enteredKg(form.gripLeft, metric),
    gripRightKg: enteredKg(form.gripRight, metric),
  };
}
