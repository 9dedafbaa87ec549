// #/clients/:id: one client's progress: every measure over time as a table (sessions as columns) with the
// change since the previous and the first comparable session, a chart per measure with the norm bands, compare
// two sessions, open a past session read-only, and the printable progress report. Charts load only here. A coach's
// notes, goals and name (decision 0150) are in ./ReportNotes.tsx and src/components/ReportLetterhead.tsx.
import '@/styles/screens.css';
import '@/styles/session.css';
import './clients.css';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { SyncConflictNotice } from '@/components/SyncConflictNotice';
import { clientLabel, isListed } from '@/clients/clientTypes';
import { FIELD_TEST_LABELS, fieldTestMeasuredText, fieldTestResultText } from '@/profile/fieldTestResults';
import {
  clientHistory,
  compareSessions,
  earlierBuildNote,
  sessionProvenance,
  type ClientHistory,
  type HistoryCell,
} from '@/clients/progress';
import { measureChart, type ProgressChartData } from '@/clients/measureChart';
import { seniorCharts } from '@/clients/seniorChart';
import { measureSource, measureUnit, type Measure } from '@/clients/historyMeasures';
import type { StoredSessionRecord } from '@/profile/sessionRecord';
import { useProfile } from '@/state/AppActorsContext';
import { useShowFailure } from '@/state/useSubmitUpdate';
import { TechnicalDetail } from '@/components/TechnicalDetail';
import { formatCategory } from '@/norms/formatCategory';
import { categoryLabel } from '@/norms/categoryLabel';
import type { NormTableKey } from '@/norms/normTables';
import { PRINT_FAILED, PRINT_NEXT_STEP } from '@/domain/errorMessages';
import { useClients, useClientsActor } from '@/state/records/useClients';
import { useClientSessions } from '@/state/records/useClientSessions';
import { formatDate } from '@/domain/dates';
import { formatSex } from '@/domain/person';
import { sessionChoiceLabels } from '@/clients/sessionChoices';
import { ProgressChart } from './ProgressChart';
import { ChangeVerdict } from './ChangeVerdict';
import { measurementErrorOf } from '@/clients/measurementError';
import { LatestMeasuredSection } from './LatestMeasuredSection';
import { latestMeasured } from '@/clients/latestMeasured';
import { ClientExportActions } from './ClientExportActions';
import { ClientBattery } from './ClientBattery';
import { ClientNote, GoalsForm, SessionNoteForm, SessionNotes, goalLine } from './ReportNotes';
import { ReportLetterhead } from '@/components/ReportLetterhead';
import { useClientNotes, type ClientNotesApi } from '@/state/records/useReportNotes';
import { toUserUnits } from '@/profile/userUnits';
import { SessionEditor } from './SessionEditor';
import { SeniorFitnessRows } from './SeniorFitnessRows';
import { ScreeningPanel } from '@/components/ScreeningPanel';
import { useClientScreening } from '@/state/records/useScreening';
import { OtherClientSelect } from './OtherClientSelect';
import { useRecords, useRecordsActor } from '@/state/records/useRecords';

/**
 * A history cell's category, saying what it rates where the name needs it ('Low risk', decision 0175). A blood pressure
 * row holds one reading's own class, not the blood pressure's (the cell's note gives that), so it keeps the bare name.
 */
function categoryOf(norm: NormTableKey | undefined, category: string): string {
  return norm && norm !== 'bloodPressure' ? categoryLabel(norm, category) : formatCategory(category);
}

function Cell({ cell, norm }: { cell: HistoryCell; norm: NormTableKey | undefined }) {
  if (cell.value === null)
    return (
      <td>
        <span className="sr-only">no value</span>—
      </td>
    );
  return (
    <td>
      <span className="cell-value">{cell.text}</span>
      {cell.category ? <span className="cell-category">{categoryOf(norm, cell.category)}</span> : null}
      {cell.note ? <span className="cell-note">{cell.note}</span> : null}
      {cell.comparisonFlag ? (
        <span className="cell-note comparison-flag" data-flag={cell.comparisonFlag.kind}>
          {cell.comparisonFlag.text}
        </span>
      ) : null}
      {cell.sincePrevious ? (
        <span className="cell-change" data-testid="change-since-previous">
          {cell.sincePrevious.text} since previous
          {cell.sincePrevious.categoryText ? ` (${cell.sincePrevious.categoryText})` : ''}
          <ChangeVerdict change={cell.sincePrevious} />
        </span>
      ) : null}
      {cell.sinceFirst ? (
        <span className="cell-change">
          {cell.sinceFirst.text} since first{cell.sinceFirst.categoryText ? ` (${cell.sinceFirst.categoryText})` : ''}
          <ChangeVerdict change={cell.sinceFirst} />
        </span>
      ) : null}
    </td>
  );
}

