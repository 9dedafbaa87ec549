// /field-tests (spec §2 "Field tests"): four tests of cardiorespiratory fitness, each with its own form; each
// submission stores the VO2 max (vo2Max update) and shows it with its category, and every test done stays in the
// session with what it measured (decision 0181, FieldTestsDone). With ?test=shuttle-run the screen is the 20 m shuttle
// run's page instead (decision 48), a chunk of its own.
import '@/styles/screens.css';
import './fieldTests.css';
import { Suspense, lazy, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { SHUTTLE_RUN_QUERY, shuttleRunPath } from '@/domain/shuttleRunPath';
import { EquipmentChecklist } from '@/components/EquipmentChecklist';
import { FieldTestsDone } from './FieldTestsDone';
import { MaximalTestGate } from '@/components/MaximalTestGate';
import { StopTestIndications } from '@/components/StopTestIndications';
import { OneAndHalfMileForm, RockportForm, SixMinuteWalkForm, TwelveMinuteForm } from './FieldTestForms';
import type { FieldTestStored } from './FieldTestSection';
import type { FieldTestId } from './fieldTestFormModels';

const ShuttleRunPage = lazy(() => import('./ShuttleRunPage').then((module) => ({ default: module.ShuttleRunPage })));

export function FieldTestsScreen() {
  const [params] = useSearchParams();
  if (params.get('test') === SHUTTLE_RUN_QUERY)
    return (
      <Suspense fallback={<p role="status">Opening the shuttle run…</p>}>
        <ShuttleRunPage />
      </Suspense>
    );
  return <FieldTests />;
}

function FieldTests() {
  const [latest, setLatest] = useState<{ test: FieldTestId; stored: FieldTestStored } | null>(null);
  const props = (test: FieldTestId) => ({
    stored: latest?.test === test ? latest.stored : null,
    onStored: (stored: FieldTestStored) => setLatest({ test, stored }),
  });
  return (
    <section className="screen field-tests">
      <h1>Field Tests</h1>
      <p>
        Four ways to estimate your VO2 max (maximal oxygen uptake) outside a laboratory. Each test done is kept in the
        session with what it measured; the session&apos;s VO2 max is the latest test&apos;s unless you choose another.
        Screen yourself first (the Demographic Form), warm up for 5-10 minutes, and stop if you feel chest pain,
        dizziness or unusual shortness of breath.
      </p>
      <EquipmentChecklist items={['stopwatch', 'measuringTape']} />
      <FieldTestsDone />
      <StopTestIndications />
      <div className="field-test-list">
        <MaximalTestGate testName="1.5-mile and 12-minute runs">
          <OneAndHalfMileForm {...props('oneAndHalfMile')} />
          <TwelveMinuteForm {...props('twelveMinute')} />
        </MaximalTestGate>
        <RockportForm {...props('rockport')} />
        <SixMinuteWalkForm {...props('sixMinuteWalk')} />
      </div>
      <p>
        A team&apos;s field test, paced by beeps: the <Link to={shuttleRunPath()}>20 m shuttle run</Link> (beep test),
        for one runner or a whole group.
      </p>
    </section>
  );
}
