// Inline notice when saved sessions are unavailable: the open failed (Try again), another tab changed the database
// (Reload), or another tab blocks the open; the browser's own words under Technical detail (decision 0071).
import { BLOCKED_MESSAGE } from '@machines/databaseInitMachine';
import { useSelector } from '@xstate/react';
import { databaseProblem, databaseProblemDetail, type SessionDatabaseActor } from '@/state/records/sessionDatabase';
import { TechnicalDetail } from '@/components/TechnicalDetail';

/** `onRetry` adds a Try again button to an open failure (Past Sessions has its own). */
export function DatabaseNotice({ database, onRetry }: { database: SessionDatabaseActor; onRetry?: () => void }) {
  const problem = useSelector(database, databaseProblem);
  const detail = useSelector(database, databaseProblemDetail);
  const failed = useSelector(database, (snapshot) => snapshot.matches('failed'));
  const blocked = useSelector(database, (snapshot) => snapshot.matches('opening') && snapshot.context.blocked);
  if (blocked) {
    return (
      <div className="panel session-notice no-print" data-testid="database-notice">
        <p>{BLOCKED_MESSAGE}</p>
      </div>
    );
  }
  if (!problem) return null;
  return (
    <div className="panel session-notice no-print" data-testid="database-notice">
      <p>{failed ? `Saved sessions are unavailable. ${problem}` : problem}</p>
      <TechnicalDetail detail={detail} />
      {failed ? (
        onRetry ? (
          <button type="button" className="button" onClick={onRetry}>
            Try again
          </button>
        ) : null
      ) : (
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload this page
        </button>
      )}
    </div>
  );
}
