// The result of one Senior Fitness Test item (decision 47): the score in the user's units, "below / within / above
// the normal range for your age" with its gauge and source (the cell's confidence tag, and the choice a D cell made),
// or why there is no comparison; the score is kept in every case.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ROUTE_PATHS } from '@/domain/routePaths';
import { seniorItemPath } from '@/domain/seniorRoutes';
import { SENIOR_ITEMS, SENIOR_NORMS } from '@/norms/seniorFitness';
import { seniorGauge } from '@/norms/seniorGauge';
import { normalRangeLevel, seniorVerdictText } from '@/norms/seniorVerdict';
import {
  SENIOR_ITEM_LABELS,
  classifySeniorResult,
  scoreInNormUnit,
  seniorResultText,
  type SeniorResult,
} from '@/profile/seniorFitnessResults';
import type { Sex } from '@/domain/person';
import { SeniorGaugeView } from './SeniorGaugeView';

const SEX_WORDS: Readonly<Record<Sex, string>> = { MALE: 'men', FEMALE: 'women' };

export interface SeniorResultPanelProps {
  result: SeniorResult;
  sex: Sex | null;
  age: number | null;
  metric: boolean;
}

export function SeniorResultPanel({ result, sex, age, metric }: SeniorResultPanelProps) {
  const headingId = useId();
  const classification = classifySeniorResult(result, sex, age);
  const classified = classification.kind === 'classified' ? classification : null;
  const norms = SENIOR_NORMS[result.item];
  const next = SENIOR_ITEMS[SENIOR_ITEMS.indexOf(result.item) + 1];
  return (
    <section
      className="panel category-panel senior-result"
      aria-labelledby={headingId}
      aria-live="polite"
      data-category-level={classified ? normalRangeLevel(classified.level) : undefined}
    >
      <p className="result-value">{seniorResultText(result, metric)}</p>
      <h2 id={headingId} data-testid="senior-verdict">
        {seniorVerdictText(classification)}
      </h2>
      {classified ? (
        <>
          <SeniorGaugeView
            gauge={seniorGauge(
              result.item,
              classified.cell,
              scoreInNormUnit(result.item, result.score),
              classified.level,
            )}
          />
          <p className="source-line">
            Source: normal range (25th-75th percentile) for {sex ? SEX_WORDS[sex] : ''} {classified.ageGroup},{' '}
            {norms.unit} — {norms.source} (confidence {classified.cell.tag}).
            {classified.cell.choice ? ` ${classified.cell.choice}` : ''}
          </p>
        </>
      ) : (
        <p className="hint">The score is kept in the session and its history; it is not compared.</p>
      )}
      <h3>Next steps</h3>
      <ul>
        {next ? (
          <li>
            <Link to={seniorItemPath(next)}>Do the next test: {SENIOR_ITEM_LABELS[next]}</Link>
          </li>
        ) : null}
        <li>
          <Link to={ROUTE_PATHS.seniorFitness}>Back to the Senior Fitness Test</Link>
        </li>
        <li>
          <Link to={ROUTE_PATHS.currentSession}>Share, print or save your results in the Current Session tab</Link>
        </li>
      </ul>
    </section>
  );
}
