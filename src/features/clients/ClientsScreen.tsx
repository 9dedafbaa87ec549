// #/clients: the people tested on this device (decision 0080). Search as you type, sort, open a client
// in one tap, rename, archive, delete after a confirmation naming the client and their sessions, merge, import.
import '@/styles/screens.css';
import './clients.css';
import { memo, useDeferredValue, useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ROUTE_PATHS } from '@/domain/routePaths';
import {
  CLIENT_LIST_STEP,
  clientIdentity,
  clientLabel,
  isListed,
  otherClientNamed,
  visibleClients,
  type ClientSort,
  type ClientSummary,
} from '@/clients/clientTypes';
import { deleteQuestion } from '@machines/clientsMachine';
import { useClients, useClientsActor } from '@/state/records/useClients';
import { useRecordsActor } from '@/state/records/useRecords';
import { settledRoster } from '@/state/records/clientsActor';
import { useAppActors } from '@/state/AppActorsContext';
import { ModalDialog } from '@/components/ModalDialog';
import { SameNamePrompt } from '@/components/SameNamePrompt';
import { formatDate } from '@/domain/dates';
import { formatSex } from '@/domain/person';
import { ClientFileActions } from './ClientFileActions';
import { CoachSettingsForm } from './CoachSettingsForm';
import { OtherClientSelect } from './OtherClientSelect';
import { ClientsIntro } from './ClientsIntro';

function sexLabel(sex: ClientSummary['sex']): string {
  return formatSex(sex) ?? 'Sex not given';
}

/** What a row asks of the list: sent by the screen, so 50 rows hold no actor subscriptions of their own. */
interface RowActions {
  open(clientId: string): void;
  rename(clientId: string, name: string): void;
  archive(clientId: string, archived: boolean): void;
  requestDelete(clientId: string): void;
  merge(sourceId: string, targetId: string): void;
  /** Another client of that name, read from the roster as it is when asked. */
  otherNamed(name: string, exceptId: string): ClientSummary | null;
}

/**
 * Merge one client into another. The list of the other clients is built only while the section is open: with 500
 * clients, a closed list in every row would put 250,000 options on the page, and filtering the roster in every row
 * would cost the list's first render 25,000 name checks (decision 0083).
 */
function MergeClient({
  client,
  label,
  busy,
  merge,
}: {
  client: ClientSummary;
  label: string;
  busy: boolean;
  merge: RowActions['merge'];
}) {
  const [open, setOpen] = useState(false);
  return (
    <details className="client-more" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Merge {label} into another client</summary>
      {open ? <MergeChoices client={client} busy={busy} merge={merge} /> : null}
    </details>
  );
}

function MergeChoices({ client, busy, merge }: { client: ClientSummary; busy: boolean; merge: RowActions['merge'] }) {
  const clients = useClients((s) => s.context.roster?.clients);
  const [mergeInto, setMergeInto] = useState('');
  const others = useMemo(() => (clients ?? []).filter((c) => c.id !== client.id && isListed(c)), [clients, client.id]);
  return (
    <div className="client-merge">
      <OtherClientSelect
        id={`merge-${client.id}`}
        label={`Move every session of ${clientLabel(client.name)} to`}
        clients={others}
        value={mergeInto}
        onChange={setMergeInto}
      />
      <button
        type="button"
        className="button"
        disabled={busy || !mergeInto}
        onClick={() => merge(client.id, mergeInto)}
      >
        Merge
      </button>
    </div>
  );
}