/** Under a session's date: saved by an earlier version (decision 0111), edited on purpose later (decision 0102). */
function SessionMarks({ record }: { record: StoredSessionRecord }) {
  const earlier = sessionProvenance(record) === 'earlier-build';
  if (!earlier && !record.editedAt) return null;
  return (
    <>
      {earlier ? (
        <span className="cell-note" data-testid="earlier-version">
          earlier version
        </span>
      ) : null}
      {record.editedAt ? <span className="cell-note">edited {formatDate(record.editedAt)}</span> : null}
    </>
  );
}

/**
 * Every field test of each session with what it measured (decision 0181): the VO2 max row holds the chosen one, this
 * row all of them, so a walk's distance is in the history and the report beside the run that followed it.
 */
function FieldTestsRow({ sessions }: { sessions: readonly StoredSessionRecord[] }) {
  if (!sessions.some((s) => (s.fieldTests?.length ?? 0) > 0)) return null;
  return (
    <tr>
      <th scope="row">Field tests</th>
      {sessions.map((s) => (
        <td key={s.timestamp}>
          {(s.fieldTests ?? []).map((r) => (
            <span key={r.test} className="cell-note">
              {fieldTestResultText(r)}
            </span>
          ))}
        </td>
      ))}
    </tr>
  );
}

