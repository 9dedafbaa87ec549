// /categories: the Fitness Categories reference tables (spec §2), printed from the norm data the classifiers use.
// With a sex in the profile the tables open on the person's own sex and age group with their results marked, and
// "Show all ages and both sexes" brings back the full tables (categoryView).
import '@/styles/screens.css';
import './reference.css';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { NORM_TABLE_KEYS } from '@/norms/normTables';
import { useProfile } from '@/state/AppActorsContext';
import { resultGauge } from '@/summary/resultGauges';
import { CATEGORY_COLUMNS } from './categorySections';
import type { CategoryView } from './categoryView';
import { CollapsibleSection } from './CollapsibleSection';
import { useHashSections } from './useHashSections';

function whoText(view: CategoryView): string {
  const people = view.sex === 'MALE' ? 'men' : 'women';
  return view.age === null ? people : `${people} of your age (${view.age})`;
}

export function FitnessCategoriesScreen() {
  const sections = useHashSections();
  const user = useProfile((c) => c.user);
  const [showAll, setShowAll] = useState(false);
  const view = useMemo<CategoryView>(
    () => ({
      sex: user.sex,
      age: user.age,
      showAll: user.sex === null || showAll,
      gauges: Object.fromEntries(
        NORM_TABLE_KEYS.flatMap((key) => {
          const gauge = resultGauge(user, key);
          return gauge === null ? [] : [[key, gauge]];
        }),
      ),
    }),
    [user, showAll],
  );
  return (
    <section className="screen fitness-categories" aria-labelledby="fitness-categories-title">
      <h1 id="fitness-categories-title">Fitness Categories</h1>
      <p>
        Compare a result with the published norms for your sex and age group. Every table below is printed from the same
        data that places your results in their categories.
      </p>
      {view.sex === null ? null : (
        <div className="personal-view no-print">
          <p>
            {showAll
              ? 'Showing every age group of both sexes; your own results stay marked.'
              : `Showing the norms for ${whoText(view)}, with your own results marked.`}
          </p>
          <button type="button" className="button" aria-pressed={showAll} onClick={() => setShowAll((all) => !all)}>
            Show all ages and both sexes
          </button>
        </div>
      )}
      <nav className="section-index" aria-label="Fitness categories sections">
        <ul>
          {CATEGORY_COLUMNS.map((column) => (
            <li key={column.id}>
              <span className="section-index-group">{column.title}:</span>{' '}
              {column.sections.map((section, index) => (
                <span key={section.id}>
                  {index > 0 ? ', ' : null}
                  <Link to={{ hash: `#${section.id}` }}>{section.title}</Link>
                </span>
              ))}
            </li>
          ))}
        </ul>
      </nav>
      <div className="category-columns">
        {CATEGORY_COLUMNS.map((column) => (
          <section key={column.id} className="category-column" aria-labelledby={`${column.id}-title`}>
            <h2 id={`${column.id}-title`}>{column.title}</h2>
            {column.sections.map(({ id, title, Content }) => (
              <CollapsibleSection
                key={id}
                id={id}
                title={title}
                open={sections.isOpen(id)}
                onToggle={() => sections.toggle(id)}
              >
                <Content view={view} />
              </CollapsibleSection>
            ))}
          </section>
        ))}
      </div>
    </section>
  );
}
