// The micronutrients section: the Dietary Reference Intakes (RDA or AI) for the user's sex and age, with units.
import { lifeStageGroup, micronutrientSource, micronutrients } from '@/norms/micronutrients';
import type { UserProfile } from '@/profile/profileTypes';
import { DEMOGRAPHICS_LINK } from './demographicsSummary';
import { listSection } from './listSection';
import type { MicroRow, MicrosSection } from './summaryTypes';

const TITLE = 'Micronutrients (per day)';

function emptyMicros(message: string): MicrosSection {
  return {
    ...listSection({ id: 'micros', title: TITLE, items: [], empty: { message, links: [DEMOGRAPHICS_LINK] } }),
    id: 'micros',
    lifeStage: null,
    rows: [],
  };
}

export function microsSummary(user: UserProfile): MicrosSection {
  const { sex, age } = user;
  if (sex === null || age === null)
    return emptyMicros('Micronutrients need your sex and age from the Demographic Form.');
  let rows: MicroRow[];
  let group: string;
  try {
    group = lifeStageGroup(age).label;
    rows = micronutrients(sex, age).map((nutrient) => ({
      key: nutrient.key,
      nutrient: nutrient.name,
      amount: nutrient.amount === null ? 'Not determined' : `${nutrient.amount} ${nutrient.unit}`,
      valueType: nutrient.valueType,
    }));
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'the age is outside the tables';
    return emptyMicros(`Micronutrients cannot be looked up: ${reason}.`);
  }
  const groupText = `${sex === 'MALE' ? 'Males' : 'Females'} ${group}`;
  return {
    ...listSection({
      id: 'micros',
      title: TITLE,
      items: [{ label: 'Life-stage group', value: groupText }],
      sources: [micronutrientSource()],
      empty: { message: '', links: [] },
      notes: ['RDA: Recommended Dietary Allowance. AI: Adequate Intake (used where no RDA is set).'],
    }),
    id: 'micros',
    lifeStage: groupText,
    rows,
  };
}
