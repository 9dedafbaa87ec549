// The skinfold sites in form order with their standardized locations (ACSM's Guidelines, body composition) and the procedure.
import type { SkinfoldSite } from '@/domain/bodySites';

export interface SkinfoldSiteText {
  readonly site: SkinfoldSite;
  readonly directions: string;
}

/** spec §3 order: abdominal, bicep, tricep, chest, calf, midaxillary, subscap, supraIliac, thigh. */
export const SKINFOLD_SITE_TEXTS: readonly SkinfoldSiteText[] = [
  { site: 'abdominal', directions: 'Vertical fold, 2 cm to the right of the navel.' },
  {
    site: 'bicep',
    directions:
      'Vertical fold on the front of the upper arm, over the belly of the biceps, 1 cm above the triceps level.',
  },
  {
    site: 'tricep',
    directions:
      'Vertical fold on the back of the upper arm, halfway between shoulder tip and elbow, arm hanging relaxed.',
  },
  {
    site: 'chest',
    directions:
      'Diagonal fold between the front of the armpit and the nipple: halfway for men, one third of the way from the armpit for women.',
  },
  { site: 'calf', directions: 'Vertical fold on the inside of the calf, at its largest circumference.' },
  {
    site: 'midaxillary',
    directions:
      'Vertical fold on the line straight down from the middle of the armpit, level with the bottom of the breastbone.',
  },
  { site: 'subscap', directions: 'Diagonal fold (45°), 1 to 2 cm below the lower tip of the shoulder blade.' },
  {
    site: 'supraIliac',
    directions:
      'Diagonal fold just above the hip bone (iliac crest), following its natural line, below the front of the armpit.',
  },
  {
    site: 'thigh',
    directions: 'Vertical fold on the front of the thigh, halfway between the groin crease and the top of the kneecap.',
  },
];

/** spec §2 "Skinfolds": right side, caliper placement, wait 1-2 s, duplicates within 1-2 mm. */
export const SKINFOLD_PROCEDURE: readonly string[] = [
  'Measure on the right side of the body, with the person standing upright and relaxed.',
  'Lift the fold firmly between thumb and forefinger. Place the caliper jaws 1 cm away from your fingers, perpendicular to the fold, halfway between its crest and base.',
  'Keep holding the fold while the caliper is on, and read the caliper after 1 to 2 seconds (not longer).',
  'Take two readings at each site. They should agree within 1 to 2 mm; otherwise measure that site again.',
  'Go round the sites in turn rather than pinching one site twice in a row, so the skin can recover. Enter the average.',
];
