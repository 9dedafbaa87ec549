// The skinfolds form: text per site (mm in every unit system), its inline rules and the millimetres it submits.
import { skinfoldRange, type SkinfoldValuesMm } from '@/profile/builders/skinfoldsUpdate';
import { type UserProfile } from '@/profile/profileTypes';
import { SKINFOLD_SITES, type SkinfoldSite } from '@/domain/bodySites';
import { isValidNumber, type NumberRules } from '@/components/numberFieldRules';
import { enteredNumber, storedText } from './formText';

export type SkinfoldForm = Record<SkinfoldSite, string>;

/** spec §5 "Measurement forms": number, min 0, step 0.5, max 500 except biceps max 50, not required. */
export function skinfoldRules(site: SkinfoldSite): NumberRules {
  return skinfoldRange(site);
}

export function skinfoldFormFromProfile(user: UserProfile): SkinfoldForm {
  return Object.fromEntries(SKINFOLD_SITES.map((site) => [site, storedText(user.skinfolds[site], 2)])) as SkinfoldForm;
}

/** No site is required, but at least one must be entered and every entered one must pass its rules. */
export function isSkinfoldFormValid(form: SkinfoldForm): boolean {
  const entered = SKINFOLD_SITES.filter((site) => form[site].trim() !== '');
  return entered.length > 0 && entered.every((site) => isValidNumber(form[site], skinfoldRules(site)));
}

/** What a grey Submit waits for when no site is entered yet (any one will do). */
export const ANY_SKINFOLD = 'at least one skinfold site';

/** The hint's missing fields: none once a site is entered (no single site is required). */
export function skinfoldMissing(form: SkinfoldForm): string[] {
  return SKINFOLD_SITES.some((site) => form[site].trim() !== '') ? [] : [ANY_SKINFOLD];
}

/** Millimetres to submit; an empty site is null (not measured). */
export function skinfoldValuesMm(form: SkinfoldForm): SkinfoldValuesMm {
  return Object.fromEntries(SKINFOLD_SITES.map((site) => [site, enteredNumber(form[site])])) as SkinfoldValuesMm;
}
