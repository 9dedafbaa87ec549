// The 1RM trials logged so far: weight in the user's units and whether it was lifted.
import type { Trial } from '@machines/restTimerMachine';
import { formatWeight } from './strengthFormText';

export function TrialLog({ trials, metric }: { trials: readonly Trial[]; metric: boolean }) {
  if (trials.length === 0) return <p className="hint">No trials logged yet.</p>;
  return (
    <div className="table-scroll">
      <table className="trial-log">
        <caption>Trials</caption>
        <thead>
          <tr>
            <th scope="col">Trial</th>
            <th scope="col">Weight</th>
            <th scope="col">Lifted</th>
          </tr>
        </thead>
        <tbody>
          {trials.map((trial, index) => (
            <tr key={index}>
              <td>{index + 1}</td>
              <td>{formatWeight(trial.value, metric)}</td>
              <td>{trial.success ? 'Yes' : 'No'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
