// /current-session: the fitness summary of the profile (spec §2), with Save / Update, Share and Print.
import '@/styles/screens.css';
import '@/styles/session.css';
import { useMemo, useState } from 'react';
import { useAppActors, useProfile } from '@/state/AppActorsContext';
import { DatabaseNotice } from './DatabaseNotice';
import { SaveDialog } from './SaveDialog';
import { SessionActions } from './SessionActions';
import { SetAsideNotice } from './SetAsideNotice';
import { SummarySection } from './SummarySection';
import { MACROS_TABLE, MICROS_TABLE, SummaryTableSection } from './SummaryTableSection';
import { useSaveConfirmActor } from '@/state/records/saveConfirmActor';
import { sessionSummary } from '@/summary/sessionSummary';
import type { SessionSummary } from '@/summary/summaryTypes';
import { useSessionDatabase } from '@/state/records/useSessionDatabase';
import { useClientsActor } from '@/state/records/useClients';
import { LastMeasuredWeight } from '@/components/LastMeasuredWeight';
import { ReportLetterhead } from '@/components/ReportLetterhead';
import { useClientBattery } from '@/state/records/useBatteries';
import { BatteryTodo } from './BatteryTodo';
import { CurrentSessionIntro } from './CurrentSessionIntro';
import { showsSeniorFitness } from '@/summary/seniorFitnessSummary';

/** The sections that are a list of values, in the order of spec §2; macros and micros add their tables after them. */
const LIST_SECTIONS = [
  'demographics',
  'body',
  'skinfolds',
  'circumferences',
  'heart',
  'strength',
  'cardio',
  'flexibility',
] as const satisfies readonly (keyof SessionSummary)[];

export function CurrentSessionScreen() {
  const { profile, alert } = useAppActors();
  const user = useProfile((context) => context.user);
  const database = useSessionDatabase();
  useClientsActor(); // the roster is ready before a save (its active client owns the session, decision 0035)
  const [now] = useState(() => new Date());
  const save = useSaveConfirmActor({ database, profile, alert });
  const summary = useMemo(() => sessionSummary(user, now), [user, now]);
  // A client's test battery narrows "Still to do" to its tests (decision 0138).
  const { battery } = useClientBattery(user.uid);

  return (
    // The coach's name and logo, printed above the title (decision 0150).
    <CurrentSessionIntro title={summary.title} letterhead={<ReportLetterhead />}>
      <DatabaseNotice database={database} onRetry={() => database.send({ type: 'RETRY' })} />
      <SessionActions summary={summary} save={save} />
      {/* Results set aside when a new session started, offered back (decision 0163). */}
      <SetAsideNotice />
      {/* Weight is a measurement (decision 0101): until it is entered in this session, its last value and date. */}
      <LastMeasuredWeight />
      <div className="summary-sections">
        {battery ? <BatteryTodo battery={battery} user={user} /> : null}
        {LIST_SECTIONS.map((key) => (
          <SummarySection key={key} section={summary[key]} showTodo={battery === null} />
        ))}
        {/* decision 47: the older adults' battery, for a client of 60 or over or once an item is done. */}
        {showsSeniorFitness(user) ? (
          <SummarySection section={summary.seniorFitness} showTodo={battery === null} />
        ) : null}
        <SummaryTableSection section={summary.macros} table={MACROS_TABLE} />
        <SummaryTableSection section={summary.micros} table={MICROS_TABLE} />
      </div>
      <SaveDialog save={save} />
    </CurrentSessionIntro>
  );
}
