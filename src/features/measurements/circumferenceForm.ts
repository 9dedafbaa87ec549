// The circumferences form: its text per site, in the user's units, and the centimetres it submits (converted once).
import { cmToInches } from '@/calculators/units';
import { typedCm } from '@/profile/typedUnits';
import { roundHalfUp } from '@/calculators/rounding';
import { CIRCUMFERENCE_RANGE_CM, type CircumferenceValuesCm } from '@/profile/builders/circumferencesUpdate';
import type { UserProfile } from '@/profile/profileTypes';
import { isValidNumber, type NumberRules } from '@/components/numberFieldRules';
import { missingLabels } from '@/components/submitHint';
import type { CircumferenceFormSite } from './circumferenceSites';
import { CIRCUMFERENCE_SITE_TEXTS } from './circumferenceSites';
import { enteredNumber, storedText } from './formText';

export type CircumferenceForm = Record<CircumferenceFormSite, string>;

/** Stored centimetres of a site (the waist lives in waistCircumference.wc). */
function storedCm(user: UserProfile, site: CircumferenceFormSite): number | null {
  return site === 'waist' ? (user.waistCircumference?.wc ?? null) : user.circumferences[site];
}

/** Stored cm shown in the user's units: cm, or in = cm × 0.3937, 2 decimals. */
function shown(cm: number | null, metric: boolean): string {
  if (cm === null) return '';
  return storedText(metric ? cm : cmToInches(cm), 2);
}

export function circumferenceFormFromProfile(user: UserProfile): CircumferenceForm {
  const metric = user.prefers_metric;
  return Object.fromEntries(
    CIRCUMFERENCE_SITE_TEXTS.map(({ site }) => [site, shown(storedCm(user, site), metric)]),
  ) as CircumferenceForm;
}

/** spec §5 "Measurement forms": 0-500 (cm); in inches 500 × 0.3937 = 196.85, which stays within 500 cm once converted. */
export function circumferenceRules(metric: boolean): NumberRules {
  return {
    min: CIRCUMFERENCE_RANGE_CM.min,
    max: metric ? CIRCUMFERENCE_RANGE_CM.max : roundHalfUp(cmToInches(CIRCUMFERENCE_RANGE_CM.max), 2),
  };
}

/** Every site is required (spec §5 "Measurement forms") and must pass its inline rules. */
export function isCircumferenceFormValid(form: CircumferenceForm, metric: boolean): boolean {
  const rules = circumferenceRules(metric);
  return CIRCUMFERENCE_SITE_TEXTS.every(({ site }) => isValidNumber(form[site], rules));
}

/** A site's field label in the form's unit: shown on the form and named when Submit waits for it. */
export function circumferenceFieldLabel(label: string, metric: boolean): string {
  return `${label} (${metric ? 'cm' : 'in'})`;
}

/** The sites still empty (every one is required), by their field labels. */
export function circumferenceMissing(form: CircumferenceForm, metric: boolean): string[] {
  return missingLabels(
    CIRCUMFERENCE_SITE_TEXTS.map(({ site, label }) => [circumferenceFieldLabel(label, metric), form[site]]),
  );
}

/**
 * Centimetres to submit: a field still showing its stored value sends the stored centimetres (no back-and-forth
 * rounding); anything typed is converted once, inches × 2.54 (decision 0015).
 */
export function circumferenceValuesCm(form: CircumferenceForm, user: UserProfile): CircumferenceValuesCm {
  const metric = user.prefers_metric;
  const unchanged = circumferenceFormFromProfile(user);
  const cm = (site: CircumferenceFormSite): number | null => {
    const stored = storedCm(user, site);
    if (stored !== null && form[site] === unchanged[site]) return stored;
    const typed = enteredNumber(form[site]);
    return typed === null ? null : typedCm(typed, metric);
  };
  return {
    abdomen: cm('abdomen'),
    arm: cm('arm'),
    buttocks: cm('buttocks'),
    calf: cm('calf'),
    forearm: cm('forearm'),
    hips: cm('hips'),
    midthigh: cm('midthigh'),
    waist: cm('waist') ?? Number.NaN,
  };
}
