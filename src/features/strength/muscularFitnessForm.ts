// The /strength form as text: initial values from the profile, when Submit is enabled, and the entry it submits (in kg).
import { isValidNumber } from '@/components/numberFieldRules';
import type { MuscularFitnessEntry } from '@/profile/builders/muscularFitnessUpdate';
import type { UserProfile } from '@/profile/profileTypes';
import {
  BENCH_PRESS_RULES, LEG_PRESS_RULES, MUSCULAR_AGE_RULES, bodyWeightRules, isGripPairValid,
} from './strengthFieldRules';
import { enteredKg, enteredNumber, weightText } from './strengthFormText';

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
  const weightOk = user.currentWeight !== null || form.weight.trim() === '' || isValidNumber(form.weight, bodyWeightRules(user.prefers_metric));
  return sexKnown && ageKnown && weightOk
    && isValidNumber(form.legPress, LEG_PRESS_RULES) && isValidNumber(form.benchPress, BENCH_PRESS_RULES)
    && isGripPairValid(form.gripLeft, form.gripRight);
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
