// #/batteries: the coach's test batteries (decision 0138). A battery is a name and a list of tests from the
// one test list (src/profile/testCatalog.ts); here a coach makes one, renames it or changes its tests, and deletes it.
// It is assigned to a client on their history page and to a group on the group screen. A thin view over useBatteries.
import '@/styles/screens.css';
import './group.css';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ROUTE_PATHS } from '@/domain/routePaths';
import { batteryProblem, BATTERY_NAME_MAX_LENGTH, type Battery } from '@/profile/batteries';
import { CATALOG_TEST_KEYS, TEST_CATALOG, type CatalogTestKey } from '@/profile/testCatalog';
import { useBatteries, type BatteriesApi } from '@/state/records/useBatteries';

/** The name and tests of a battery, for a new one or an edit; resolves true once saved. */
function BatteryForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: { name: string; tests: readonly CatalogTestKey[] };
  submitLabel: string;
  onSubmit: (name: string, tests: readonly CatalogTestKey[]) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(initial.name);
  const [tests, setTests] = useState<readonly CatalogTestKey[]>(initial.tests);
  const [problem, setProblem] = useState<string | null>(null);
  const toggle = (key: CatalogTestKey) =>
    setTests((now) => (now.includes(key) ? now.filter((k) => k !== key) : [...now, key]));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = batteryProblem(name, tests);
    setProblem(found);
    if (found) return;
    if (await onSubmit(name, tests)) {
      setName(initial.name);
      setTests(initial.tests);
    }
  };
  return (
    <form
      className="battery-form"
      onSubmit={(e) => void submit(e)}
      aria-describedby={problem ? `${id}-problem` : undefined}
    >
      <div className="field">
        <label htmlFor={`${id}-name`}>Battery name</label>
        <input
          id={`${id}-name`}
          type="text"
          value={name}
          maxLength={BATTERY_NAME_MAX_LENGTH}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <fieldset className="group-tests">
        <legend>Tests (the battery keeps the order you tick them in)</legend>
        {CATALOG_TEST_KEYS.map((key) => (
          <label key={key} className="group-pick">
            <input type="checkbox" checked={tests.includes(key)} onChange={() => toggle(key)} />
            {TEST_CATALOG[key].label}
          </label>
        ))}
      </fieldset>
      {tests.length > 0 ? (
        <p className="hint">Order: {tests.map((key) => TEST_CATALOG[key].label).join(', ')}.</p>
      ) : null}
      {problem ? (
        <p className="inline-error" id={`${id}-problem`} role="alert">
          {problem}
        </p>
      ) : null}
      <div className="group-controls">
        <button type="submit" className="button button-primary">
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}

function BatteryItem({ battery, api }: { battery: Battery; api: Pick<BatteriesApi, 'update' | 'remove'> }) {
  const { update, remove } = api;
  const [mode, setMode] = useState<'view' | 'edit' | 'delete'>('view');
  const headingId = useId();
  return (
    <li className="panel battery-item" aria-labelledby={headingId}>
      <h3 id={headingId}>{battery.name}</h3>
      <p>{battery.tests.map((key) => TEST_CATALOG[key].label).join(', ') || 'No test this build knows.'}</p>
      {mode === 'edit' ? (
        <BatteryForm
          initial={battery}
          submitLabel={`Save “${battery.name}”`}
          onSubmit={async (name, tests) => {
            const saved = await update(battery.id, { name, tests });
            if (saved) setMode('view');
            return saved;
          }}
          onCancel={() => setMode('view')}
        />
      ) : null}
      {mode === 'delete' ? (
        <div className="group-controls" role="group" aria-label={`Delete ${battery.name}?`}>
          <p>Delete “{battery.name}”? Clients it is assigned to go back to every test.</p>
          <button type="button" className="button" onClick={() => void remove(battery.id)}>
            Delete “{battery.name}”
          </button>
          <button type="button" className="button" onClick={() => setMode('view')}>
            Keep it
          </button>
        </div>
      ) : null}
      {mode === 'view' ? (
        <div className="group-controls">
          <button type="button" className="button" onClick={() => setMode('edit')}>
            Rename or edit “{battery.name}”
          </button>
          <button type="button" className="button" onClick={() => setMode('delete')}>
            Delete…
          </button>
        </div>
      ) : null}
    </li>
  );
}

export function BatteriesScreen() {
  const api = useBatteries();
  const { batteries, unreadable, loaded, create } = api;
  return (
    <section className="screen group-test" aria-labelledby="batteries-title">
      <h1 id="batteries-title">Test Batteries</h1>
      <p>
        A battery is a named list of tests, e.g. “Strength check”: pushups, grip, bench press. Assign one to a client on
        their page (their Current Session then lists only its tests still to do) or to a group on the{' '}
        <Link to={ROUTE_PATHS.group}>Group Test</Link> screen.
      </p>
      <h2>Your batteries</h2>
      {!loaded ? <p role="status">Loading the batteries…</p> : null}
      {loaded && batteries.length === 0 ? <p>No battery yet: make one below.</p> : null}
      {unreadable > 0 ? (
        <p className="hint">
          {unreadable} stored batter{unreadable === 1 ? 'y' : 'ies'} could not be read; kept as stored.
        </p>
      ) : null}
      {batteries.length > 0 ? (
        <ul className="battery-list">
          {batteries.map((battery) => (
            <BatteryItem key={battery.id} battery={battery} api={api} />
          ))}
        </ul>
      ) : null}
      <h2>New battery</h2>
      <BatteryForm initial={{ name: '', tests: [] }} submitLabel="Create the battery" onSubmit={create} />
    </section>
  );
}
