// "Changed on two devices" (decision 44): on a client's page, each record of theirs that two devices changed, field by
// field; the coach keeps the shown value or picks the other per field, or keeps both sessions. Both versions stay on
// the server until then, and every device shows the same (shown) version and this notice.
import { useEffect, useState } from 'react';
import { conflictsOfClient, settleConflict, type ConflictView } from '@/state/sync/syncControl';
import { useSyncView } from '@/state/sync/syncView';
import { formatDateTime } from '@/domain/dates';

function shownValue(value: unknown): string {
  return value === undefined || value === null || value === '' ? '(empty)' : String(value);
}

const KIND_NAMES: Record<ConflictView['kind'], string> = {
  client: 'Client details',
  session: 'A session',
  notes: 'Notes and goals',
  battery: 'A test battery',
  assignment: 'The assigned battery',
};

function ConflictForm({ conflict, onSettled }: { conflict: ConflictView; onSettled: () => void }) {
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const settle = async (keepBoth: boolean) => {
    setBusy(true);
    try {
      await settleConflict(conflict.docId, [...picked], keepBoth);
      onSettled();
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset className="sync-conflict">
      <legend>{KIND_NAMES[conflict.kind]}</legend>
      <table>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Shown ({formatDateTime(new Date(conflict.shownSavedAt))})</th>
            <th scope="col">Other device ({formatDateTime(new Date(conflict.otherSavedAt))})</th>
          </tr>
        </thead>
        <tbody>
          {conflict.differences.map((difference) => (
            <tr key={difference.path}>
              <th scope="row">{difference.path}</th>
              <td>
                <label>
                  <input
                    type="radio"
                    name={`${conflict.docId}-${difference.path}`}
                    checked={!picked.has(difference.path)}
                    onChange={() => setPicked((p) => new Set([...p].filter((x) => x !== difference.path)))}
                  />{' '}
                  {shownValue(difference.shown)}
                </label>
              </td>
              <td>
                <label>
                  <input
                    type="radio"
                    name={`${conflict.docId}-${difference.path}`}
                    checked={picked.has(difference.path)}
                    onChange={() => setPicked((p) => new Set([...p, difference.path]))}
                  />{' '}
                  {shownValue(difference.other)}
                </label>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="button" disabled={busy} onClick={() => void settle(false)}>
        Keep the chosen values
      </button>
      {conflict.kind === 'session' ? (
        <button type="button" className="button" disabled={busy} onClick={() => void settle(true)}>
          Keep both sessions
        </button>
      ) : null}
    </fieldset>
  );
}

export function SyncConflictNotice({ clientId }: { clientId: string }) {
  const { conflictClients } = useSyncView();
  const has = conflictClients.includes(clientId);
  const [conflicts, setConflicts] = useState<readonly ConflictView[]>([]);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    if (has) void conflictsOfClient(clientId).then((list) => current && setConflicts(list));
    return () => {
      current = false;
    };
  }, [clientId, has, round]);
  if (!has || conflicts.length === 0) return null;
  return (
    <section className="sync-conflicts" aria-labelledby="sync-conflicts-title">
      <h2 id="sync-conflicts-title">Changed on two devices</h2>
      <p>Both versions are kept until you choose. Pick the value to keep for each field.</p>
      {conflicts.map((conflict) => (
        <ConflictForm key={conflict.docId} conflict={conflict} onSettled={() => setRound((n) => n + 1)} />
      ))}
    </section>
  );
}
