// #/group/field-sheet: a blank sheet to print for testing on paper outdoors and typing in later (decision
// 0138). Title, date, the coach's name (the one the reports print), one row per chosen client with name, age and sex,
// and one empty cell per test of the battery (or the one test) with its unit. Whom and what come in the URL
// (fieldSheetPath), so the sheet is the same after a reload. A thin view: nothing here is stored.
// Every test of any battery fits the paper and the screen (decision 0179): the tests come in parts of at most
// TESTS_PER_PART, each its own table with the clients' columns again, printed on pages of its own (a part longer
// than a page repeats its header row on each).
import '@/styles/screens.css';
import './group.css';
import './fieldSheet.css';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDate } from '@/domain/dates';
import { formatSex } from '@/domain/person';
import { ROUTE_PATHS } from '@/domain/routePaths';
import { clientLabel } from '@/clients/clientLabel';
import { byClientName } from '@/clients/clientTypes';
import { isCatalogTestKey, TEST_CATALOG, type CatalogTestKey } from '@/profile/testCatalog';
import { useProfile } from '@/state/AppActorsContext';
import { useBatteries } from '@/state/records/useBatteries';
import { useClients } from '@/state/records/useClients';
import { useCoachSettings } from '@/state/records/useReportNotes';

/** Tests per table: with the clients' three columns, as many as stay legible across A4 or Letter portrait. */
const TESTS_PER_PART = 4;

function inParts<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < items.length; i += size) parts.push(items.slice(i, i + size));
  return parts;
}

export function FieldSheetScreen() {
  const [params] = useSearchParams();
  const clientIds = params.getAll('client');
  const batteryId = params.get('battery');
  const testParam = params.get('test');
  const { batteries, loaded: batteriesLoaded } = useBatteries();
  const { coach } = useCoachSettings();
  const metric = useProfile((c) => c.user.prefers_metric);
  const roster = useClients((s) => s.context.roster?.clients);
  const [today] = useState(() => new Date());
  const battery = batteryId === null ? null : (batteries.find((b) => b.id === batteryId) ?? null);
  const tests: readonly CatalogTestKey[] = battery ? battery.tests : isCatalogTestKey(testParam) ? [testParam] : [];
  const byId = new Map((roster ?? []).map((client) => [client.id, client]));
  // In the Clients list's order, as the grid's rows (whatever order the link names them in).
  const clients = clientIds.flatMap((id) => byId.get(id) ?? []).sort(byClientName);
  const waiting = roster === undefined || (batteryId !== null && !batteriesLoaded);
  const title = battery
    ? `Field sheet: ${battery.name}`
    : tests[0]
      ? `Field sheet: ${TEST_CATALOG[tests[0]].label}`
      : 'Field sheet';
  return (
    <article className="screen field-sheet" aria-labelledby="field-sheet-title">
      <h1 id="field-sheet-title">{title}</h1>
      <p className="field-sheet-meta">
        <span>Date: {formatDate(today)}</span>
        {coach.name ? <span>Coach: {coach.name}</span> : null}
      </p>
      <div className="group-controls no-print">
        <button type="button" className="button button-primary" onClick={() => window.print()} disabled={waiting}>
          Print
        </button>
        <Link to={ROUTE_PATHS.group}>Back to the group test</Link>
      </div>
      {waiting ? <p role="status">Loading the clients…</p> : null}
      {!waiting && tests.length === 0 ? (
        <p role="alert">
          This sheet names no test{batteryId === null ? '' : ' (its battery was deleted)'}: choose a battery or a test
          on the Group Test screen.
        </p>
      ) : null}
      {!waiting && clients.length < clientIds.length ? (
        <p className="hint no-print">
          {clientIds.length - clients.length} chosen client{clientIds.length - clients.length === 1 ? ' is' : 's are'}{' '}
          no longer in the client list and left out.
        </p>
      ) : null}
      {!waiting && tests.length > 0
        ? inParts(tests, TESTS_PER_PART).map((part, index, parts) => {
            const first = index * TESTS_PER_PART + 1;
            const partTitle =
              parts.length === 1 ? title : `${title}, tests ${first} to ${first + part.length - 1} of ${tests.length}`;
            return (
              <section key={part.join()} className="field-sheet-part">
                {parts.length > 1 ? <h2 className="field-sheet-part-title">{partTitle}</h2> : null}
                {/* Scrolls sideways only where the screen is narrower than the table's minimum (a phone). */}
                <div className="table-scroll" tabIndex={0} role="region" aria-label={partTitle}>
                  <table className="field-sheet-table" aria-label={partTitle}>
                    <colgroup>
                      <col className="field-sheet-client" />
                      <col className="field-sheet-age" />
                      <col className="field-sheet-sex" />
                      {part.map((key) => (
                        <col key={key} />
                      ))}
                    </colgroup>
                    <thead>
                      <tr>
                        <th scope="col">Client</th>
                        <th scope="col">Age</th>
                        <th scope="col">Sex</th>
                        {part.map((key) => (
                          <th key={key} scope="col">
                            {TEST_CATALOG[key].label}
                            <span className="field-sheet-unit"> ({TEST_CATALOG[key].unit(metric)})</span>
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {clients.map((client) => (
                        <tr key={client.id}>
                          <th scope="row">{clientLabel(client.name)}</th>
                          <td>{client.age ?? ''}</td>
                          <td>{formatSex(client.sex) ?? ''}</td>
                          {part.map((key) => (
                            <td
                              key={key}
                              className="field-sheet-blank"
                              aria-label={`${TEST_CATALOG[key].label}: blank`}
                            />
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </section>
            );
          })
        : null}
    </article>
  );
}
