// Builds the profile update for skinfolds: body density (Jackson-Pollock) and body fat (Siri) with its category, and its reset.
import { SKINFOLD_RANGE } from '@/calculators/bodyDensity';
import type { CalculatorRangeError } from '@/calculators/CalculatorRangeError';
import { bodyFatFromSkinfolds } from '@/calculators/siriBodyFat';
import { classifyBodyFat } from '@/norms/classifiers';
import { type UserProfile } from '@/profile/profileTypes';
import { SKINFOLD_LABELS, SKINFOLD_SITES, emptySkinfolds, type SkinfoldSite, type Skinfolds } from '@/domain/bodySites';
import type { ProfileUpdate, Requirement } from '@/profile/profileUpdate';
import { requireMeasurement, withCalculatorMessage } from './measurementInputError';

/** What the form sends, in millimetres; a site left empty is null (not measured). */
export type SkinfoldValuesMm = Readonly<Partial<Record<SkinfoldSite, number | null>>>;

/** The equations depend on sex and age (spec §2 "Skinfolds" and spec §4). */
export const SKINFOLDS_REQUIRES: readonly Requirement[] = ['sex', 'age'];

/** mm, per site (spec §5 "Measurement forms": min 0, max 500, biceps max 50). */
export function skinfoldRange(site: SkinfoldSite): { min: number; max: number } {
  return { min: SKINFOLD_RANGE.min, max: site === 'bicep' ? SKINFOLD_RANGE.bicepMax : SKINFOLD_RANGE.max };
}

/** The form field of a site: abdominalSkin … thighSkin (spec §3). */
export function skinfoldFieldName(site: SkinfoldSite): string {
  return `${site}Skin`;
}

export const SKINFOLD_DENSITY_MESSAGE =
  'These skinfolds give a body density outside the Siri equation (0-100 % body fat). Please check the entries and measure again.';
export const SKINFOLD_AGE_MESSAGE = 'Body composition needs an age from 18 to 100. Please check the Demographic Form.';

function storedSkinfolds(valuesMm: SkinfoldValuesMm): Skinfolds {
  const skinfolds = emptySkinfolds();
  for (const site of SKINFOLD_SITES) {
    const mm = valuesMm[site];
    if (mm === null || mm === undefined) continue;
    const range = skinfoldRange(site);
    skinfolds[site] = requireMeasurement(
      mm,
      range,
      `${SKINFOLD_LABELS[site]} skinfold must be ${range.min} to ${range.max} mm`,
      skinfoldFieldName(site),
    );
  }
  return skinfolds;
}

function calculatorMessage(error: CalculatorRangeError): string {
  return error.field === 'age' ? SKINFOLD_AGE_MESSAGE : SKINFOLD_DENSITY_MESSAGE;
}

/**
 * Stores the nine sites; when the sex's 7-site or a 3-site equation is complete (the calculators' selection), also
 * the unrounded body density and bodyComp { percentage (Siri, 1 dp), category, equation (its name) }; otherwise
 * both null. Throws MeasurementInputError for a site out of range or a density outside Siri's model. Needs sex and age.
 */
export function skinfoldsUpdate(user: UserProfile, valuesMm: SkinfoldValuesMm): ProfileUpdate {
  const skinfolds = storedSkinfolds(valuesMm);
  const { sex, age } = user;
  const base = { label: 'Skinfolds', requires: SKINFOLDS_REQUIRES };
  if (sex === null || age === null) return { ...base, patch: { skinfolds } }; // refused by the machine, naming what is missing
  const bodyFat = withCalculatorMessage(
    () => bodyFatFromSkinfolds(sex, age, skinfolds),
    calculatorMessage,
    'skinfolds',
  );
  return {
    ...base,
    patch: {
      skinfolds,
      bodyDensity: bodyFat ? bodyFat.density.value : null,
      bodyComp: bodyFat
        ? {
            percentage: bodyFat.value,
            category: classifyBodyFat(sex, age, bodyFat.value),
            equation: bodyFat.density.method,
          }
        : null,
    },
  };
}

/** Reset: every site, the density and the body composition back to null. */
export function skinfoldsReset(): ProfileUpdate {
  return {
    label: 'Skinfolds',
    requires: [],
    patch: { skinfolds: emptySkinfolds(), bodyDensity: null, bodyComp: null },
  };
}

/** True when the profile holds anything the skinfolds screen stores (Reset is enabled). */
export function hasStoredSkinfolds(user: UserProfile): boolean {
  return (
    user.bodyComp !== null || user.bodyDensity !== null || SKINFOLD_SITES.some((site) => user.skinfolds[site] !== null)
  );
}
