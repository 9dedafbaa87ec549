// Shown in place of a table whose input is not known yet: what is missing and links to the forms that take it (decision 0020).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface PromptLink {
  readonly to: string;
  readonly label: string;
}

export function MissingValuePrompt({ children, links }: { children: ReactNode; links: readonly PromptLink[] }) {
  return (
    <div className="panel missing-value-prompt">
      <p>{children}</p>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
