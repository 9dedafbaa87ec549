// /categories: the Fitness Categories reference tables (spec §2), printed from the norm data the classifiers use.
import '@/styles/screens.css';
import './reference.css';
import { Link } from 'react-router-dom';
import { CATEGORY_COLUMNS } from './categorySections';
import { CollapsibleSection } from './CollapsibleSection';
import { useHashSections } from './useHashSections';

export function FitnessCategoriesScreen() {
  const sections = useHashSections();
  return (
    <section className="screen fitness-categories" aria-labelledby="fitness-categories-title">
      <h1 id="fitness-categories-title">Fitness Categories</h1>
      <p>
        Compare a result with the published norms for your sex and age group. Every table below is printed from the same
        data that places your results in their categories.
      </p>
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
              <CollapsibleSection key={id} id={id} title={title} open={sections.isOpen(id)} onToggle={() => sections.toggle(id)}>
                <Content />
              </CollapsibleSection>
            ))}
          </section>
        ))}
      </div>
    </section>
  );
}
