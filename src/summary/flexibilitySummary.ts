// The flexibility section of the fitness summary: sit and reach in the user's units with its category.
import { normSource } from '@/norms/normSources';
import type { UserProfile } from '@/profile/profileTypes';
import { listSection } from './listSection';
import { formatLength } from './summaryFormat';
import { summaryCategory } from './summaryCategory';
import { resultGauge } from './resultGauges';
import type { ListSection } from './summaryTypes';
import { ROUTE_PATHS } from '@/domain/routePaths';

const SIT_AND_REACH_LINK = { label: 'Do the sit and reach test', to: ROUTE_PATHS.sitAndReachInstructions } as const;

export function flexibilitySummary(user: UserProfile): ListSection {
  const sar = user.sar;
  return listSection({
    id: 'flexibility',
    title: 'Flexibility',
    items: [
      sar
        ? {
            label: 'Sit and reach',
            value: formatLength(sar.value, user.prefers_metric),
            category: summaryCategory(sar.category),
            gauge: resultGauge(user, 'sitAndReach') ?? undefined,
          }
        : null,
    ],
    sources: [sar ? normSource('sitAndReach') : null],
    empty: { message: 'No flexibility test yet.', links: [SIT_AND_REACH_LINK] },
  });
}
