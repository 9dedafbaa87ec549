// The Demographics screen's frame, heading and lead: all a page opened at /parq needs for its first paint. The shell
// draws it with the pending state inside while the form's code and the app state load (docs/first-load.md); the
// screen draws it around the form. No imports beyond React: its chunk must never pull in shared code.
import type { ReactNode } from 'react';

export function DemographicsIntro({ children }: { children?: ReactNode }) {
  return (
    <section className="screen demographics">
      <h1>Demographics</h1>
      <p>Tell us about the person being tested. Age and sex choose the norms every test is compared with.</p>
      {children}
    </section>
  );
}
