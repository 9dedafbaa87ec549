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
}

export function CategoryPanel({
  category,
  source,
  categoriesAnchor,
  nextTest,
  result,
  gauge = null,
  tableKey,
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
      ) : (
        <h2 id={headingId}>No category for this result</h2>
      )}
      {gauge ? <CategoryGauge gauge={gauge} headline={false} /> : null}
      {category ? (
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
