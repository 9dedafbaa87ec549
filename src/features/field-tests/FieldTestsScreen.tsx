// /field-tests (spec §2 "Field tests"): four tests of cardiorespiratory fitness, each with its own form; each
// submission stores the VO2 max (vo2Max update) and shows it with its category.
import '@/styles/screens.css';
import './fieldTests.css';
import { useState } from 'react';
import { EquipmentChecklist } from '@/components/EquipmentChecklist';
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
        Four ways to estimate your VO2 max (maximal oxygen uptake) outside a laboratory. Choose one test; each form
        stores its result as your VO2 max. Screen yourself first (the Demographic Form), warm up for 5-10 minutes, and
        stop if you feel chest pain, dizziness or unusual shortness of breath.
      </p>
      <EquipmentChecklist items={['stopwatch', 'measuringTape']} />
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
