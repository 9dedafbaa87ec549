// /sessions: the saved sessions (SPEC section 2 "Past Sessions"), 100 rows a page, with export and restore.
import '@/styles/screens.css';
import './session.css';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { LoadingSpinner } from '@/components/StatusBanners';
import { useAppActors, useProfile } from '@/state/AppActorsContext';
import { useActorSelector } from '@/state/useActorSelector';
import { useScreenActor } from '@/state/useActorLifecycle';
import { DatabaseNotice } from './DatabaseNotice';
import { PastSessionsPager } from './PastSessionsPager';
import { PastSessionsTable } from './PastSessionsTable';
import { SessionFileActions } from './SessionFileActions';
import { downloadFile } from '@/effects/downloadFile';
import { createPastSessionsActor, restoreMessage } from '@/state/session/pastSessionsActor';
import { pastSessionHeaders, pastSessionsPage } from '@/summary/pastSessionsRows';
import { sessionsBackupFile, sessionsCsvFile } from '@/state/session/sessionFiles';
import { useSessionDatabase } from '@/state/session/useSessionDatabase';

export const NO_SESSIONS_MESSAGE = 'No saved sessions yet';

export function PastSessionsScreen() {
  const { profile, alert } = useAppActors();
  const metric = useProfile((context) => context.user.prefers_metric);
  const database = useSessionDatabase();
  const actor = useScreenActor(() => createPastSessionsActor({ database, profile, alert }));
  const state = useActorSelector(actor, (snapshot) => String(snapshot.value));
  const records = useActorSelector(actor, (snapshot) => snapshot.context.records);
  const pageIndex = useActorSelector(actor, (snapshot) => snapshot.context.page);
  const unreadable = useActorSelector(actor, (snapshot) => snapshot.context.unreadable);
  const loadError = useActorSelector(actor, (snapshot) => snapshot.context.loadError);
  const restored = useActorSelector(actor, (snapshot) => snapshot.context.restoreResult);
  const restoreError = useActorSelector(actor, (snapshot) => snapshot.context.restoreError);
  const headers = useMemo(() => pastSessionHeaders(metric), [metric]);
  const page = useMemo(() => pastSessionsPage(records, pageIndex, metric), [records, pageIndex, metric]);

  const loading = state === 'loading' || state === 'restoring';
  const failed = state === 'failed';

  return (
    <section className="screen past-sessions" aria-labelledby="past-sessions-title">
      <h1 id="past-sessions-title">Past Sessions</h1>
      <p>Sessions saved in this browser from the Current Session tab. Nothing leaves this device.</p>
      <DatabaseNotice database={database} />
      <SessionFileActions
        canExport={state === 'ready' && records.length > 0}
        canRestore={state === 'ready'}
        onExportCsv={() => downloadFile(sessionsCsvFile(records, metric, new Date()))}
        onExportBackup={() => downloadFile(sessionsBackupFile(records, new Date()))}
        onRestore={(file) => actor.send({ type: 'RESTORE', file })}
      />
      <div className="sessions-status" role="status">
        {state === 'restoring' ? 'Restoring the backup…' : restored ? restoreMessage(restored) : null}
      </div>
      {restoreError ? <p className="inline-error">{restoreError}</p> : null}
      {unreadable > 0 ? (
        <p className="panel session-notice">
          {unreadable} saved session{unreadable === 1 ? '' : 's'} could not be read and {unreadable === 1 ? 'is' : 'are'} not shown.
        </p>
      ) : null}

      {loading && records.length === 0 ? (
        <div className="sessions-loading" aria-busy="true">
          <LoadingSpinner />
          <p className="hint">Loading saved sessions…</p>
        </div>
      ) : failed ? (
        <div className="panel sessions-empty">
          <p>No sessions to show: {loadError}</p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'RELOAD' })}>Try again</button>
        </div>
      ) : records.length === 0 ? (
        <div className="panel sessions-empty">
          <p>{NO_SESSIONS_MESSAGE}</p>
          <p><Link to="/current-session">Save your current session</Link> to see it here.</p>
        </div>
      ) : (
        <>
          <PastSessionsTable headers={headers} page={page} />
          <PastSessionsPager page={page} onPrevious={() => actor.send({ type: 'PREVIOUS_PAGE' })} onNext={() => actor.send({ type: 'NEXT_PAGE' })} />
        </>
      )}
    </section>
  );
}
