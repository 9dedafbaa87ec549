// The Current Session screen's frame and title: all a page opened at /current-session needs for its first paint. The
// shell draws it with the pending state inside while the summary's code, the app state and the sessions database load
// (docs/first-load.md); the screen draws it around the summary, with the client's name in the title once known. Imports
// only React and the title (the date format): its chunk must never pull in the state or common chunk.
import type { ReactNode } from 'react';
import { summaryTitle } from '@/summary/summaryTitle';

export function CurrentSessionIntro({
  title,
  letterhead,
  children,
}: {
  /** The title, with the name when known; the title without a name by default (a name needs the app state). */
  title?: string;
  /** What is printed above the title (the coach's letterhead). */
  letterhead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <article className="screen session-summary" aria-labelledby="summary-title">
      {letterhead}
      <h1 id="summary-title">{title ?? summaryTitle(null, new Date())}</h1>
      {children}
    </article>
  );
}
