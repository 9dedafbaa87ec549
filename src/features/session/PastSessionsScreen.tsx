// /sessions: the saved sessions (spec §2 "Past Sessions"), 100 rows a page, with export and restore.
import '@/styles/screens.css';
import '@/styles/session.css';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadingSpinner } from '@/components/StatusBanners';
import { TechnicalDetail } from '@/components/TechnicalDetail';
import { useShowFailure } from '@/state/useSubmitUpdate';
import { useAppActors, useProfile } from '@/state/AppActorsContext';
import { useSelector } from '@xstate/react';
import { useRecordsChanged } from '@/state/useRecordsChanged';
import { DatabaseNotice } from './DatabaseNotice';
import { PastSessionsPager } from './PastSessionsPager';
import { PastSessionsTable } from './PastSessionsTable';
import { SessionFileActions } from './SessionFileActions';
import { PastSessionsIntro } from './PastSessionsIntro';
import {
  usePastSessionsActor,
  downloadSessionsExport,
  restoreMessage,
  type SessionsExportKind,
} from '@/state/records/pastSessionsActor';
import { pastSessionHeaders, pastSessionsPage } from '@/summary/pastSessionsRows';
import { useSessionDatabase } from '@/state/records/useSessionDatabase';
import { ROUTE_PATHS } from '@/domain/routePaths';

export const NO_SESSIONS_MESSAGE = 'No saved sessions yet';

export function PastSessionsScreen() {
  const { profile, alert } = useAppActors();
  const metric = useProfile((context) => context.user.prefers_metric);
  const database = useSessionDatabase();
  const showFailure = useShowFailure();
  const actor = usePastSessionsActor({ database, profile, alert });
  // Sessions saved, imported or deleted in another tab show here (decision 0133).
  useRecordsChanged((changes) => {
    if (changes.some((c) => c.store === 'sessions')) actor.send({ type: 'RELOAD' });
  });
  const state = useSelector(actor, (snapshot) => String(snapshot.value));
  const records = useSelector(actor, (snapshot) => snapshot.context.records);
  const pageIndex = useSelector(actor, (snapshot) => snapshot.context.page);
  const pageCount = useSelector(actor, (snapshot) => snapshot.context.pageCount);
  const total = useSelector(actor, (snapshot) => snapshot.context.total);
  const unreadable = useSelector(actor, (snapshot) => snapshot.context.unreadable);
  const loadError = useSelector(actor, (snapshot) => snapshot.context.loadError);
  const restored = useSelector(actor, (snapshot) => snapshot.context.restoreResult);
  const restoreError = useSelector(actor, (snapshot) => snapshot.context.restoreError);
  const headers = useMemo(() => pastSessionHeaders(metric), [metric]);
  const page = useMemo(
    () => pastSessionsPage(records, { page: pageIndex, pageCount, total }, metric),
    [records, pageIndex, pageCount, total, metric],
  );
  const [exporting, setExporting] = useState(false);
  const exportSessions = (kind: SessionsExportKind) => {
    setExporting(true);
    downloadSessionsExport(database, kind, metric)
      .catch((error: unknown) => showFailure(error, 'The export file was not made.'))
      .finally(() => setExporting(false));
  };

  const loading = state === 'loading' || state === 'restoring';
  const failed = state === 'failed';

  return (
    <PastSessionsIntro>
      <DatabaseNotice database={database} />
      <SessionFileActions
        canExport={state === 'ready' && total > 0 && !exporting}
        canRestore={state === 'ready'}
        onExportCsv={() => exportSessions('csv')}
        onExportBackup={() => exportSessions('backup')}
        onRestore={(file) => actor.send({ type: 'RESTORE', file })}
      />
      <div className="sessions-status" role="status">
        {state === 'restoring'
          ? 'Restoring the backup…'
          : exporting
            ? 'Preparing the export…'
            : restored
              ? restoreMessage(restored)
              : null}
      </div>
      {restoreError ? (
        <div className="inline-error">
          <p>{restoreError.message}</p>
          <TechnicalDetail detail={restoreError.detail} />
        </div>
      ) : null}
      {restored?.rejected?.length ? (
        <div className="panel session-notice" data-testid="rejected-rows">
          <p>These records of the backup file could not be read and were not imported:</p>
          <ul>
            {restored.rejected.map(({ row, reason }) => (
              <li key={row}>
                Row {row}: {reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {unreadable > 0 ? (
        <p className="panel session-notice">
          {unreadable} saved session{unreadable === 1 ? '' : 's'} on this page could not be read and{' '}
          {unreadable === 1 ? 'is' : 'are'} not shown.
        </p>
      ) : null}

      {/* Each state's box has its own key: React would otherwise keep the loading box's elements for the message that
          replaces it, and a kept element that moves counts as a layout shift (decision 0168). */}
      {loading && records.length === 0 ? (
        <div key="loading" className="sessions-loading" aria-busy="true">
          <LoadingSpinner />
          <p className="hint">Loading saved sessions…</p>
        </div>
      ) : failed ? (
        <div key="failed" className="panel sessions-empty">
          <p>No sessions to show: {loadError?.message}</p>
          <TechnicalDetail detail={loadError?.detail} />
          <button type="button" className="button" onClick={() => actor.send({ type: 'RELOAD' })}>
            Try again
          </button>
        </div>
      ) : total === 0 ? (
        <div key="empty" className="panel sessions-empty">
          <p>{NO_SESSIONS_MESSAGE}</p>
          <p>
            <Link to={ROUTE_PATHS.currentSession}>Save your current session</Link> to see it here.
          </p>
        </div>
      ) : (
        <>
          <PastSessionsTable headers={headers} page={page} />
          <PastSessionsPager
            page={page}
            onPrevious={() => actor.send({ type: 'PREVIOUS_PAGE' })}
            onNext={() => actor.send({ type: 'NEXT_PAGE' })}
          />
        </>
      )}
    </PastSessionsIntro>
  );
}
