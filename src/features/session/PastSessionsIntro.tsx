// The Past Sessions screen's frame, heading and lead: all a page opened at /sessions needs for its first paint. The
// shell draws it with the pending state inside while the table's code, the app state and the sessions database load
// (docs/first-load.md); the screen draws it around the table. No imports beyond React: its chunk must never pull in
// shared code.
import type { ReactNode } from 'react';

export function PastSessionsIntro({ children }: { children?: ReactNode }) {
  return (
    <section className="screen past-sessions" aria-labelledby="past-sessions-title">
      <h1 id="past-sessions-title">Past Sessions</h1>
      <p>Sessions saved in this browser from the Current Session tab. Nothing leaves this device.</p>
      {children}
    </section>
  );
}
