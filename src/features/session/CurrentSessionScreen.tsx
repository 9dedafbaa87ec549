// /current-session: the fitness summary of the profile (spec §2), with Save / Update, Share and Print.
import '@/styles/screens.css';
import './session.css';
import { useMemo, useState } from 'react';
import { useAppActors, useProfile } from '@/state/AppActorsContext';
import { useScreenActor } from '@/state/useActorLifecycle';
import { BodySection } from './BodySection';
import { CardioSection } from './CardioSection';
import { CircumferencesSection } from './CircumferencesSection';
import { DatabaseNotice } from './DatabaseNotice';
import { DemographicsSection } from './DemographicsSection';
import { FlexibilitySection } from './FlexibilitySection';
import { HeartSection } from './HeartSection';
import { MacrosSection } from './MacrosSection';
import { MicrosSection } from './MicrosSection';
import { SaveDialog } from './SaveDialog';
import { SessionActions } from './SessionActions';
import { SkinfoldsSection } from './SkinfoldsSection';
import { StrengthSection } from './StrengthSection';
import { createSaveConfirmActor } from '@/state/records/saveConfirmActor';
import { sessionSummary } from '@/summary/sessionSummary';
import { useSessionDatabase } from '@/state/records/useSessionDatabase';
import { useClientsActor } from '@/state/records/useClients';
import { LastMeasuredWeight } from '@/features/demographics/LastMeasuredWeight';

export function CurrentSessionScreen() {
  const { profile, alert } = useAppActors();
  const user = useProfile((context) => context.user);
  const database = useSessionDatabase();
  useClientsActor(); // the roster is ready before a save (its active client owns the session, decision 0035)
  const [now] = useState(() => new Date());
  const saveActor = useScreenActor(() => createSaveConfirmActor({ database, profile, alert }));
  const summary = useMemo(() => sessionSummary(user, now), [user, now]);

  return (
    <article className="screen session-summary" aria-labelledby="summary-title">
      <h1 id="summary-title">{summary.title}</h1>
      <DatabaseNotice database={database} onRetry={() => database.send({ type: 'RETRY' })} />
      <SessionActions summary={summary} saveActor={saveActor} />
      {/* Weight is a measurement (decision 0101): until it is entered in this session, its last value and date. */}
      <LastMeasuredWeight />
      <div className="summary-sections">
        <DemographicsSection section={summary.demographics} />
        <BodySection section={summary.body} />
        <SkinfoldsSection section={summary.skinfolds} />
        <CircumferencesSection section={summary.circumferences} />
        <HeartSection section={summary.heart} />
        <StrengthSection section={summary.strength} />
        <CardioSection section={summary.cardio} />
        <FlexibilitySection section={summary.flexibility} />
        <MacrosSection section={summary.macros} />
        <MicrosSection section={summary.micros} />
      </div>
      <SaveDialog actor={saveActor} />
    </article>
  );
}