/** One client of the list; memoised, so a keystroke in the search box re-renders only the rows that change. */
const ClientRow = memo(function ClientRow({
  client,
  active,
  busy,
  canMerge,
  actions,
}: {
  client: ClientSummary;
  active: boolean;
  busy: boolean;
  /** Another client is listed to merge this one into. */
  canMerge: boolean;
  actions: RowActions;
}) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(client.name ?? '');
  // Decision 0100: a name another client has asks first (keep two, or cancel); it never merges the two.
  const [sameNameAs, setSameNameAs] = useState<ClientSummary | null>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(false);
  useEffect(() => {
    // The form closed (saved or cancelled): focus goes back to Rename, not to the page's start.
    if (wasRenaming.current && !renaming) renameButton.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);
  const rename = () => {
    setSameNameAs(null);
    actions.rename(client.id, name);
    setRenaming(false);
  };
  const label = clientLabel(client.name);
  // Screen readers hear who exactly (decision 0100): two clients of the same name differ by age and last test.
  const who = clientIdentity(client, formatDate);
  const sessions = `${client.sessionCount} session${client.sessionCount === 1 ? '' : 's'}`;
  const factsId = `client-facts-${client.id}`;
  return (
    <li className={active ? 'client-card client-active' : 'client-card'} aria-current={active ? 'true' : undefined}>
      <div className="client-head">
        <h2 className="client-name">
          <Link to={`/clients/${encodeURIComponent(client.id)}`} aria-describedby={factsId}>
            {label}
          </Link>
        </h2>
        {active ? <span className="client-badge">Open now</span> : null}
        {client.archived ? <span className="client-badge client-badge-muted">Archived</span> : null}
      </div>
      <p className="client-facts" id={factsId}>
        {client.age === null ? 'Age not given' : `${client.age} years`} · {sexLabel(client.sex)} · Last test{' '}
        {formatDate(client.lastTestDate)} · {sessions}
      </p>
      {renaming ? (
        <form
          className="client-rename"
          onSubmit={(e) => {
            e.preventDefault();
            if (!name.trim()) return;
            const other = actions.otherNamed(name, client.id);
            if (other) setSameNameAs(other);
            else rename();
          }}
        >
          <label htmlFor={`rename-${client.id}`}>New name for {label}</label>
          <input
            id={`rename-${client.id}`}
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={200}
            required
          />
          <button type="submit" className="button button-primary" disabled={busy || !name.trim()}>
            Save name
          </button>
          <button type="button" className="button" onClick={() => setRenaming(false)}>
            Cancel
          </button>
        </form>
      ) : null}
      <div className="client-actions">
        {active ? (
          <Link
            className="button button-primary"
            to="/current-session"
            onClick={(event) => {
              // Opening the open client again checks its session's day like any other (decision 0172).
              event.preventDefault();
              actions.open(client.id);
            }}
          >
            Current Session
          </Link>
        ) : (
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            aria-label={`Open ${who}`}
            onClick={() => actions.open(client.id)}
          >
            Open
          </button>
        )}
        <Link className="button" to={`/clients/${encodeURIComponent(client.id)}`} aria-label={`History of ${who}`}>
          History
        </Link>
        <button
          type="button"
          className="button"
          disabled={busy}
          aria-label={`Rename ${who}`}
          ref={renameButton}
          onClick={() => {
            setName(client.name ?? '');
            setRenaming(true);
          }}
        >
          Rename
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          aria-label={`${client.archived ? 'Restore' : 'Archive'} ${who}`}
          onClick={() => actions.archive(client.id, !client.archived)}
        >
          {client.archived ? 'Restore' : 'Archive'}
        </button>
        <button
          type="button"
          className="button button-danger"
          disabled={busy}
          aria-label={`Delete ${who}`}
          onClick={() => actions.requestDelete(client.id)}
        >
          Delete
        </button>
      </div>
      {canMerge ? <MergeClient client={client} label={label} busy={busy} merge={actions.merge} /> : null}
      {sameNameAs ? (
        <SameNamePrompt client={sameNameAs} onKeepTwo={rename} onCancel={() => setSameNameAs(null)} />
      ) : null}
    </li>
  );
});

function DeleteDialog() {
  const actor = useClientsActor();
  const pending = useClients((s) => (s.matches('confirmingDelete') ? s.context.pendingDelete : null));
  if (!pending) return null;
  const close = () => actor.send({ type: 'CANCEL' });
  return (
    <ModalDialog titleId="delete-client-title" descriptionId="delete-client-text" onClose={close}>
      <h2 id="delete-client-title">Delete {pending.name}?</h2>
      <p id="delete-client-text">{deleteQuestion(pending)}</p>
      <div className="form-actions">
        <button type="button" className="button button-danger" onClick={() => actor.send({ type: 'CONFIRM_DELETE' })}>
          Delete the client and {pending.sessionCount} session{pending.sessionCount === 1 ? '' : 's'}
        </button>
        <button type="button" className="button" data-autofocus onClick={close}>
          Cancel
        </button>
      </div>
    </ModalDialog>
  );
}

