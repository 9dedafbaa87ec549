// One section of the fitness summary: its values with categories and compact gauges, notes, sources, and what to do
// when it is empty.
import '@/components/categoryScale.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CategoryGauge } from '@/components/CategoryGauge';
import { SourceLine } from '@/components/SourceLine';
import type { ListSection, SummaryItem, SummaryLink } from '@/summary/summaryTypes';

function ItemRow({ item }: { item: SummaryItem }) {
  const level = item.gauge?.available ? item.gauge.level : undefined;
  return (
    <div className="summary-item">
      <dt>{item.label}</dt>
      <dd>
        <span className="summary-value">{item.value}</span>
        {item.category === undefined ? null : (
          <span
            className={item.category ? 'summary-category category-chip' : 'summary-category summary-category-none'}
            data-category-level={item.category ? level : undefined}
          >
            <span className="sr-only">Category: </span>
            {item.category || 'No category for this age or value'}
          </span>
        )}
        {item.gauge ? <CategoryGauge gauge={item.gauge} compact /> : null}
      </dd>
    </div>
  );
}

function LinkList({ links, className }: { links: readonly SummaryLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}

export function SummarySection({
  section,
  children,
  showTodo = true,
}: {
  section: ListSection;
  children?: ReactNode;
  /** False when a test battery's "Still to do" takes the place of the sections' own (decision 0138). */
  showTodo?: boolean;
}) {
  const headingId = `summary-${section.id}`;
  return (
    <section className="panel summary-section" aria-labelledby={headingId} data-section={section.id}>
      <h2 id={headingId}>{section.title}</h2>
      {section.empty ? (
        <div className="summary-empty">
          <p>{section.empty.message}</p>
          <LinkList links={section.empty.links} className="summary-links no-print" />
        </div>
      ) : (
        <>
          <dl className="summary-list">
            {section.items.map((item) => (
              <ItemRow key={item.label} item={item} />
            ))}
          </dl>
          {children}
          {section.notes.map((note) => (
            <p key={note} className="hint">
              {note}
            </p>
          ))}
          {showTodo && section.todo.length > 0 ? (
            <div className="summary-todo no-print">
              <p className="hint">Still to do:</p>
              <LinkList links={section.todo} className="summary-links" />
            </div>
          ) : null}
          <div className="summary-sources">
            {section.sources.map((source) => (
              <SourceLine key={`${source.method}|${source.source}`} provenance={source} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
