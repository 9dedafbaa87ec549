// #/group: test a group at once (decision 0154). Choose clients (search, tick, all active) and one test,
// then one grid: a row per client, entered from the keyboard (Enter moves along the row, then down), each row validated with the test
// form's own rules and messages and classified as the single-client result is; Save writes every valid row into that
// client's own session for the day and names each row that needs attention. A thin view over groupTestMachine.
import '@/styles/screens.css';
import './group.css';
import { Suspense, lazy, memo, useDeferredValue, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useSelector } from '@xstate/react';
import { clientIdentity, visibleClients } from '@/clients/clientTypes';
import { GROUP_TESTS, GROUP_TEST_KEYS, fieldUnit, type GroupTestKey } from '@/profile/groupTests';
import { rowName, rowUnsaved, rowView, type GroupRow } from '@machines/groupRows';
import { saveReportText } from '@machines/groupSaves';
import { useNavigate } from 'react-router-dom';
import { ModalDialog } from '@/components/ModalDialog';
import '@/styles/session.css';
import { useLeaveGuard } from '@/state/useLeaveGuard';
import { CategoryChip } from '@/components/CategoryChip';
import { formatDate } from '@/domain/dates';
import { useAppActors, useProfile } from '@/state/AppActorsContext';
import { downloadGroupCsv, useGroupResults } from '@/state/group/groupResults';
import { formatCategory } from '@/norms/formatCategory';
import { useClients } from '@/state/records/useClients';
import { useSessionDatabase } from '@/state/records/useSessionDatabase';
import { useActorLifecycle, type OwnedActor } from '@/state/useActorLifecycle';
import { useLocalDay } from '@/state/useLocalDay';
import { createGroupTestActor, followOtherTabs, type GroupTestActor } from '@/state/group/groupTestActor';
import { groupStopwatchRunName, groupTimerOf } from './groupTimerKind';
import { useRunKept } from '@/state/run/useRunKept';
import { isStopwatchInput } from '@machines/fieldStopwatchMachine';
import { BatteryChoice, NextBatteryTest } from './BatteryChoice';
import { EarlierGrids } from './EarlierGrids';

// The group timers load when the coach opens one.
const GroupTimers = lazy(() => import('./GroupTimers').then((module) => ({ default: module.GroupTimers })));

function sexText(sex: string | null): string {
  return sex === 'MALE' ? 'Male' : sex === 'FEMALE' ? 'Female' : 'Not given';
}