// The table, the comparison and the session list are memoised: the deferred render that adds the chart figures
// (decision 0084) then renders only the figures, not the 23 × 50 cells of the table again.
const HistoryTable = memo(function HistoryTable({
  history,
  goalLines,
}: {
  history: ClientHistory;
  goalLines: ReadonlyMap<string, string>;
}) {
  return (
    <div className="history-table-wrap" tabIndex={0} role="region" aria-labelledby="history-table-title">
      <table className="history-table" data-testid="history-table">
        <caption id="history-table-title" className="sr-only">
          Every measure by session, oldest first
        </caption>
        <thead>
          <tr>
            <th scope="col">Measure</th>
            {history.sessions.map((s) => (
              <th key={s.timestamp} scope="col">
                {formatDate(s.date)}
                <SessionMarks record={s} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <FieldTestsRow sessions={history.sessions} />
          <SeniorFitnessRows sessions={history.sessions} />
          {history.rows.map((row) => (
            <tr key={row.measure.field}>
              <th scope="row">
                {row.measure.label}
                {goalLines.has(row.measure.field) ? (
                  <span className="cell-note goal-note">{goalLines.get(row.measure.field)}</span>
                ) : null}
              </th>
              {row.cells.map((cell, i) => (
                <Cell key={history.sessions[i]?.timestamp ?? i} cell={cell} norm={row.measure.norm} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});

/** Compare two sessions: exported for its component test. */
export const Compare = memo(function Compare({ history, metric }: { history: ClientHistory; metric: boolean }) {
  const sessions = history.sessions;
  const [leftKey, setLeftKey] = useState(sessions[0]?.timestamp ?? 0);
  const [rightKey, setRightKey] = useState(sessions.at(-1)?.timestamp ?? 0);
  const left = sessions.find((s) => s.timestamp === leftKey);
  const right = sessions.find((s) => s.timestamp === rightKey);
  const rows = left && right && left !== right ? compareSessions(left, right, metric) : [];
  const labels = useMemo(() => sessionChoiceLabels(sessions.map((s) => s.date)), [sessions]);
  const options = sessions.map((s, i) => (
    <option key={s.timestamp} value={s.timestamp}>
      {labels[i]}
    </option>
  ));
  if (sessions.length < 2) {
    return (
      <section className="no-print" aria-labelledby="compare-title">
        <h2 id="compare-title">Compare two sessions</h2>
        <p>A comparison needs two saved sessions; this client has one so far.</p>
      </section>
    );
  }
  return (
    <section className="no-print" aria-labelledby="compare-title">
      <h2 id="compare-title">Compare two sessions</h2>
      <div className="compare-form">
        <div className="field">
          <label htmlFor="compare-left">First session</label>
          <select id="compare-left" value={leftKey} onChange={(e) => setLeftKey(Number(e.target.value))}>
            {options}
          </select>
        </div>
        <div className="field">
          <label htmlFor="compare-right">Second session</label>
          <select id="compare-right" value={rightKey} onChange={(e) => setRightKey(Number(e.target.value))}>
            {options}
          </select>
        </div>
      </div>
      {left && right && left === right ? <p>Choose two different sessions.</p> : null}
      {rows.length > 0 && left && right ? (
        <div className="history-table-wrap" tabIndex={0} role="region" aria-label="Comparison">
          <table className="history-table" data-testid="compare-table">
            <thead>
              <tr>
                <th scope="col">Measure</th>
                <th scope="col">{labels[sessions.indexOf(left)]}</th>
                <th scope="col">{labels[sessions.indexOf(right)]}</th>
                <th scope="col">Difference</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.measure.field}>
                  <th scope="row">{row.measure.label}</th>
                  <td>
                    {row.left.text || '—'}
                    {row.left.category ? ` (${categoryOf(row.measure.norm, row.left.category)})` : ''}
                  </td>
                  <td>
                    {row.right.text || '—'}
                    {row.right.category ? ` (${categoryOf(row.measure.norm, row.right.category)})` : ''}
                  </td>
                  <td>
                    {row.change
                      ? row.change.text
                      : row.left.value !== null && row.right.value !== null
                        ? 'Not comparable (different tests)'
                        : '—'}
                    {row.change?.categoryText ? ` (${row.change.categoryText})` : ''}
                    {row.change ? <ChangeVerdict change={row.change} /> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
});

const SessionList = memo(function SessionList({
  history,
  clientId,
  notesApi,
  metric,
}: {
  history: ClientHistory;
  clientId: string;
  notesApi: ClientNotesApi;
  metric: boolean;
}) {
  const actor = useClientsActor();
  const records = useRecordsActor();
  // The open session's own record is changed on the forms (and saved with Update), never from here (decision 0102).
  const openSessionId = useProfile((c) => c.user.sessionId);
  const editingKey = useRecords((s) =>
    s.hasTag('editing') && s.context.editing?.clientId === clientId ? s.context.editing.key : null,
  );
  const editing = history.sessions.find((s) => s.timestamp === editingKey);
  const others = useClients((s) => s.context.roster?.clients.filter((c) => c.id !== clientId && isListed(c)) ?? []);
  const [openKey, setOpenKey] = useState<number | null>(null);
  const [moveTo, setMoveTo] = useState('');
  const index = history.sessions.findIndex((s) => s.timestamp === openKey);
  const open = index >= 0 ? history.sessions[index] : undefined;
  return (
    <section className="no-print" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Sessions</h2>
      <ul className="session-list">
        {history.sessions.map((s) => (
          <li key={s.timestamp} className="session-list-row">
            <button
              type="button"
              className="button"
              aria-expanded={openKey === s.timestamp}
              onClick={() => setOpenKey(openKey === s.timestamp ? null : s.timestamp)}
            >
              View the session of {formatDate(s.date)}
            </button>
            {s.recordId && s.recordId === openSessionId ? (
              <span className="hint">Open session: change it on the forms.</span>
            ) : (
              <button
                type="button"
                className="button"
                aria-label={`Edit the session of ${formatDate(s.date)}`}
                aria-expanded={editingKey === s.timestamp}
                onClick={() => records.send({ type: 'EDIT_SESSION', key: s.timestamp, clientId })}
              >
                Edit
              </button>
            )}
          </li>
        ))}
      </ul>
      {editing ? <SessionEditor key={editing.timestamp} record={editing} metric={metric} /> : null}
      {open ? (
        <section className="summary-section" aria-labelledby="past-session-title">
          <h3 id="past-session-title">Session of {formatDate(open.date)} (read-only)</h3>
          <dl className="past-session">
            {history.rows
              .filter((row) => row.cells[index]?.value !== null)
              .map((row) => {
                const cell = row.cells[index] as HistoryCell;
                return (
                  <div key={row.measure.field}>
                    <dt>{row.measure.label}</dt>
                    <dd>
                      {cell.text}
                      {cell.category ? ` (${categoryOf(row.measure.norm, cell.category)})` : ''}
                      {cell.note ? ` · ${cell.note}` : ''}
                    </dd>
                  </div>
                );
              })}
            {(open.fieldTests ?? []).map((r) => (
              <div key={r.test}>
                <dt>{FIELD_TEST_LABELS[r.test]}</dt>
                <dd>
                  {fieldTestMeasuredText(r)}; VO2 max {r.vo2Max.toFixed(2)} mL/kg/min
                </dd>
              </div>
            ))}
          </dl>
          <SessionNoteForm record={open} api={notesApi} />
          {others.length > 0 ? (
            <div className="client-merge">
              <OtherClientSelect
                id="move-session"
                label="Move this session to another client"
                clients={others}
                value={moveTo}
                onChange={setMoveTo}
              />
              <button
                type="button"
                className="button"
                disabled={!moveTo}
                onClick={() => {
                  actor.send({ type: 'MOVE_SESSION', sessionKey: open.timestamp, toClientId: moveTo });
                  setOpenKey(null);
                }}
              >
                Move
              </button>
            </div>
          ) : null}
        </section>
      ) : null}
    </section>
  );
});

const NO_CHARTS: ReturnType<typeof measureChart>[] = [];
const NO_SENIOR_CHARTS: ProgressChartData[] = [];

/** A chart's goal line: the goal in the user's units and its words (as the table shows them), or undefined. */
function chartGoal(measure: Measure, api: ClientNotesApi, metric: boolean, lines: ReadonlyMap<string, string>) {
  const goal = api.notes.goals[measure.field];
  const value = goal === undefined ? null : toUserUnits(goal, measure.unitKind, metric);
  const text = lines.get(measure.field);
  return value === null || !text ? undefined : { value, text };
}

export function ClientHistoryScreen() {
  const { id = '' } = useParams();
  useClientsActor(); // the roster, the records actor's child, before the first read
  const records = useRecordsActor();
  const client = useClients((s) => s.context.roster?.clients.find((c) => c.id === id) ?? null);
  const activeId = useClients((s) => s.context.roster?.activeClientId ?? null);
  const rosterLoaded = useClients((s) => s.context.roster !== null);
  const metric = useProfile((c) => c.user.prefers_metric);
  const showFailure = useShowFailure();
  const state = useClientSessions(id);
  const history = useMemo(
    () => (state.status === 'ready' ? clientHistory(state.records, metric) : null),
    [state, metric],
  );
  const latest = useMemo(() => (history ? latestMeasured(history) : null), [history]);
  const charts = useMemo(
    () =>
      history
        ? history.rows
            .filter((row) => row.cells.filter((c) => c.value !== null).length >= 1)
            .map((row) => measureChart(history, row, metric))
        : [],
    [history, metric],
  );
  // The table is drawn first; the 23 figures (each with its data table) follow in a render of their own, so the
  // table shows without waiting for them (decision 0084).
  const shownCharts = useDeferredValue(charts, NO_CHARTS);
  const seniorChartList = useMemo(() => (history ? seniorCharts(history.sessions, metric) : []), [history, metric]);
  const shownSeniorCharts = useDeferredValue(seniorChartList, NO_SENIOR_CHARTS);
  const notesApi = useClientNotes(id);
  const screening = useClientScreening(id);
  const goalLines = useMemo(
    () =>
      new Map(
        history?.rows.flatMap((row) => {
          const line = goalLine(row.measure, history, notesApi, metric);
          return line ? [[row.measure.field, line] as const] : [];
        }) ?? [],
      ),
    [history, notesApi, metric],
  );

  if (rosterLoaded && !client) {
    return (
      <section className="screen">
        <h1>Client not found</h1>
        <p>
          This client is not on this device (it may have been deleted or merged).{' '}
          <Link to="/clients">Back to Clients</Link>
        </p>
      </section>
    );
  }
  const name = clientLabel(client?.name);
  const sources = [
    ...new Set(history?.rows.map((r) => measureSource(r.measure)).filter((s): s is string => s !== null) ?? []),
  ];
  const errorSources = [
    ...new Set(
      history?.rows
        .map((r) => measurementErrorOf(r.measure.field)?.source)
        .filter((s): s is string => s !== undefined) ?? [],
    ),
  ];
  const first = history?.sessions[0];
  const last = history?.sessions.at(-1);
  const onPrint = () => {
    try {
      window.print();
    } catch (error) {
      showFailure(error, PRINT_FAILED, { nextStep: PRINT_NEXT_STEP });
    }
  };

  return (
    <article className="screen client-history" aria-labelledby="history-title">
      <ReportLetterhead />
      <h1 id="history-title">Progress of {name}</h1>
      {first && last ? (
        <p>
          {history.sessions.length} session{history.sessions.length === 1 ? '' : 's'} from {formatDate(first.date)} to{' '}
          {formatDate(last.date)}
          {client?.age !== null && client?.age !== undefined ? ` · ${client.age} years` : ''}
          {client?.sex ? ` · ${formatSex(client.sex)}` : ''}
        </p>
      ) : null}
      <div className="history-actions no-print">
        <Link className="button" to="/clients">
          All clients
        </Link>
        {client && id !== activeId ? (
          <button type="button" className="button" onClick={() => records.send({ type: 'OPEN_CLIENT', clientId: id })}>
            Open {name}
          </button>
        ) : null}
        <button type="button" className="button" onClick={onPrint} disabled={!history?.sessions.length}>
          Print progress report
        </button>
        {client ? <ClientExportActions clientId={id} /> : null}
      </div>
      <SyncConflictNotice clientId={id} />
      {client ? <ClientBattery clientId={id} name={name} /> : null}
      {client ? <ScreeningPanel api={screening} /> : null}
      {state.status === 'loading' ? <p role="status">Loading sessions…</p> : null}
      {state.status === 'failed' ? (
        <div className="inline-error">
          <p role="alert">{state.failure.message}</p>
          <TechnicalDetail detail={state.failure.detail} />
        </div>
      ) : null}
      {history && history.sessions.length === 0 ? (
        <p>No saved session yet. Open this client, run the tests and save the Current Session.</p>
      ) : null}
      {history && history.sessions.length > 1 && latest ? <LatestMeasuredSection latest={latest} /> : null}
      {history && history.sessions.length > 0 ? (
        <>
          <h2>Measures over time</h2>
          <HistoryTable history={history} goalLines={goalLines} />
          {earlierBuildNote(history.sessions) ? (
            <p className="hint" data-testid="earlier-version-note">
              {earlierBuildNote(history.sessions)}
            </p>
          ) : null}
          <h2>Charts</h2>
          <div className="history-charts">
            {shownCharts.map((chart) => {
              const titleId = `chart-title-${chart.measure.field}`;
              const unit = measureUnit(chart.measure, metric);
              return (
                <figure key={chart.measure.field} className="history-chart" aria-labelledby={titleId}>
                  <h3 id={titleId}>
                    {chart.measure.label}
                    {unit ? ` (${unit})` : ''}
                  </h3>
                  <ProgressChart
                    chart={chart}
                    titleId={titleId}
                    goal={chartGoal(chart.measure, notesApi, metric, goalLines)}
                  />
                </figure>
              );
            })}
            {shownSeniorCharts.map((chart) => (
              <figure key={chart.id} className="history-chart" aria-labelledby={`chart-title-${chart.id}`}>
                <h3 id={`chart-title-${chart.id}`}>
                  {chart.label} ({chart.unit})
                </h3>
                <ProgressChart chart={chart} titleId={`chart-title-${chart.id}`} />
              </figure>
            ))}
          </div>
          <Compare key={history.sessions.map((s) => s.timestamp).join(',')} history={history} metric={metric} />
          <SessionNotes history={history} api={notesApi} />
          <ClientNote api={notesApi} />
          <GoalsForm history={history} api={notesApi} metric={metric} />
          <SessionList history={history} clientId={id} notesApi={notesApi} metric={metric} />
          {sources.length > 0 ? <p className="report-sources">Categories: {sources.join('; ')}.</p> : null}
          {errorSources.length > 0 ? (
            <p className="report-sources">
              A change is called real when it is larger than the test&apos;s minimal detectable change (95%); other
              measures have no reference for measurement error. Measurement error: {errorSources.join('; ')}.
            </p>
          ) : null}
        </>
      ) : null}
    </article>
  );
}
