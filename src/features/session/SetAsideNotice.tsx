// 'Unsaved results from 10 Jan 2026: Restore / Discard' (decision 0163): each session of the open client whose unsaved
// results were set aside when a new session started or the client was opened a later day (decision 0152), offered
// back on Current Session. Discard asks first, naming the date and the results (DiscardSetAsideDialog). The work is
// in src/state/records/setAsideResults.ts; this view only names each session and passes the coach's choice on.
import { useState } from 'react';
import { formatDateTime } from '@/domain/dates';
import { useProfile } from '@/state/AppActorsContext';
import { setAsideDate } from '@/state/records/setAsideResults';
import { useSetAsideSessions, type SetAsideSession } from '@/state/records/useSetAsideSessions';
import { DiscardSetAsideDialog } from './DiscardSetAsideDialog';

export function SetAsideNotice() {
  const { entries, restore, discard } = useSetAsideSessions();
  const metric = useProfile((c) => c.user.prefers_metric);
  const [asking, setAsking] = useState<{ entry: SetAsideSession; date: string } | null>(null);
  if (entries.length === 0) return null;
  return (
    <>
      {asking ? (
        <DiscardSetAsideDialog
          entry={asking.entry}
          date={asking.date}
          metric={metric}
          onConfirm={() => {
            setAsking(null);
            discard(asking.entry);
          }}
          onCancel={() => setAsking(null)}
        />
      ) : null}
      {entries.map((entry) => {
        // Two sessions of one day are told apart by their time, so each button's name is its own.
        const sameDay = entries.filter((other) => setAsideDate(other) === setAsideDate(entry)).length > 1;
        const date = sameDay ? formatDateTime(entry.profile.sessionStartedAt ?? entry.setAsideAt) : setAsideDate(entry);
        const textId = `set-aside-${entry.workKey}`;
        return (
          <section
            key={entry.workKey}
            className="panel session-notice no-print"
            aria-labelledby={textId}
            data-testid="set-aside-results"
          >
            <p id={textId}>
              Unsaved results from {date}: they were set aside when a new session started. Restore reopens that session
              with them (this session's own unsaved results are set aside in turn); Discard asks, then forgets them.
            </p>
            <div className="form-actions">
              <button type="button" className="button" onClick={() => restore(entry)}>
                Restore results from {date}
              </button>
              <button type="button" className="button" onClick={() => setAsking({ entry, date })}>
                Discard results from {date}
              </button>
            </div>
          </section>
        );
      })}
    </>
  );
}
