// The Senior Fitness Test rows of the history table and its printed report (decision 47): each item's score per
// session, with the verdict against the normal range for the client's sex and age at that session.
import { useProfile } from '@/state/AppActorsContext';
import type { StoredSessionRecord } from '@/profile/sessionRecord';
import { seniorHistoryRows } from '@/clients/seniorHistory';

export function SeniorFitnessRows({ sessions }: { sessions: readonly StoredSessionRecord[] }) {
  const metric = useProfile((c) => c.user.prefers_metric);
  return seniorHistoryRows(sessions, metric).map((row) => (
    <tr key={row.item} data-senior-item={row.item}>
      <th scope="row">SFT: {row.label}</th>
      {row.cells.map((cell, i) =>
        cell.text === null ? (
          <td key={sessions[i]?.timestamp ?? i}>
            <span className="sr-only">no value</span>—
          </td>
        ) : (
          <td key={sessions[i]?.timestamp ?? i}>
            <span className="cell-value">{cell.text}</span>
            <span className={cell.classified ? 'cell-category' : 'cell-note'}>{cell.verdict}</span>
          </td>
        ),
      )}
    </tr>
  ));
}
