// The Senior Fitness Test section of the fitness summary (decision 47): each item done in the session, its score in
// the user's units and, where a verified norm exists for the client's sex and age group, "below / within / above the
// normal range for your age"; otherwise why there is none (the score is kept either way).
import { SENIOR_ITEMS } from '@/norms/seniorFitness';
import { seniorVerdictText } from '@/norms/seniorVerdict';
import type { UserProfile } from '@/profile/profileTypes';
import { SENIOR_ITEM_LABELS, classifySeniorResult, seniorMeasuredText } from '@/profile/seniorFitnessResults';
import { ROUTE_PATHS } from '@/domain/routePaths';
import { listSection } from './listSection';
import type { ListSection } from './summaryTypes';

export const SENIOR_FITNESS_LINK = { label: 'Do the Senior Fitness Test', to: ROUTE_PATHS.seniorFitness } as const;

export const SENIOR_FITNESS_SOURCE = {
  method: 'Senior Fitness Test normal ranges (25th-75th percentile by sex and 5-year age group, ages 60-94)',
  source: 'Rikli & Jones 1999, J Aging Phys Act 7:162-181; reprinted in Jones & Rikli 2002, J Active Aging 24-30',
} as const;

/** The Senior Fitness Test is shown from this age even before an item is done (decision 47: its ages start at 60). */
const OFFERED_FROM_AGE = 60;

export function seniorFitnessSummary(user: UserProfile): ListSection {
  const results = SENIOR_ITEMS.flatMap((item) => user.seniorFitness.filter((r) => r.item === item));
  return listSection({
    id: 'seniorFitness',
    title: 'Senior Fitness Test',
    items: results.map((result) => {
      const classification = classifySeniorResult(result, user.sex, user.age);
      const score = seniorMeasuredText(result, user.prefers_metric);
      return classification.kind === 'classified'
        ? { label: SENIOR_ITEM_LABELS[result.item], value: score, category: seniorVerdictText(classification) }
        : { label: SENIOR_ITEM_LABELS[result.item], value: `${score} (${seniorVerdictText(classification)})` };
    }),
    sources: [results.length > 0 ? SENIOR_FITNESS_SOURCE : null],
    empty: { message: 'No Senior Fitness Test item yet.', links: [SENIOR_FITNESS_LINK] },
    todo: results.length > 0 && results.length < SENIOR_ITEMS.length ? [SENIOR_FITNESS_LINK] : [],
  });
}

/** Whether the Current Session shows the section: an item was done, or the client is 60 or over. */
export function showsSeniorFitness(user: UserProfile): boolean {
  return user.seniorFitness.length > 0 || (user.age ?? 0) >= OFFERED_FROM_AGE;
}
