// The step test instructions' frame, title, heading and lead: all a page opened at /step-test/instructions needs for
// its first paint. The shell draws it with the pending state inside while the procedure's code and the app state load
// (docs/first-load.md); the screen draws it around the procedure (InstructionsLayout's frame). No imports beyond
// React: its chunk must never pull in shared code.
import type { ReactNode } from 'react';

export function StepTestInstructionsIntro({ children }: { children?: ReactNode }) {
  return (
    <section className="screen instructions">
      <h1>McArdle Step Test</h1>
      <h2>Queens College step test: VO2 max from your recovery heart rate</h2>
      <p>
        A 3-minute submaximal test: you step to a metronome, then count your pulse. Practise the rhythm for a few steps
        first, and stop if you feel dizzy, faint or unwell.
      </p>
      {children}
    </section>
  );
}
