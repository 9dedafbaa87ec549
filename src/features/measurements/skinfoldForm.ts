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

/** Millimetres to submit; an empty site is null (not measured). */
export function skinfoldValuesMm(form: SkinfoldForm): SkinfoldValuesMm {
  return Object.fromEntries(SKINFOLD_SITES.map((site) => [site, enteredNumber(form[site])])) as SkinfoldValuesMm;
}