function ClientPicker({ actor }: { actor: GroupTestActor }) {
  const roster = useClients((s) => s.context.roster?.clients);
  const chosen = useSelector(actor, (s) => s.context.chosen);
  const testKey = useSelector(actor, (s) => s.context.testKey);
  const error = useSelector(actor, (s) => s.context.error);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const shown = useMemo(
    () => visibleClients(roster ?? [], { query: deferred, sort: 'name', showArchived: false }),
    [roster, deferred],
  );
  const chosenSet = new Set(chosen);
  return (
    <>
      <h2>1. Choose the clients</h2>
      <div className="group-controls">
        <div className="field">
          <label htmlFor="group-search">Search clients</label>
          <input id="group-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        </div>
        <button type="button" className="button" onClick={() => actor.send({ type: 'CHOOSE_ALL_ACTIVE' })}>
          All active clients
        </button>
        <button
          type="button"
          className="button"
          disabled={chosen.length === 0}
          onClick={() => actor.send({ type: 'CLEAR_CHOICE' })}
        >
          Clear the choice
        </button>
      </div>
      {roster === undefined ? <p role="status">Loading the client list…</p> : null}
      {roster !== undefined && shown.length === 0 ? (
        <p>No client matches. Add clients on the Clients screen first.</p>
      ) : null}
      {shown.length > 0 ? (
        <ul className="group-picker" aria-label="Clients">
          {shown.map((client) => (
            <li key={client.id}>
              <label className="group-pick">
                <input
                  type="checkbox"
                  checked={chosenSet.has(client.id)}
                  onChange={() => actor.send({ type: 'TOGGLE_CLIENT', clientId: client.id })}
                />
                {clientIdentity(client, formatDate)}
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status">
        {chosen.length} client{chosen.length === 1 ? '' : 's'} chosen.
      </p>
      <fieldset className="group-tests">
        <legend>2. Choose the test</legend>
        {GROUP_TEST_KEYS.map((key) => (
          <label key={key} className="group-pick">
            <input
              type="radio"
              name="group-test"
              checked={testKey === key}
              onChange={() => actor.send({ type: 'CHOOSE_TEST', testKey: key })}
            />
            {GROUP_TESTS[key].label}
          </label>
        ))}
      </fieldset>
      <BatteryChoice actor={actor} />
      {error ? (
        <p className="inline-error" role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className="button button-primary"
        disabled={chosen.length === 0}
        onClick={() => actor.send({ type: 'START' })}
      >
        Open the grid
      </button>
    </>
  );
}

/**
 * Enter moves along the client's row (e.g. left hand, then right hand), then to the next client's first field; after
 * the last client, to the Save button: a coach types each client's results in turn.
 */
function moveAlongRow(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  const { column, row } = event.currentTarget.dataset;
  const next =
    document.querySelector<HTMLElement>(`[data-column="${Number(column) + 1}"][data-row="${row}"]`) ??
    document.querySelector<HTMLElement>(`[data-column="0"][data-row="${Number(row) + 1}"]`) ??
    document.getElementById('group-save');
  next?.focus();
}

/**
 * The result of this test in the session saved on an earlier day, with its date: shown beside the row, greyed, never
 * as an entry (decision 0178), e.g. '78 kg (14 Apr 2026)'.
 */
function lastResultText(testKey: GroupTestKey, row: GroupRow): string | null {
  if (!row.previous) return null;
  const text = GROUP_TESTS[testKey].resultText(row.previous.profile);
  return text === null ? null : `${text} (${formatDate(row.previous.date)})`;
}

const GridRow = memo(function GridRow({
  actor,
  row,
  index,
  testKey,
  metric,
}: {
  actor: GroupTestActor;
  row: GroupRow;
  index: number;
  testKey: GroupTestKey;
  metric: boolean;
}) {
  const view = useMemo(() => rowView(testKey, row), [testKey, row]);
  const test = GROUP_TESTS[testKey];
  const name = rowName(row);
  const messageId = `group-msg-${index}`;
  const invalid = view.status === 'invalid' || view.status === 'refused';
  const last = lastResultText(testKey, row);
  return (
    <tr>
      <th scope="row">
        {name}
        <span className="group-row-who">
          {row.profile.age ?? 'Age not given'}, {sexText(row.profile.sex)}
        </span>
      </th>
      {test.fields.map((field, column) => (
        <td key={field.key}>
          <input
            type="text"
            inputMode={field.integer ? 'numeric' : 'decimal'}
            aria-label={`${field.label} (${fieldUnit(field, metric)}) for ${name}`}
            data-column={column}
            data-row={index}
            value={row.texts[field.key] ?? ''}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={view.message ? messageId : undefined}
            onChange={(e) =>
              actor.send({ type: 'ENTER', clientId: row.clientId, field: field.key, text: e.target.value })
            }
            onKeyDown={moveAlongRow}
          />
        </td>
      ))}
      <td>
        {last ? (
          <p className="hint group-last" data-testid="group-last-value">
            Last: {last}
          </p>
        ) : null}
        {view.category ? <CategoryChip category={view.category} level={view.level} /> : null}
        {view.noCategory ? <p className="hint">{view.noCategory}</p> : null}
        {view.message ? (
          <p className="inline-error" id={messageId}>
            {view.message}
          </p>
        ) : null}
        {view.status === 'saved' ? <span className="group-saved">Saved</span> : null}
      </td>
    </tr>
  );
});

function Grid({ actor }: { actor: GroupTestActor }) {
  const rows = useSelector(actor, (s) => s.context.rows);
  const testKey = useSelector(actor, (s) => s.context.testKey);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const report = useSelector(actor, (s) => s.context.report);
  const error = useSelector(actor, (s) => s.context.error);
  // Rows are typed in the user's units, as the test's own form takes them (each row's profile carries the same choice).
  const metric = useProfile((c) => c.user.prefers_metric);
  const test = GROUP_TESTS[testKey];
  const timer = groupTimerOf(testKey);
  // A group stopwatch kept from before a reload is still the runners' watch: it opens at once (decision 0179).
  const stopwatchKept = useRunKept(groupStopwatchRunName(testKey), isStopwatchInput);
  const [timerOpen, setTimerOpen] = useState(timer === 'stopwatch' && stopwatchKept);
  if (timerOpen && timer)
    return (
      <Suspense fallback={<p role="status">Opening the group timer…</p>}>
        <GroupTimers actor={actor} onClose={() => setTimerOpen(false)} />
      </Suspense>
    );
  return (
    <>
      {/* Printing prints the results of the day, not the inputs. */}
      <div className="no-print">
        <h2>
          {test.label}: {rows.length} client{rows.length === 1 ? '' : 's'}
        </h2>
        <p className="hint">
          Type each result and press Enter for the next one: along the client's row, then the next client. A result is
          checked as you type, with the same rules as the test&apos;s own form.
        </p>
        {timer ? (
          <p>
            <button type="button" className="button" disabled={busy} onClick={() => setTimerOpen(true)}>
              Run the group timer
            </button>
          </p>
        ) : null}
        <div className="table-scroll">
          <table className="group-grid" aria-label={`${test.label} for each client`}>
            <thead>
              <tr>
                <th scope="col">Client</th>
                {test.fields.map((field) => (
                  <th key={field.key} scope="col">
                    {field.label} ({fieldUnit(field, metric)})
                  </th>
                ))}
                <th scope="col">Category</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <GridRow key={row.clientId} actor={actor} row={row} index={index} testKey={testKey} metric={metric} />
              ))}
            </tbody>
          </table>
        </div>
        <div className="group-report" role="status">
          {report ? saveReportText(report) : null}
        </div>
        {error ? (
          <p className="inline-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="group-controls">
          <button
            id="group-save"
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => actor.send({ type: 'SAVE' })}
          >
            {busy ? 'Saving…' : 'Save the results'}
          </button>
          <NextBatteryTest actor={actor} disabled={busy} />
          <button type="button" className="button" disabled={busy} onClick={() => actor.send({ type: 'BACK' })}>
            Change the clients or the test
          </button>
        </div>
      </div>
      {report ? <GroupResultsSection actor={actor} /> : null}
    </>
  );
}

function sexShort(sex: string | null): string {
  return sex === 'MALE' ? 'M' : sex === 'FEMALE' ? 'F' : '–';
}

/** After a save: the group's results of the day (every measure saved today), with CSV export and print. */
function GroupResultsSection({ actor }: { actor: GroupTestActor }) {
  const database = useSessionDatabase();
  const metric = useProfile((c) => c.user.prefers_metric);
  const chosen = useSelector(actor, (s) => s.context.chosen);
  const version = useSelector(actor, (s) => s.context.rows.map((row) => JSON.stringify(row.saved)).join('|'));
  const results = useGroupResults(database, chosen, metric, version);
  if (!results) return <p role="status">Reading the results of the day…</p>;
  const { table } = results;
  return (
    <section className="group-results" aria-labelledby="group-results-title">
      <h2 id="group-results-title">Results of the day</h2>
      {table.rows.length === 0 ? (
        <p>No result of these clients is saved today.</p>
      ) : (
        <div className="table-scroll">
          <table className="group-grid" aria-labelledby="group-results-title">
            <thead>
              <tr>
                <th scope="col">Client</th>
                {table.measures.map((measure) => (
                  <th key={measure.field} scope="col">
                    {measure.label}
                  </th>
                ))}
                {table.seniorItems.map(({ item, label }) => (
                  <th key={item} scope="col">
                    SFT: {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.clientId}>
                  <th scope="row">
                    {row.name}
                    <span className="group-row-who">
                      {row.age ?? '–'}, {sexShort(row.sex)}
                    </span>
                  </th>
                  {row.cells.map((cell, i) => (
                    <td key={table.measures[i]?.field}>
                      {cell.value ?? '–'}
                      {cell.category ? <span className="group-row-who">{formatCategory(cell.category)}</span> : null}
                    </td>
                  ))}
                  {row.seniorCells.map((cell, i) => (
                    <td key={table.seniorItems[i]?.item}>
                      {cell.value ?? '–'}
                      {cell.category ? <span className="group-row-who">{cell.category}</span> : null}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="group-controls no-print">
        <button
          type="button"
          className="button"
          disabled={table.rows.length === 0}
          onClick={() => downloadGroupCsv(results, metric)}
        >
          Download CSV
        </button>
        <button type="button" className="button" onClick={() => window.print()}>
          Print
        </button>
      </div>
    </section>
  );
}

/** Leaving with rows not saved asks first, in the app: they are kept, but are in no client's session yet. */
function LeaveDialog({ actor }: { actor: GroupTestActor }) {
  const unsaved = useSelector(actor, (s) => s.context.rows.filter(rowUnsaved).length);
  const { pending, stay, leave } = useLeaveGuard(unsaved > 0);
  const navigate = useNavigate();
  if (pending === null || unsaved === 0) return null;
  const rows = `${unsaved} row${unsaved === 1 ? ' is' : 's are'}`;
  return (
    <ModalDialog titleId="group-leave-title" descriptionId="group-leave-text" onClose={stay}>
      <h2 id="group-leave-title">Leave the group test?</h2>
      <p id="group-leave-text">
        {rows} not saved. They stay in the grid on this device for when you come back, but no client&apos;s session has
        them yet.
      </p>
      <div className="form-actions">
        <button type="button" className="button button-primary" data-autofocus onClick={stay}>
          Stay and save
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            const to = leave();
            if (to) void navigate(to);
          }}
        >
          Leave without saving
        </button>
      </div>
    </ModalDialog>
  );
}

export function GroupTestScreen() {
  const { profile, alert } = useAppActors();
  const database = useSessionDatabase();
  const ownedGrid = () => ({
    actor: createGroupTestActor({ database, profile, alert }),
    // A grid kept from before a reload (or another screen, or another tab) opens again with every row typed.
    afterStart: (started: GroupTestActor) => started.send({ type: 'RESUME' }),
  });
  const { owned, replace } = useActorLifecycle(ownedGrid);
  // A grid left open past midnight is not today's work (decision 0178): the grid starts again as it does on a new
  // day's visit, its rows not saved set aside with their day, none of them in today's cells.
  const day = useLocalDay();
  const [openedOn, setOpenedOn] = useState(day);
  if (openedOn !== day) {
    setOpenedOn(day);
    replace(ownedGrid);
  }
  const actor = (owned as OwnedActor<GroupTestActor>).actor;
  const roster = useClients((s) => s.context.roster?.clients);
  useEffect(() => {
    if (roster) actor.send({ type: 'ROSTER', clients: roster });
  }, [actor, roster]);
  useEffect(() => followOtherTabs(actor), [actor]);
  const state = useSelector(actor, (s) =>
    s.matches('choosing') ? 'choosing' : s.matches('entering') || s.matches('saving') ? 'grid' : 'loading',
  );
  return (
    <section className="screen group-test">
      <h1>Group Test</h1>
      <p>Test several clients at once: each result is saved into that client&apos;s own session for the day.</p>
      <EarlierGrids actor={actor} />
      {state === 'choosing' ? <ClientPicker actor={actor} /> : null}
      {state === 'loading' ? <p role="status">Opening each client&apos;s session…</p> : null}
      {state === 'grid' ? <Grid actor={actor} /> : null}
      <LeaveDialog actor={actor} />
    </section>
  );
}
