// The skinfolds section of the fitness summary: measured sites (mm), body density, body fat % with category and equation.
import { SIRI_PROVENANCE } from '@/calculators/siriBodyFat';
import { normSource } from '@/norms/normSources';
import { type UserProfile } from '@/profile/profileTypes';
import { SKINFOLD_LABELS, SKINFOLD_SITES } from '@/domain/bodySites';
import { skinfoldEquationByName } from '@/profile/builders/skinfoldsEquationInfo';
import { listSection } from './listSection';
import { formatNumber } from './summaryFormat';
import { summaryCategory } from './summaryCategory';
import { measuredBodyFatGauge, resultGauge } from './resultGauges';
import { measuredBodyFatLabel } from '@/domain/bodyFatMethods';
import type { ListSection, SummaryItem } from './summaryTypes';
import { ROUTE_PATHS } from '@/domain/routePaths';

const SKINFOLDS_LINK = { label: 'Measure skinfolds', to: ROUTE_PATHS.skinfolds } as const;

/** Sites with a measurement (a stored 0 means "not measured"). */
export function measuredSkinfolds(user: UserProfile): SummaryItem[] {
  return SKINFOLD_SITES.flatMap((site) => {
    const mm = user.skinfolds[site];
    return mm !== null && mm > 0
      ? [{ label: `${SKINFOLD_LABELS[site]} skinfold`, value: `${formatNumber(mm, 1)} mm` }]
      : [];
  });
}

export function skinfoldsSummary(user: UserProfile): ListSection {
  const bodyComp = user.bodyComp;
  const sites = measuredSkinfolds(user);
  const equation = bodyComp ? skinfoldEquationByName(bodyComp.equation) : undefined;
  const measured = user.measuredBodyFat;
  return listSection({
    id: 'skinfolds',
    title: 'Skinfolds and body composition',
    items: [
      ...sites,
      user.bodyDensity !== null ? { label: 'Body density', value: `${user.bodyDensity.toFixed(5)} g/cm³` } : null,
      bodyComp
        ? {
            label: 'Body fat',
            value: `${bodyComp.percentage.toFixed(1)} %`,
            category: summaryCategory(bodyComp.category),
            gauge: resultGauge(user, 'bodyFat') ?? undefined,
          }
        : null,
      bodyComp ? { label: 'Equation', value: bodyComp.equation } : null,
      // decision 0151: a body fat measured another way, named with its method, beside (never instead of) the estimate;
      // its name is the history's row's (bodyFatMethods.ts), so both screens call it alike.
      measured
        ? {
            label: measuredBodyFatLabel(measured.method),
            value: `${measured.percentage.toFixed(1)} %`,
            category: summaryCategory(measured.category),
            gauge: measuredBodyFatGauge(user) ?? undefined,
          }
        : null,
    ],
    sources: bodyComp ? [equation, SIRI_PROVENANCE, normSource('bodyFat')] : measured ? [normSource('bodyFat')] : [],
    empty: { message: 'No skinfolds measured yet.', links: [SKINFOLDS_LINK] },
    notes: [
      sites.length > 0 && !bodyComp
        ? 'Body composition needs all seven sites of the 7-site equation or the three sites of a 3-site equation.'
        : null,
    ],
    todo: [bodyComp ? null : SKINFOLDS_LINK],
  });
}
