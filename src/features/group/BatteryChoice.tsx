// The group screen's battery parts (decision 0138): choose a test battery instead of one test (the grid
// then walks through its grid tests), assign it to every chosen client, open the printable field sheet of the chosen
// clients and the battery or test; in the grid, "Next test: Sit & Reach (2 of 3)".
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { fieldSheetPath, ROUTE_PATHS } from '@/domain/routePaths';
import { GROUP_TESTS } from '@/profile/groupTests';
import { gridTestsOf, TEST_CATALOG } from '@/profile/testCatalog';
import { batteryStep } from '@machines/groupDrafts';
import { useBatteries } from '@/state/records/useBatteries';
import type { GroupTestActor } from '@/state/group/groupTestActor';

const ONE_TEST = '';

export function BatteryChoice({ actor }: { actor: GroupTestActor }) {
  const { batteries, loaded, assign } = useBatteries();
  const chosen = useSelector(actor, (s) => s.context.chosen);
  const testKey = useSelector(actor, (s) => s.context.testKey);
  const machineBattery = useSelector(actor, (s) => s.context.battery);
  const [picked, setPicked] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const batteryId = picked ?? machineBattery?.id ?? ONE_TEST;
  const battery = batteries.find((b) => b.id === batteryId) ?? null;
  const gridTests = battery ? gridTestsOf(battery.tests) : [];
  const choose = (id: string) => {
    setPicked(id);
    setStatus('');
    const next = batteries.find((b) => b.id === id);
    if (!next) actor.send({ type: 'CHOOSE_TEST', testKey });
    else if (gridTestsOf(next.tests).length > 0)
      actor.send({ type: 'CHOOSE_BATTERY', battery: { id: next.id, name: next.name, tests: gridTestsOf(next.tests) } });
  };
  const assignToChosen = async () => {
    if (!battery) return;
    if (await assign(chosen, battery.id))
      setStatus(`“${battery.name}” assigned to ${chosen.length} client${chosen.length === 1 ? '' : 's'}.`);
  };
  return (
    <div className="group-battery">
      <div className="group-controls">
        <div className="field">
          <label htmlFor="group-battery">Or a test battery</label>
          <select id="group-battery" value={battery ? batteryId : ONE_TEST} onChange={(e) => choose(e.target.value)}>
            <option value={ONE_TEST}>No battery (the one test above)</option>
            {batteries.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </div>
        <Link to={ROUTE_PATHS.batteries}>
          {loaded && batteries.length === 0 ? 'Make a test battery' : 'Manage test batteries'}
        </Link>
      </div>
      {battery ? (
        <p className="hint">
          {battery.name}: {battery.tests.map((key) => TEST_CATALOG[key].label).join(', ')}.{' '}
          {gridTests.length === battery.tests.length
            ? 'The grid walks through them in this order.'
            : gridTests.length > 0
              ? `The grid walks through ${gridTests.map((key) => GROUP_TESTS[key].label).join(', ')}; enter the others on each client's own screen or print the field sheet.`
              : "The grid cannot enter these tests yet: enter them on each client's own screen or print the field sheet."}
        </p>
      ) : null}
      <div className="group-controls">
        {battery ? (
          <button type="button" className="button" disabled={chosen.length === 0} onClick={() => void assignToChosen()}>
            Assign “{battery.name}” to the {chosen.length} chosen client{chosen.length === 1 ? '' : 's'}
          </button>
        ) : null}
        {chosen.length > 0 ? (
          <Link className="button" to={fieldSheetPath(chosen, battery ? { battery: battery.id } : { test: testKey })}>
            Print field sheet
          </Link>
        ) : null}
      </div>
      <p role="status">{status}</p>
    </div>
  );
}

/** In the grid of a battery: the button to its next test, e.g. 'Next test: Sit & Reach (2 of 3)'. */
export function NextBatteryTest({ actor, disabled }: { actor: GroupTestActor; disabled: boolean }) {
  const step = useSelector(actor, (s) => batteryStep(s.context));
  const name = useSelector(actor, (s) => s.context.battery?.name);
  if (!step) return null;
  if (step.next === null)
    return (
      <p className="hint">
        {name}: the last test ({step.place} of {step.count}).
      </p>
    );
  return (
    <button type="button" className="button" disabled={disabled} onClick={() => actor.send({ type: 'NEXT_TEST' })}>
      Next test: {GROUP_TESTS[step.next].label} ({step.place + 1} of {step.count})
    </button>
  );
}
