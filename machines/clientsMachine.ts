// The client roster (decision 0080, decision 0035) as a state machine: load, create, switch, rename, archive,
// delete (after a confirmation naming the client and their N sessions), merge two clients, move a session, and keep
// the open client's entry in step with the demographics form (its name and profile, decision 0100).
// Pure: every storage step is a named actor the app provides with .provide() (src/state/clients); each resolves
// with the roster as it is afterwards and an optional notice for the user.
//
//   loading --done--> ready            loading --error--> failed --RETRY--> loading
//   ready --CREATE--> creating          ready --SWITCH [other, known]--> switching
//   ready --RENAME [known, name]--> renaming      ready --ARCHIVE [known]--> archiving
//   ready --REQUEST_DELETE [known]--> confirmingDelete --CONFIRM_DELETE--> deleting; --CANCEL--> ready
//   ready --MERGE [two known, different]--> merging   ready --MOVE_SESSION [known]--> moving
//   ready --STORE_PROFILE--> storing   ready --REFRESH--> loading
//   every working state --done--> ready (roster, notice) / --error--> ready (error)
//   loading / every working state --STORE_PROFILE / REFRESH--> (kept; taken on reaching ready, STORE_PROFILE first)
//
// The two events others send at any time (the demographics form's STORE_PROFILE, a REFRESH after a save or another
// tab's change) wait for the roster here, not at each sender: one sent while the roster loads or changes is kept and
// taken when it is ready. Each is idempotent (store the open profile, read the roster again), so one kept is enough.
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { ClientSummary, RosterView } from '@/clients/clientTypes';
import { clientLabel } from '@/clients/clientTypes';
import { presentError, type ExplainedText } from '@/domain/errorMessages';

export interface RosterChange {
  readonly roster: RosterView;
  readonly notice: string | null;
}

export interface PendingDelete {
  readonly clientId: string;
  readonly name: string;
  readonly sessionCount: number;
}

export interface ClientsContext {
  roster: RosterView | null;
  notice: string | null;
  /** A failed roster step in plain words, with its technical detail (decision 0071). */
  error: ExplainedText | null;
  pendingDelete: PendingDelete | null;
  /** A STORE_PROFILE that came while the roster was loading or changing, taken when it is ready. */
  storeWhenReady: boolean;
  /** A REFRESH that came while the roster was loading or changing, taken when it is ready. */
  refreshWhenReady: boolean;
}

export type ClientsEvent =
  | { type: 'RETRY' }
  | { type: 'REFRESH' }
  | { type: 'CREATE'; name?: string | null }
  | { type: 'SWITCH'; clientId: string }
  | { type: 'RENAME'; clientId: string; name: string }
  | { type: 'ARCHIVE'; clientId: string; archived: boolean }
  | { type: 'REQUEST_DELETE'; clientId: string }
  | { type: 'CONFIRM_DELETE' }
  | { type: 'CANCEL' }
  | { type: 'MERGE'; sourceId: string; targetId: string }
  | { type: 'MOVE_SESSION'; sessionKey: number; toClientId: string }
  /** The demographics form named or changed the open client: the entry takes the open profile's name and values. */
  | { type: 'STORE_PROFILE' }
  | { type: 'DISMISS' };

/** 'Delete Alex and 3 sessions?' — the confirmation names everything that goes. */
export function deleteQuestion(pending: PendingDelete): string {
  const sessions = `${pending.sessionCount} session${pending.sessionCount === 1 ? '' : 's'}`;
  return `Delete the client ${pending.name} and ${sessions}? This cannot be undone.`;
}

/** A roster step's failure as the user reads it: a storage error's own text, anything else explained. */
export function errorText(error: unknown): ExplainedText {
  return presentError(error, 'The client list was not changed.');
}

function findClient(context: ClientsContext, id: string): ClientSummary | undefined {
  return context.roster?.clients.find((c) => c.id === id);
}

const noRoster = fromPromise<RosterChange, unknown>(async () => {
  throw new Error('not provided: pass the roster actors with machine.provide({ actors })');
});

/** What a busy roster does with the events others send at any time: keeps them for when it is ready. */
const keptUntilReady = {
  STORE_PROFILE: { actions: 'keepStore' as const },
  REFRESH: { actions: 'keepRefresh' as const },
};

/** The common shape of a working state: invoke the named actor with the event, then back to ready. */
function working<TSrc extends string>(src: TSrc) {
  return {
    tags: ['busy'],
    on: keptUntilReady,
    invoke: {
      id: src,
      src,
      input: ({ event }: { event: ClientsEvent }) => event,
      onDone: { target: 'ready', actions: 'applyChange' },
      onError: { target: 'ready', actions: 'showError' },
    },
  } as const;
}

