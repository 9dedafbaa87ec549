// The general indications for stopping an exercise test (decision 50), the one view of the one list
// (src/domain/stopTestIndications.ts): on the treadmill page's safety procedures, above the field tests and inside the
// test-day display of every timed test, where the full-screen layout shows each in a few words, large enough to read
// from beside the client. Guidance for the tester, not a diagnosis.
import './stopTest.css';
import { useId } from 'react';
import {
  STOP_TEST_INDICATIONS,
  STOP_TEST_INDICATIONS_SOURCE,
  STOP_TEST_INDICATIONS_TITLE,
} from '@/domain/stopTestIndications';
import { useTestDayFullScreen } from './testDayFullScreen';

export interface StopTestIndicationsProps {
  /** A heading of this level inside a page's section (the treadmill safety procedures); a plain title otherwise. */
  headingLevel?: 2 | 3;
}

export function StopTestIndications({ headingLevel }: StopTestIndicationsProps) {
  const id = useId();
  const full = useTestDayFullScreen();
  // Not a heading in the test-day display: the timed screens' own headings (the phase, the stage) stay its only ones.
  const Title = headingLevel === 2 ? 'h2' : headingLevel === 3 ? 'h3' : 'p';
  return (
    <section
      className={`stop-test-indications${full ? ' stop-test-indications-full' : ''}`}
      aria-labelledby={`${id}-title`}
    >
      <Title id={`${id}-title`} className="stop-test-title">
        {STOP_TEST_INDICATIONS_TITLE}
      </Title>
      <ul>
        {STOP_TEST_INDICATIONS.map((indication) => (
          <li key={indication.text}>{full ? indication.short : indication.text}</li>
        ))}
      </ul>
      {full ? null : (
        <p className="stop-test-source">{STOP_TEST_INDICATIONS_SOURCE} Guidance for the tester, not a diagnosis.</p>
      )}
    </section>
  );
}
