// A client's test battery on their history page (decision 0138): choose one of the coach's batteries (or
// none) and save it; the client's Current Session then lists the battery's tests still to do. The batteries themselves
// are made on the Test Batteries screen.
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ROUTE_PATHS } from '@/domain/routePaths';
import { TEST_CATALOG } from '@/profile/testCatalog';
import { useBatteries, useClientBattery } from '@/state/records/useBatteries';

const NONE = '';

export function ClientBattery({ clientId, name }: { clientId: string; name: string }) {
  const selectId = useId();
  const { batteries, loaded } = useBatteries();
  const { battery, assign } = useClientBattery(clientId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const value = chosen ?? battery?.id ?? NONE;
  const save = async () => {
    if (await assign(value === NONE ? null : value)) {
      setChosen(null);
      setStatus(value === NONE ? `${name} has no battery: every test is listed.` : 'Battery saved.');
    }
  };
  return (
    <section className="panel no-print" aria-labelledby={`${selectId}-title`}>
      <h2 id={`${selectId}-title`}>Test battery</h2>
      <p>
        {battery
          ? `${battery.name}: ${battery.tests.map((key) => TEST_CATALOG[key].label).join(', ')}.`
          : 'No battery: the Current Session lists every test still to do.'}
      </p>
      {loaded && batteries.length === 0 ? (
        <p>
          No battery yet. <Link to={ROUTE_PATHS.batteries}>Make a test battery</Link>.
        </p>
      ) : (
        <div className="history-actions">
          <div className="field">
            <label htmlFor={selectId}>Battery for {name}</label>
            <select
              id={selectId}
              value={value}
              onChange={(e) => {
                setChosen(e.target.value);
                setStatus('');
              }}
            >
              <option value={NONE}>None (every test)</option>
              {batteries.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="button" onClick={() => void save()}>
            Save the battery
          </button>
          <Link to={ROUTE_PATHS.batteries}>Manage test batteries</Link>
        </div>
      )}
      <p role="status">{status}</p>
    </section>
  );
}
