// /treadmill-protocols/bruce/results?mets=N (spec §2 and §8): 'You have {category} cardio respiratory fitness'
// from VO2 max = METs × 3.5, or, when the Bruce protocol ran on the timer (?time=), from the total time (decision
// 0036, formulas §13a), classified with the user's own sex table for their age, or 'No Data'. The page says which
// method it used and what a new result replaces; one press records the VO2 max in the profile (weight, age and sex
// needed, else the prompt takes its place, decision 0020).
import '@/styles/screens.css';
import './treadmill.css';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { normSource } from '@/norms/normSources';
import { missingRequirements } from '@/profile/profileUpdate';
import { useProfile } from '@/state/AppActorsContext';
import { DemographicsPrompt } from '@/components/DemographicsPrompt';
import { SourceLine } from '@/components/SourceLine';
import { formatTreadmillVo2 } from './treadmillForm';
import { TREADMILL_REQUIRES } from '@/profile/builders/treadmillVo2Update';
import { cardioSentence, methodText, treadmillResultView } from './treadmillResults';
import { useRecordTreadmillResult, type TreadmillResultsState } from './useRecordTreadmillResult';
import { vo2ReplacementText } from '@/profile/builders/vo2MaxUpdate';
import { ROUTE_PATHS, categoriesSection, treadmillTimerPath } from '@/domain/routePaths';
import { stoppedEarlyText } from '@/domain/stopTestIndications';
import { MaximalTestGate } from '@/components/MaximalTestGate';

export function TreadmillResultsScreen() {
  const [params] = useSearchParams();
  const user = useProfile((c) => c.user);
  const recordResult = useRecordTreadmillResult();
  // Arriving from the timer's Stop, the result is already in the session (decision 0104).
  const arrivedWith = useLocation().state as Partial<TreadmillResultsState> | null | undefined;
  const [recorded, setRecorded] = useState(arrivedWith?.recorded === true);
  // A test stopped early keeps its reason here too, so Record (when Stop could not record it) labels the result.
  const stoppedEarly = typeof arrivedWith?.stoppedEarly === 'string' ? arrivedWith.stoppedEarly : undefined;
  const view = treadmillResultView(params, user);
  const missing = missingRequirements(user, TREADMILL_REQUIRES);
  const replaces = vo2ReplacementText(user.vo2Max);

  const record = () => {
    if (recordResult(params, stoppedEarly)) setRecorded(true);
  };

  return (
    <section className="screen treadmill-results">
      <h1>Treadmill Test Results</h1>
      <section className="panel category-panel cardio-result" aria-labelledby="cardio-result-heading">
        <h2 id="cardio-result-heading">{cardioSentence(view)}</h2>
        {view.result ? (
          <>
            {view.method === 'time' ? (
              <p className="result-value">
                VO2 max {view.result.value.toFixed(2)} mL/kg/min, {methodText(view)}
                {view.stage ? ` (stopped in stage ${view.stage})` : ''}
              </p>
            ) : (
              <p className="result-value">
                VO2 max {formatTreadmillVo2(view.result.value)} mL/kg/min ({view.result.mets} METs
                {view.protocol && view.stage ? `, ${view.protocol.name} stage ${view.stage}` : ''})
              </p>
            )}
            {view.category ? (
              <SourceLine provenance={normSource('vo2max')} />
            ) : (
              <p className="hint">
                There is no norm for this result: the VO2 max norms need your sex and an age from 20 to 69.
              </p>
            )}
            {stoppedEarly ? (
              <p className="stopped-early-label" data-testid="stopped-early">
                <strong>{stoppedEarlyText(stoppedEarly)}</strong>. The result is kept with this reason.
              </p>
            ) : null}
            <SourceLine provenance={view.result} />
          </>
        ) : view.noEstimateReason ? (
          <p className="hint" data-testid="no-estimate-reason">
            {view.timeText ? `You stopped at ${view.timeText}. ` : ''}
            {view.noEstimateReason}
          </p>
        ) : (
          <p className="hint">
            There is no treadmill result to show. Run a protocol on the timer, or enter a final stage on the Treadmill
            Protocols page.
          </p>
        )}
      </section>
      {view.result && !recorded && replaces ? <p className="hint vo2-replaces">{replaces}</p> : null}
      {view.result ? (
        // Recording a maximal test's result waits for the screening's clearance (decision 50); a result the timer
        // already recorded went through the gate before its start.
        <MaximalTestGate testName={`${view.protocol?.name ?? 'treadmill'} treadmill test`}>
          <div className="form-actions">
            {missing.length > 0 ? (
              <DemographicsPrompt missing={missing} suffix="before taking tests" />
            ) : (
              <button type="button" className="button button-primary" onClick={record} disabled={recorded}>
                {recorded ? 'VO2 max recorded' : 'Record this VO2 max in my profile'}
              </button>
            )}
          </div>
        </MaximalTestGate>
      ) : null}
      <h2>Next steps</h2>
      <ul>
        <li>
          <Link to={treadmillTimerPath(view.protocol?.id ?? 'bruce')}>Run the timer again</Link>
        </li>
        <li>
          <Link to={ROUTE_PATHS.treadmillProtocols}>Back to the treadmill protocols</Link>
        </li>
        <li>
          <Link to={categoriesSection('vo2')}>Compare your result in the Fitness Categories tab</Link>
        </li>
        <li>
          <Link to={ROUTE_PATHS.currentSession}>Share, print or save your results in the Current Session tab</Link>
        </li>
      </ul>
    </section>
  );
}
