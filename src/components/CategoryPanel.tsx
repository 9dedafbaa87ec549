// The result panel of spec §2: 'You are in the "{category}" category', the band gauge of where the result falls for
// this person, its source, and the next steps. The panel's edge takes the category's colour from the one scale.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Provenance } from '@/calculators/provenance';
import type { GaugeResult } from '@/norms/categoryGauge';
import { CategoryGauge } from './CategoryGauge';
import { SourceLine } from './SourceLine';
import { formatCategory } from '@/norms/formatCategory';
import { categoryLabel } from '@/norms/categoryLabel';
import type { NormTableKey } from '@/norms/normTables';
import { ROUTE_PATHS, categoriesSection } from '@/domain/routePaths';
import { seniorItemPath } from '@/domain/seniorRoutes';
import { noNormForAge, type TableEndingBeforeOldAge } from '@/norms/normCoverage';
import { SENIOR_ITEM_LABELS } from '@/profile/seniorFitnessResults';
import { useProfile } from '@/state/AppActorsContext';

export interface CategoryPanelProps {
  category: string;
  source: Provenance | null;
  /** The Fitness Categories anchor for this test: pushups, vo2, bench-press, leg-press, grip, sar … */
  categoriesAnchor: string;
  nextTest?: { to: string; label: string };
  /** What the result was, e.g. "32 pushups" or "VO2 max 47.49 mL/kg/min". */
  result?: string;
  /** Where the result falls among the person's own norms; null when there is no stored result to place. */
  gauge?: GaugeResult | null;
  /** The table the category comes from, so its name says what it rates where it needs to ('Low risk', decision 0175). */
  tableKey?: NormTableKey;
  /** A test whose norms end below old age (decision 47): past its table, the panel says so and names the senior item. */
  endsBeforeOldAge?: TableEndingBeforeOldAge;
}

export function CategoryPanel({
  category,
  source,
  categoriesAnchor,
  nextTest,
  result,
  gauge = null,
  tableKey,
  endsBeforeOldAge,
}: CategoryPanelProps) {
  const headingId = useId();
  const level = gauge?.available ? gauge.level : undefined;
  return (
    <section
      className="panel category-panel"
      aria-labelledby={headingId}
      aria-live="polite"
      data-category-level={level}
    >
      {result ? <p className="result-value">{result}</p> : null}
      {category ? (
        <h2 id={headingId}>
          You are in the &quot;{tableKey ? categoryLabel(tableKey, category) : formatCategory(category)}&quot; category
        </h2>
      ) : endsBeforeOldAge ? (
        <PastTableHeading id={headingId} test={endsBeforeOldAge} />
      ) : (
        <h2 id={headingId}>No category for this result</h2>
      )}
      {gauge ? <CategoryGauge gauge={gauge} headline={false} /> : null}
      {!category && endsBeforeOldAge ? (
        <PastTableNote test={endsBeforeOldAge} />
      ) : category ? (
        <SourceLine provenance={source} />
      ) : (
        <p className="hint">
          There is no norm for this age, sex or value. Check the demographics and the entered result.
        </p>
      )}
      <h3>Next steps</h3>
      <ul>
        {nextTest ? (
          <li>
            <Link to={nextTest.to}>Do the next test: {nextTest.label}</Link>
          </li>
        ) : null}
        <li>
          <Link to={categoriesSection(categoriesAnchor)}>Compare your result in the Fitness Categories tab</Link>
        </li>
        <li>
          <Link to={ROUTE_PATHS.currentSession}>Share, print or save your results in the Current Session tab</Link>
        </li>
      </ul>
    </section>
  );
}

/** No category: past the end of the test's table for the client's age (decision 47), or none for another reason. */
function PastTableHeading({ id, test }: { id: string; test: TableEndingBeforeOldAge }) {
  const age = useProfile((c) => c.user.age);
  return <h2 id={id}>{noNormForAge(test, age)?.text ?? 'No category for this result'}</h2>;
}

/** The score is kept; within 60-94, the Senior Fitness Test item that compares the same quality is linked. */
function PastTableNote({ test }: { test: TableEndingBeforeOldAge }) {
  const age = useProfile((c) => c.user.age);
  const pastTable = noNormForAge(test, age);
  if (!pastTable)
    return (
      <p className="hint">
        There is no norm for this age, sex or value. Check the demographics and the entered result.
      </p>
    );
  return (
    <p className="hint" data-testid="no-norm-for-age">
      The result is kept in the session and its history.
      {pastTable.seniorItem ? (
        <>
          {' '}
          For this age, compare with the Senior Fitness Test:{' '}
          <Link to={seniorItemPath(pastTable.seniorItem)}>{SENIOR_ITEM_LABELS[pastTable.seniorItem]}</Link>.
        </>
      ) : null}
    </p>
  );
}
