// Builds the profile update for a circumferences submission (spec §2, §3, §5) and the update that clears it.
import { BODY_RATIO_RANGES, waistHeightRatio, waistHipRatio } from '@/calculators/bodyRatios';
import { classifyWaistRisk } from '@/norms/classifiers';
import { type UserProfile } from '@/profile/profileTypes';
import {
  CIRCUMFERENCE_LABELS,
  CIRCUMFERENCE_SITES,
  emptyCircumferences,
  type CircumferenceSite,
  type Circumferences,
} from '@/domain/bodySites';
import type { ProfileUpdate } from '@/profile/profileUpdate';
import { isInMeasurementRange, requireMeasurement } from './measurementInputError';
import { safely } from './safely';

/** What the form sends, in centimetres (imperial entries already × 2.54 once). Sites other than the waist may be absent. */
export type CircumferenceValuesCm = Readonly<Record<CircumferenceSite, number | null>> & { readonly waist: number };

/** cm: every site input is 0-500 (spec §5 "Measurement forms"); the waist must be 20-500 to be classified. */
export const CIRCUMFERENCE_RANGE_CM = { min: 0, max: 500 } as const;
export const WAIST_RANGE_CM = BODY_RATIO_RANGES.waistCm;

/** spec §8: the refusal when no sex is recorded. */
export const WAIST_SEX_MESSAGE = 'Sex is required before waist circumference can be calculated';
export const WAIST_RANGE_MESSAGE = 'Waist must be 20 to 500 cm (about 8 to 197 in)';

/** The form field of a site: abdomenCircumference … waistCircumference (spec §3). */
export function circumferenceFieldName(site: CircumferenceSite | 'waist'): string {
  return `${site}Circumference`;
}

function storedSites(valuesCm: CircumferenceValuesCm): Circumferences {
  const circumferences = emptyCircumferences();
  for (const site of CIRCUMFERENCE_SITES) {
    const cm = valuesCm[site];
    if (cm === null || cm === undefined) continue;
    circumferences[site] = requireMeasurement(
      cm,
      CIRCUMFERENCE_RANGE_CM,
      `${CIRCUMFERENCE_LABELS[site]} circumference must be 0 to 500 cm (about 0 to 197 in)`,
      circumferenceFieldName(site),
    );
  }
  return circumferences;
}

/**
 * Stores the seven sites and the waist with its risk category (own-sex thresholds, decision 0008), plus the
 * waist-to-hip ratio (when hips are 20-500 cm) and waist-to-height ratio (when a height is stored), 2 decimals.
 * Throws MeasurementInputError for a site outside 0-500 cm or a waist outside 20-500 cm. Needs sex (spec §4).
 */
export function circumferencesUpdate(user: UserProfile, valuesCm: CircumferenceValuesCm): ProfileUpdate {
  const circumferences = storedSites(valuesCm);
  const wc = requireMeasurement(valuesCm.waist, WAIST_RANGE_CM, WAIST_RANGE_MESSAGE, circumferenceFieldName('waist'));
  const hips = circumferences.hips;
  const height = user.height;
  return {
    label: 'Circumferences',
    requires: ['sex'],
    missingMessage: WAIST_SEX_MESSAGE,
    patch: {
      circumferences,
      waistCircumference: { wc, category: classifyWaistRisk(user.sex, wc) },
      waistHipRatio: isInMeasurementRange(hips, BODY_RATIO_RANGES.hipsCm)
        ? safely(() => waistHipRatio(wc, hips))
        : null,
      waistHeightRatio: isInMeasurementRange(height, BODY_RATIO_RANGES.heightCm)
        ? safely(() => waistHeightRatio(wc, height))
        : null,
    },
  };
}

/** Reset: the sites, the waist and both ratios back to null. */
export function circumferencesReset(): ProfileUpdate {
  return {
    label: 'Circumferences',
    requires: [],
    patch: {
      circumferences: emptyCircumferences(),
      waistCircumference: null,
      waistHipRatio: null,
      waistHeightRatio: null,
    },
  };
}

/** True when the profile holds anything the circumferences screen stores (Reset is enabled). */
export function hasStoredCircumferences(user: UserProfile): boolean {
  return user.waistCircumference !== null || CIRCUMFERENCE_SITES.some((site) => user.circumferences[site] !== null);
}
