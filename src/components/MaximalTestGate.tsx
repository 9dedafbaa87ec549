// Before a maximal test (decision 50), where it starts (the timers, the 1RM trial log) and where its result is
// recorded (the treadmill protocol forms and results, the 1RM result forms): when the open client's screening suggests
// medical clearance, the test does not start and its result is not recorded until the tester records that clearance
// was obtained, or takes a submaximal test instead; both ways are offered, so nothing is blocked without a way forward.
// What stands behind the gate stays mounted, only hidden, so nothing typed there is lost. Without a current screening
// the test goes on, with the short screening offered above it. A person with no name (no client) is not screened here.
import './screening.css';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CLEARANCE_ADVICE_TEXT } from '@/calculators/preparticipationScreening';
import { ROUTE_PATHS } from '@/domain/routePaths';
import { formatCalendarDay } from '@/profile/calendarDate';
import { useProfile } from '@/state/AppActorsContext';
import { useClientScreening } from '@/state/records/useScreening';
import { ParQPlusLink, SCREENING_DISCLAIMER, ScreeningForm } from './ScreeningPanel';

interface GateProps {
  /** 'Bruce treadmill test', '1RM bench press': named in the gate's heading. */
  readonly testName: string;
  readonly children: ReactNode;
}

export function MaximalTestGate({ testName, children }: GateProps) {
  const clientId = useProfile((c) => (c.user.fname ? c.user.uid : null));
  if (!clientId) return <>{children}</>;
  return (
    <ClientGate clientId={clientId} testName={testName}>
      {children}
    </ClientGate>
  );
}

function ClientGate({ clientId, testName, children }: GateProps & { clientId: string }) {
  const api = useClientScreening(clientId);
  const { gate } = api;
  const headingId = useId();
  // Until the screening is read the test shows as it is (it starts only on a press); a suggestion then covers it.
  const gated = api.loaded && gate.kind === 'clearance-suggested';
  return (
    <>
      {gated ? (
        <section className="panel maximal-test-gate" aria-labelledby={headingId}>
          <h2 id={headingId}>Medical clearance suggested before the {testName}</h2>
          <p>
            This client&apos;s screening suggests medical clearance before a maximal test:{' '}
            {CLEARANCE_ADVICE_TEXT[gate.outcome.clearance]}
          </p>
          <p className="hint">{SCREENING_DISCLAIMER}</p>
          <p>Two ways forward:</p>
          <ul className="gate-choices">
            <li>
              <button type="button" className="button" onClick={() => void api.recordClearance()}>
                Medical clearance was obtained: record it and go on
              </button>
            </li>
            <li>
              Take a submaximal test instead:{' '}
              <Link to={ROUTE_PATHS.stepTestInstructions}>Queens College step test</Link>, or the{' '}
              <Link to={ROUTE_PATHS.fieldTests}>Rockport 1-mile walk or 6-minute walk</Link> (Field Tests), or, for an
              older adult, the <Link to={ROUTE_PATHS.seniorFitness}>Senior Fitness Test</Link>.
            </li>
          </ul>
          <ParQPlusLink />
        </section>
      ) : null}
      {api.loaded && gate.kind === 'no-screening' ? (
        <details className="panel screening-offer">
          <summary>No current preparticipation screening for this client: screen before this maximal test</summary>
          <p className="hint">{SCREENING_DISCLAIMER}</p>
          <ScreeningForm onSave={api.save} />
          <ParQPlusLink />
        </details>
      ) : null}
      {gate.kind === 'clear' && gate.clearanceRecordedOn ? (
        <p className="hint" data-testid="clearance-recorded">
          Medical clearance recorded on {formatCalendarDay(gate.clearanceRecordedOn)}.
        </p>
      ) : null}
      {/* Always here, only hidden behind the gate: whatever was typed is there again once clearance is recorded. */}
      <div className="maximal-test-behind" hidden={gated}>
        {children}
      </div>
    </>
  );
}
