// The general indications for stopping an exercise test (decision 50), large enough to read from beside the client:
// guidance for the tester, shown on the timed test screens and inside the test-day display.
import './stopTest.css';
import { STOP_TEST_INDICATIONS, STOP_TEST_INDICATIONS_SOURCE } from '@/domain/stopTestIndications';

export function StopTestIndications() {
  return (
    <section className="stop-test-indications" aria-labelledby="stop-test-heading">
      {/* Not a heading: the timed screens' own headings (the phase, the stage) stay the only ones in the display. */}
      <p id="stop-test-heading" className="stop-test-title">
        Stop the test if
      </p>
      <ul>
        {STOP_TEST_INDICATIONS.map((indication) => (
          <li key={indication}>{indication}</li>
        ))}
      </ul>
      <p className="stop-test-source">{STOP_TEST_INDICATIONS_SOURCE} Guidance for the tester, not a diagnosis.</p>
    </section>
  );
}