export const clientsMachine = setup({
  types: {
    context: {} as ClientsContext,
    events: {} as ClientsEvent,
  },
  actors: {
    loadRoster: noRoster,
    createClient: noRoster,
    switchClient: noRoster,
    renameClient: noRoster,
    archiveClient: noRoster,
    deleteClient: noRoster,
    mergeClients: noRoster,
    moveSession: noRoster,
    storeProfile: noRoster,
  },
  guards: {
    otherKnownClient: ({ context, event }) =>
      event.type === 'SWITCH' &&
      event.clientId !== context.roster?.activeClientId &&
      findClient(context, event.clientId) !== undefined,
    renameValid: ({ context, event }) =>
      event.type === 'RENAME' && event.name.trim() !== '' && findClient(context, event.clientId) !== undefined,
    knownClient: ({ context, event }) =>
      (event.type === 'ARCHIVE' || event.type === 'REQUEST_DELETE') &&
      findClient(context, event.clientId) !== undefined,
    mergeValid: ({ context, event }) =>
      event.type === 'MERGE' &&
      event.sourceId !== event.targetId &&
      findClient(context, event.sourceId) !== undefined &&
      findClient(context, event.targetId) !== undefined,
    moveValid: ({ context, event }) =>
      event.type === 'MOVE_SESSION' && findClient(context, event.toClientId) !== undefined,
  },
  actions: {
    applyChange: assign(({ event }) => {
      const change = (event as unknown as { output: RosterChange }).output;
      return { roster: change.roster, notice: change.notice, error: null, pendingDelete: null };
    }),
    keepStore: assign({ storeWhenReady: true }),
    keepRefresh: assign({ refreshWhenReady: true }),
    takeKeptEvent: enqueueActions(({ context, enqueue }) => {
      // One at a time: the raised event leads to a working state, whose return here takes the next one.
      if (context.storeWhenReady) {
        enqueue.assign({ storeWhenReady: false });
        enqueue.raise({ type: 'STORE_PROFILE' });
      } else if (context.refreshWhenReady) {
        enqueue.assign({ refreshWhenReady: false });
        enqueue.raise({ type: 'REFRESH' });
      }
    }),
    showError: assign(({ event }) => ({
      error: errorText((event as unknown as { error: unknown }).error),
      pendingDelete: null,
    })),
  },
}).createMachine({
  id: 'clients',
  context: {
    roster: null,
    notice: null,
    error: null,
    pendingDelete: null,
    storeWhenReady: false,
    refreshWhenReady: false,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      on: keptUntilReady,
      invoke: {
        id: 'loadRoster',
        src: 'loadRoster',
        onDone: { target: 'ready', actions: 'applyChange' },
        onError: { target: 'failed', actions: 'showError' },
      },
    },
    failed: { on: { RETRY: { target: 'loading', actions: assign({ error: null }) } } },
    ready: {
      entry: 'takeKeptEvent',
      on: {
        REFRESH: 'loading',
        CREATE: 'creating',
        SWITCH: { guard: 'otherKnownClient', target: 'switching' },
        RENAME: { guard: 'renameValid', target: 'renaming' },
        ARCHIVE: { guard: 'knownClient', target: 'archiving' },
        REQUEST_DELETE: {
          guard: 'knownClient',
          target: 'confirmingDelete',
          actions: assign(({ context, event }) => {
            const client = event.type === 'REQUEST_DELETE' ? findClient(context, event.clientId) : undefined;
            return {
              pendingDelete: client
                ? { clientId: client.id, name: clientLabel(client.name), sessionCount: client.sessionCount }
                : null,
            };
          }),
        },
        MERGE: { guard: 'mergeValid', target: 'merging' },
        MOVE_SESSION: { guard: 'moveValid', target: 'moving' },
        STORE_PROFILE: 'storing',
        DISMISS: { actions: assign({ notice: null, error: null }) },
      },
    },
    confirmingDelete: {
      tags: ['dialog'],
      on: {
        CONFIRM_DELETE: 'deleting',
        CANCEL: { target: 'ready', actions: assign({ pendingDelete: null }) },
      },
    },
    creating: working('createClient'),
    switching: working('switchClient'),
    renaming: working('renameClient'),
    archiving: working('archiveClient'),
    deleting: {
      tags: ['busy'],
      on: keptUntilReady,
      invoke: {
        id: 'deleteClient',
        src: 'deleteClient',
        input: ({ context }: { context: ClientsContext }) => context.pendingDelete,
        onDone: { target: 'ready', actions: 'applyChange' },
        onError: { target: 'ready', actions: 'showError' },
      },
    },
    merging: working('mergeClients'),
    moving: working('moveSession'),
    storing: working('storeProfile'),
  },
});

/** The active client's summary, or null. */
export function activeClient(context: Pick<ClientsContext, 'roster'>): ClientSummary | null {
  const roster = context.roster;
  return roster?.clients.find((c) => c.id === roster.activeClientId) ?? null;
}
