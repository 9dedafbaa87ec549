// The demographics section of the fitness summary: age, sex, height, weights, activity level and weight goal.
import type { UserProfile } from '@/profile/profileTypes';
import { sentenceCase } from '@/norms/formatCategory';
import { formatSex } from '@/domain/person';
import { formatHeight, formatMass } from './summaryFormat';
import { listSection } from './listSection';
import type { ListSection } from './summaryTypes';
import { ROUTE_PATHS } from '@/domain/routePaths';

const WEIGHT_GOALS = { lose: 'Lose weight', gain: 'Gain weight', maintain: 'Maintain weight' } as const;

export const DEMOGRAPHICS_LINK = { label: 'Fill out the Demographic Form', to: ROUTE_PATHS.demographics } as const;

export function demographicsSummary(user: UserProfile): ListSection {
  const metric = user.prefers_metric;
  const sex = formatSex(user.sex);
  return listSection({
    id: 'demographics',
    title: 'Demographics',
    items: [
      user.age !== null ? { label: 'Age', value: `${user.age} years` } : null,
      sex ? { label: 'Sex', value: sex } : null,
      user.height !== null ? { label: 'Height', value: formatHeight(user.height, metric) } : null,
      user.currentWeight !== null ? { label: 'Weight', value: formatMass(user.currentWeight, metric) } : null,
      user.goalWeight !== null ? { label: 'Goal weight', value: formatMass(user.goalWeight, metric) } : null,
      user.activityLevel ? { label: 'Activity level', value: sentenceCase(user.activityLevel) } : null,
      user.bodyWeightGoal ? { label: 'Weight goal', value: WEIGHT_GOALS[user.bodyWeightGoal] } : null,
    ],
    empty: {
      message: 'No demographics yet: age, sex, height and weight come from the Demographic Form.',
      links: [DEMOGRAPHICS_LINK],
    },
    todo: [
      user.age === null || user.sex === null || user.height === null || user.currentWeight === null
        ? DEMOGRAPHICS_LINK
        : null,
    ],
  });
}
