// The circumferences section of the fitness summary: the waist with its risk category, the other sites, both ratios.
import { WAIST_HEIGHT_RATIO_PROVENANCE, WAIST_HIP_RATIO_PROVENANCE } from '@/calculators/bodyRatios';
import { normSource } from '@/norms/normSources';
import { type UserProfile } from '@/profile/profileTypes';
import { CIRCUMFERENCE_LABELS, CIRCUMFERENCE_SITES } from '@/domain/bodySites';
import { listSection } from './listSection';
import { formatLength } from './summaryFormat';
import { summaryCategory } from './summaryCategory';
import { resultGauge } from './resultGauges';
import type { ListSection, SummaryItem } from './summaryTypes';
import { ROUTE_PATHS } from '@/domain/routePaths';

const CIRCUMFERENCES_LINK = { label: 'Measure circumferences', to: ROUTE_PATHS.circumferences } as const;

/** Sites with a measurement, in the user's units (a stored 0 means "not measured"). */
export function measuredCircumferences(user: UserProfile): SummaryItem[] {
  return CIRCUMFERENCE_SITES.flatMap((site) => {
    const cm = user.circumferences[site];
    return cm !== null && cm > 0
      ? [{ label: CIRCUMFERENCE_LABELS[site], value: formatLength(cm, user.prefers_metric) }]
      : [];
  });
}

export function circumferencesSummary(user: UserProfile): ListSection {
  const waist = user.waistCircumference;
  return listSection({
    id: 'circumferences',
    title: 'Circumferences',
    items: [
      waist
        ? {
            label: 'Waist',
            value: formatLength(waist.wc, user.prefers_metric),
            category: summaryCategory(waist.category, 'waistRisk'),
            gauge: resultGauge(user, 'waistRisk') ?? undefined,
          }
        : null,
      ...measuredCircumferences(user),
      user.waistHipRatio !== null ? { label: 'Waist-to-hip ratio', value: user.waistHipRatio.toFixed(2) } : null,
      user.waistHeightRatio !== null
        ? { label: 'Waist-to-height ratio', value: user.waistHeightRatio.toFixed(2) }
        : null,
    ],
    sources: [
      waist ? normSource('waistRisk') : null,
      user.waistHipRatio !== null ? WAIST_HIP_RATIO_PROVENANCE : null,
      user.waistHeightRatio !== null ? WAIST_HEIGHT_RATIO_PROVENANCE : null,
    ],
    empty: { message: 'No circumferences measured yet.', links: [CIRCUMFERENCES_LINK] },
    notes: [waist ? 'Waist risk uses the thresholds of your own sex.' : null],
    todo: [waist ? null : CIRCUMFERENCES_LINK],
  });
}
