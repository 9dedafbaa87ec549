// 'Unsaved results from 10 Jan 2026: Restore / Discard' (decision 0163): each session of the open client whose unsaved
// results were set aside when a new session started, offered back on Current Session. The work is in
// src/state/records/setAsideResults.ts; this view only names each session and passes the coach's choice on.
import { formatDateTime } from '@/domain/dates';
import { setAsideDate } from '@/state/records/setAsideResults';
import { useSetAsideSessions } from '@/state/records/useSetAsideSessions';

export function SetAsideNotice() {
  const { entries, restore, discard } = useSetAsideSessions();
  if (entries.length === 0) return null;
  return (
    <>
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
              with them (this session's own unsaved results are set aside in turn); Discard forgets them.
            </p>
            <div className="form-actions">
              <button type="button" className="button" onClick={() => restore(entry)}>
                Restore results from {date}
              </button>
              <button type="button" className="button" onClick={() => discard(entry)}>
                Discard results from {date}
              </button>
            </div>
          </section>
        );
      })}
    </>
  );
}
