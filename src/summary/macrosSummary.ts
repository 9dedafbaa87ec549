// The macronutrients section: Harris-Benedict total × activity factor, then carbohydrate, protein and fat ranges (fat min ≥ 0).
import { HARRIS_BENEDICT_PROVENANCE, harrisBenedict } from '@/calculators/energyExpenditure';
import { MACROS_PROVENANCE, macrosFromTotal, type MacroRange } from '@/calculators/macronutrients';
import type { UserProfile } from '@/profile/profileTypes';
import { missingRequirements, requirementNames } from '@/profile/profileUpdate';
import { DEMOGRAPHICS_LINK } from './demographicsSummary';
import { listSection } from './listSection';
import { sentenceCase } from '@/norms/formatCategory';
import { formatRange } from './summaryFormat';
import type { MacroRow, MacrosSection } from './summaryTypes';

const GOALS = { lose: 'Lose weight', gain: 'Gain weight', maintain: 'Maintain weight' } as const;

function row(nutrient: MacroRow['nutrient'], range: MacroRange): MacroRow {
  return {
    nutrient,
    grams: formatRange(range.minGrams, range.maxGrams, 'g'),
    calories: formatRange(range.minCal, range.maxCal, 'kcal'),
  };
}

function emptyMacros(message: string): MacrosSection {
  return {
    ...listSection({
      id: 'macros',
      title: 'Macronutrients (per day)',
      items: [],
      empty: { message, links: [DEMOGRAPHICS_LINK] },
    }),
    id: 'macros',
    rows: [],
  };
}

export function macrosSummary(user: UserProfile): MacrosSection {
  const { sex, age, height, currentWeight } = user;
  if (sex === null || age === null || height === null || currentWeight === null) {
    // Only what is missing: on a re-test day it is often just today's weight.
    const missing = missingRequirements(user, ['sex', 'age', 'height', 'currentWeight']);
    return emptyMacros(`Macros need your ${requirementNames(missing)} from the Demographic Form.`);
  }
  const goal = user.bodyWeightGoal ?? 'maintain';
  let energy;
  let macros;
  try {
    energy = harrisBenedict({ sex, age, heightCm: height, weightKg: currentWeight, activityLevel: user.activityLevel });
    macros = macrosFromTotal(energy.totalCalories, currentWeight, goal);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'a value is outside the calculator’s range';
    return emptyMacros(`Macros cannot be calculated for these demographics: ${reason}.`);
  }
  // decision 0014: a negative fat minimum is shown as 0.
  const fatClamped = macros.totalCalories - macros.protein.maxCal - macros.carbs.maxCal < 0;
  const assumed = user.activityLevel === null ? ', assumed' : '';
  return {
    ...listSection({
      id: 'macros',
      title: 'Macronutrients (per day)',
      items: [
        { label: 'Total calories', value: `${macros.totalCalories} kcal/day` },
        { label: 'Basal metabolic rate', value: `${energy.bmr} kcal/day` },
        {
          label: 'Activity level',
          value: `${sentenceCase(energy.activityLevel)} (× ${energy.activityFactor}${assumed})`,
        },
        { label: 'Weight goal', value: GOALS[goal] },
      ],
      sources: [HARRIS_BENEDICT_PROVENANCE, MACROS_PROVENANCE],
      empty: { message: '', links: [] },
      notes: [
        fatClamped
          ? 'The fat minimum is shown as 0: the protein and carbohydrate maxima already reach the total calories.'
          : null,
      ],
    }),
    id: 'macros',
    rows: [row('Carbohydrate', macros.carbs), row('Protein', macros.protein), row('Fat', macros.fats)],
  };
}
