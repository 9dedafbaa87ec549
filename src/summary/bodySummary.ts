// The "BMI and weight" section of the fitness summary: BMI with its class, current and goal weight, change to goal.
import { BMI_PROVENANCE } from '@/calculators/bodyMassIndex';
import { normSource } from '@/norms/normSources';
import type { UserProfile } from '@/profile/profileTypes';
import { DEMOGRAPHICS_LINK } from './demographicsSummary';
import { listSection } from './listSection';
import { formatMass, formatNumber } from './summaryFormat';
import { summaryCategory } from './summaryCategory';
import { resultGauge } from './resultGauges';
import type { ListSection, SummaryItem } from './summaryTypes';

function changeToGoal(user: UserProfile): SummaryItem | null {
  if (user.currentWeight === null || user.goalWeight === null) return null;
  const difference = user.goalWeight - user.currentWeight;
  if (Math.abs(difference) < 1e-9) return { label: 'Change to goal', value: 'At goal weight' };
  const amount = formatMass(Math.abs(difference), user.prefers_metric);
  return { label: 'Change to goal', value: difference < 0 ? `Lose ${amount}` : `Gain ${amount}` };
}

export function bodySummary(user: UserProfile): ListSection {
  const metric = user.prefers_metric;
  return listSection({
    id: 'body',
    title: 'BMI and weight',
    items: [
      user.bmi
        ? {
            label: 'BMI',
            value: `${formatNumber(user.bmi.bmi, 2)} kg/m²`,
            category: summaryCategory(user.bmi.classification, 'bmi'),
            gauge: resultGauge(user, 'bmi') ?? undefined,
          }
        : null,
      user.currentWeight !== null ? { label: 'Weight', value: formatMass(user.currentWeight, metric) } : null,
      user.goalWeight !== null ? { label: 'Goal weight', value: formatMass(user.goalWeight, metric) } : null,
      changeToGoal(user),
    ],
    sources: user.bmi ? [BMI_PROVENANCE, normSource('bmi')] : [],
    empty: {
      message: 'No weight or BMI yet: enter your height and weight on the Demographic Form.',
      links: [DEMOGRAPHICS_LINK],
    },
    todo: [user.bmi ? null : DEMOGRAPHICS_LINK],
  });
}
