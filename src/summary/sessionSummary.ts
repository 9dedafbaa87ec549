// The fitness summary view model of /current-session: every section computed from the profile, ready to render or share.
import type { UserProfile } from '@/profile/profileTypes';
import { sessionName } from '@/profile/sessionRecordFromProfile';
import { bodySummary } from './bodySummary';
import { cardioSummary } from './cardioSummary';
import { circumferencesSummary } from './circumferencesSummary';
import { demographicsSummary } from './demographicsSummary';
import { flexibilitySummary } from './flexibilitySummary';
import { seniorFitnessSummary } from './seniorFitnessSummary';
import { heartSummary } from './heartSummary';
import { macrosSummary } from './macrosSummary';
import { microsSummary } from './microsSummary';
import { skinfoldsSummary } from './skinfoldsSummary';
import { strengthSummary } from './strengthSummary';
import { summaryTitle } from './summaryTitle';
import type { ListSection, SessionSummary } from './summaryTypes';

/**
 * Decision 0034: a calculator error never reaches the screen as a crash. A section whose values cannot be computed
 * shows what went wrong and where to correct it instead, and the other sections still show.
 */
function orProblem<T extends ListSection>(compute: () => T, fallback: (empty: ListSection['empty']) => T): T {
  try {
    return compute();
  } catch (error) {
    const detail = error instanceof Error ? ` (${error.message})` : '';
    return fallback({
      message: `This part could not be computed from the stored values${detail}. Please check the entries on the Demographic Form and the test forms.`,
      links: [{ label: 'Demographic Form', to: '/parq' }],
    });
  }
}

function emptySection(id: ListSection['id'], title: string) {
  return (empty: ListSection['empty']): ListSection => ({
    id,
    title,
    items: [],
    sources: [],
    empty,
    todo: [],
    notes: [],
  });
}

export function sessionSummary(user: UserProfile, now: Date): SessionSummary {
  const firstName = user.fname?.trim() ? user.fname.trim() : null;
  return {
    title: summaryTitle(sessionName(user.fname, user.lname), now),
    metric: user.prefers_metric,
    firstName,
    demographics: orProblem(() => demographicsSummary(user), emptySection('demographics', 'Demographics')),
    body: orProblem(() => bodySummary(user), emptySection('body', 'BMI and weight')),
    skinfolds: orProblem(() => skinfoldsSummary(user), emptySection('skinfolds', 'Skinfolds and body composition')),
    circumferences: orProblem(() => circumferencesSummary(user), emptySection('circumferences', 'Circumferences')),
    heart: orProblem(() => heartSummary(user), emptySection('heart', 'Blood pressure and heart rate')),
    strength: orProblem(() => strengthSummary(user), emptySection('strength', 'Muscular strength and endurance')),
    cardio: orProblem(() => cardioSummary(user), emptySection('cardio', 'Cardiorespiratory fitness')),
    flexibility: orProblem(() => flexibilitySummary(user), emptySection('flexibility', 'Flexibility')),
    seniorFitness: orProblem(() => seniorFitnessSummary(user), emptySection('seniorFitness', 'Senior Fitness Test')),
    macros: orProblem(
      () => macrosSummary(user),
      (empty) => ({
        ...emptySection('macros', 'Macronutrients (per day)')(empty),
        id: 'macros' as const,
        rows: [],
      }),
    ),
    micros: orProblem(
      () => microsSummary(user),
      (empty) => ({
        ...emptySection('micros', 'Micronutrients (per day)')(empty),
        id: 'micros' as const,
        rows: [],
        lifeStage: null,
      }),
    ),
  };
}

/** The sections in page order (the Senior Fitness Test's only when it holds an item). */
export function summarySections(summary: SessionSummary): ListSection[] {
  return [
    summary.demographics,
    summary.body,
    summary.skinfolds,
    summary.circumferences,
    summary.heart,
    summary.strength,
    summary.cardio,
    summary.flexibility,
    // decision 47: the older adults' battery only once an item is done (its empty section is not a gap to fill).
    ...(summary.seniorFitness.empty ? [] : [summary.seniorFitness]),
    summary.macros,
    summary.micros,
  ];
}
