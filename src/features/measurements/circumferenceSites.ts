// The circumference sites in form order with their labels and standardized directions (ACSM's Guidelines, body composition).
import { CIRCUMFERENCE_LABELS, type CircumferenceSite } from '@/domain/bodySites';

export type CircumferenceFormSite = CircumferenceSite | 'waist';

export interface CircumferenceSiteText {
  readonly site: CircumferenceFormSite;
  readonly label: string;
  readonly directions: string;
}

/** spec §2: abdomen, arm, buttocks, calf, forearm, hips, mid thigh and waist. */
export const CIRCUMFERENCE_SITE_TEXTS: readonly CircumferenceSiteText[] = [
  {
    site: 'abdomen',
    label: CIRCUMFERENCE_LABELS.abdomen,
    directions: 'Horizontal, at the height of the top of the hip bones (iliac crest), usually level with the navel.',
  },
  {
    site: 'arm',
    label: CIRCUMFERENCE_LABELS.arm,
    directions:
      'Arm hanging relaxed at the side, palm facing the thigh: horizontal, halfway between the tip of the shoulder and the elbow.',
  },
  {
    site: 'buttocks',
    label: CIRCUMFERENCE_LABELS.buttocks,
    directions:
      'Feet together: horizontal, around the fullest part of the buttocks (where they stick out most behind).',
  },
  {
    site: 'calf',
    label: CIRCUMFERENCE_LABELS.calf,
    directions:
      'Feet about 20 cm (8 in) apart: around the largest part of the calf between knee and ankle, square to the leg.',
  },
  {
    site: 'forearm',
    label: CIRCUMFERENCE_LABELS.forearm,
    directions:
      'Arm hanging slightly away from the body, palm forward: around the largest part of the forearm, square to the arm.',
  },
  {
    site: 'hips',
    label: CIRCUMFERENCE_LABELS.hips,
    directions:
      'Feet together: horizontal, around the widest part of the hips, over the bony points at the sides (greater trochanters).',
  },
  {
    site: 'midthigh',
    label: CIRCUMFERENCE_LABELS.midthigh,
    directions:
      'One foot on a bench, knee bent to 90°: halfway between the groin crease and the top of the kneecap, square to the thigh.',
  },
  {
    site: 'waist',
    label: 'Waist',
    directions:
      'Arms at the sides, feet together, stomach relaxed: horizontal, at the narrowest part of the torso, above the navel ' +
      '(umbilicus) and below the bottom tip of the breastbone (xiphoid process), read at the end of a normal breath out.',
  },
];

/** The procedure for every site (ACSM's Guidelines; spec §2 "Circumferences"). */
export const CIRCUMFERENCE_PROCEDURE: readonly string[] = [
  'The person stands upright and relaxed; measure on bare skin or thin clothing.',
  'Use a flexible, inelastic tape. Lay it flat on the skin, snug but without pressing into the tissue underneath.',
  'Take two measurements at each site. If they differ by more than 5 mm (0.2 in), measure that site again.',
  'Go round the sites in turn rather than measuring one site twice in a row, so the skin settles between readings.',
  'Enter the average of the two readings. If you skip a site, enter 0 for it.',
];
