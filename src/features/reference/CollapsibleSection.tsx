// A section with an anchor id whose heading is a button that shows or hides the section's content (disclosure pattern).
import type { ReactNode } from 'react';

export interface CollapsibleSectionProps {
  id: string;
  title: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}

export function CollapsibleSection({ id, title, open, onToggle, children }: CollapsibleSectionProps) {
  const headingId = `${id}-heading`;
  const contentId = `${id}-content`;
  return (
    <section id={id} className="collapsible-section" aria-labelledby={headingId} tabIndex={-1}>
      <h3 id={headingId} className="collapsible-heading">
        <button
          type="button"
          className="section-toggle"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={onToggle}
        >
          {title}
        </button>
      </h3>
      <div id={contentId} className="collapsible-content" hidden={!open}>
        {children}
      </div>
    </section>
  );
}
