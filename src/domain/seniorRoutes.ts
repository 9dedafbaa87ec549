// The Senior Fitness Test's item paths (decision 47), built on ROUTE_PATHS.seniorFitness. Apart from routePaths.ts so
// the first paint, which carries that module, does not carry these: only the senior screens and the catalog use them.
import { ROUTE_PATHS } from './routePaths';

/** The URL segment of each Senior Fitness Test item (decision 47). */
export const SENIOR_ITEM_SLUGS = {
  chairStand: 'chair-stand',
  armCurl: 'arm-curl',
  twoMinuteStep: 'two-minute-step',
  sixMinuteWalk: 'six-minute-walk',
  upAndGo: 'up-and-go',
  chairSitAndReach: 'chair-sit-and-reach',
  backScratch: 'back-scratch',
} as const;
export type SeniorItemSlugKey = keyof typeof SENIOR_ITEM_SLUGS;

/** The item named by a URL segment, or null. */
export function seniorItemOfSlug(slug: string | undefined): SeniorItemSlugKey | null {
  const found = Object.entries(SENIOR_ITEM_SLUGS).find(([, s]) => s === slug?.toLowerCase());
  return found ? (found[0] as SeniorItemSlugKey) : null;
}

/** A Senior Fitness Test item's instructions, e.g. '/senior-fitness/chair-stand'. */
export function seniorItemPath(item: SeniorItemSlugKey): string {
  return `${ROUTE_PATHS.seniorFitness}/${SENIOR_ITEM_SLUGS[item]}`;
}

/** A Senior Fitness Test item's timer, score and result, e.g. '/senior-fitness/results/chair-stand'. */
export function seniorItemResultPath(item: SeniorItemSlugKey): string {
  return `${ROUTE_PATHS.seniorFitness}/results/${SENIOR_ITEM_SLUGS[item]}`;
}