export function ClientsScreen() {
  const { profile, alert } = useAppActors();
  const actor = useClientsActor();
  const records = useRecordsActor();
  const navigate = useNavigate();
  const roster = useClients((s) => s.context.roster);
  const loading = useClients((s) => s.matches('loading') && s.context.roster === null);
  const failed = useClients((s) => s.matches('failed'));
  const failure = useClients((s) => (s.matches('failed') ? (s.context.error?.message ?? null) : null));
  const busy = useClients((s) => s.hasTag('busy'));
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<ClientSort>('name');
  const [showArchived, setShowArchived] = useState(false);
  const [limit, setLimit] = useState(CLIENT_LIST_STEP);
  const deferredQuery = useDeferredValue(query);
  const clients = roster?.clients;
  // A keystroke renders twice (the typed text at once, the list with the deferred query after): the list is filtered
  // and sorted only when the deferred query changes, not on both renders.
  const shown = useMemo(
    () => visibleClients(clients ?? [], { query: deferredQuery, sort, showArchived }),
    [clients, deferredQuery, sort, showArchived],
  );
  const archivedCount = useMemo(() => (clients ?? []).filter((c) => c.archived).length, [clients]);
  const listedCount = useMemo(() => (clients ?? []).filter(isListed).length, [clients]);
  const actions = useMemo<RowActions>(
    () => ({
      // Opening and renaming go through the records actor, the one owner of the open client (decision 0162).
      open: (clientId) => {
        records.send({ type: 'OPEN_CLIENT', clientId });
        void navigate('/current-session');
      },
      rename: (clientId, name) => records.send({ type: 'RENAME_CLIENT', clientId, name }),
      archive: (clientId, archived) => actor.send({ type: 'ARCHIVE', clientId, archived }),
      requestDelete: (clientId) => actor.send({ type: 'REQUEST_DELETE', clientId }),
      merge: (sourceId, targetId) => actor.send({ type: 'MERGE', sourceId, targetId }),
      otherNamed: (name, exceptId) =>
        otherClientNamed(actor.getSnapshot().context.roster?.clients ?? [], name, exceptId),
    }),
    [actor, records, navigate],
  );

  return (
    <ClientsIntro>
      <div className="form-actions no-print">
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => {
            records.send({ type: 'NEW_CLIENT' });
            // The form opens once the new client is the open one: opened sooner, what was typed first was replaced by
            // the new client's blank profile when it arrived (a first name lost on a busy machine).
            void settledRoster({ profile, alert }).then(() => navigate('/parq'));
          }}
        >
          New client
        </button>
      </div>
      {failed ? (
        <p className="inline-error" role="alert">
          {failure ?? 'The client list could not be read.'}{' '}
          <button type="button" className="button" onClick={() => actor.send({ type: 'RETRY' })}>
            Try again
          </button>
        </p>
      ) : null}
      <div className="clients-controls">
        <div className="field">
          <label htmlFor="client-search">Search clients</label>
          <input
            id="client-search"
            type="search"
            value={query}
            autoComplete="off"
            onChange={(e: ChangeEvent<HTMLInputElement>) => setQuery(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="client-sort">Sort by</label>
          <select id="client-sort" value={sort} onChange={(e) => setSort(e.target.value as ClientSort)}>
            <option value="name">Name</option>
            <option value="lastTest">Last test</option>
          </select>
        </div>
        {archivedCount > 0 ? (
          <label className="check">
            <input type="checkbox" checked={showArchived} onChange={(e) => setShowArchived(e.target.checked)} />
            Show archived ({archivedCount})
          </label>
        ) : null}
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {roster ? `${shown.length} client${shown.length === 1 ? '' : 's'} found` : ''}
      </p>
      {/* Until the first read ends, its status takes the list's place and nothing is drawn below it: the list (or its
          empty message) and the sections under it then arrive in one render, so nothing painted moves (decision 0168). */}
      {loading ? (
        <p role="status">Loading clients…</p>
      ) : (
        <>
          <ul className="client-list" aria-label="Clients">
            {shown.slice(0, limit).map((client) => (
              <ClientRow
                key={client.id}
                client={client}
                active={client.id === roster?.activeClientId}
                busy={busy}
                canMerge={listedCount - (isListed(client) ? 1 : 0) > 0}
                actions={actions}
              />
            ))}
          </ul>
          {roster && shown.length === 0 ? (
            <p>
              {query.trim()
                ? `No client matches “${query}”.`
                : 'No clients yet: press New client, or import a client file below.'}
            </p>
          ) : null}
          {shown.length > limit ? (
            <p className="clients-more no-print">
              Showing {limit} of {shown.length} clients; search to find one.{' '}
              <button type="button" className="button" onClick={() => setLimit(limit + CLIENT_LIST_STEP)}>
                Show {Math.min(CLIENT_LIST_STEP, shown.length - limit)} more
              </button>
            </p>
          ) : null}
          <ClientFileActions />
          <CoachSettingsForm />
          <p className="no-print">
            <Link to={ROUTE_PATHS.syncSettings}>Settings → Sync between devices</Link>
          </p>
        </>
      )}
      <DeleteDialog />
    </ClientsIntro>
  );
}
