// /field-tests (spec §2 "Field tests"): four tests of cardiorespiratory fitness, each with its own form; each
// submission stores the VO2 max (vo2Max update) and shows it with its category, and every test done stays in the
// session with what it measured (decision 0181, FieldTestsDone).
import '@/styles/screens.css';
import './fieldTests.css';
import { useState } from 'react';
import { EquipmentChecklist } from '@/components/EquipmentChecklist';
import { FieldTestsDone } from './FieldTestsDone';
import { MaximalTestGate } from '@/components/MaximalTestGate';
import { StopTestIndications } from '@/components/StopTestIndications';
import { OneAndHalfMileForm, RockportForm, SixMinuteWalkForm, TwelveMinuteForm } from './FieldTestForms';
import type { FieldTestStored } from './FieldTestSection';
import type { FieldTestId } from './fieldTestFormModels';

export function FieldTestsScreen() {
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
    </section>
  );
}
