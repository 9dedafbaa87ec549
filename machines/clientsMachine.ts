// The client roster (decision 0080, decision 0035) as a state machine: load, create, switch, rename, archive,
// delete (after a confirmation naming the client and their N sessions), merge two clients, move a session, keep
// the open client's entry in step with the demographics form (its name and profile, decision 0100), and the writes
// others make into the roster (a save, a group test's save, a client file's import).
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
//   any state --WRITE [not queued yet]--> (queued)
//   ready [a write queued] --> writing; failed --> writingWhileFailed; confirmingDelete --> writingWhileAsking
//   each writing state --done--> back, 'written' emitted, REFRESH kept / --error--> back, 'writeFailed' emitted
//
// The events others send at any time wait for the roster here, not at each sender. The demographics form's
// STORE_PROFILE and a REFRESH (after another tab's change) are idempotent (store the open profile, read the roster
// again), so one kept is enough. A WRITE is not: each is queued and performed in the order sent, one at a time, once
// no roster change is under way (after a kept STORE_PROFILE, before a kept REFRESH); its outcome is emitted with the
// write's id for the sender. A roster that could not load still takes writes (they reach the databases on their own).
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { ClientSummary, RosterView } from '@/clients/clientTypes';
import { clientLabel } from '@/clients/clientTypes';
import { presentError, type ExplainedText } from '@/domain/errorMessages';
import type { GroupSaveInput } from './groupTestTypes';

export interface RosterChange {
  readonly roster: RosterView;
  readonly notice: string | null;
}

/** What others write into the roster, performed by the provided `write` actor when the roster is ready for it. */
export type RosterWrite =
  /** Save the open session of the open client (its first save adds it, later saves update it), at `at` (ISO). */
  | { readonly kind: 'saveSession'; readonly at: string }
  /** Import a client file's text. */
  | { readonly kind: 'importClientFile'; readonly text: string }
  /** Save a group test's rows, each into that client's session for the day, at `at` (ISO). */
  | { readonly kind: 'saveGroupRows'; readonly input: GroupSaveInput; readonly at: string };

/** A write waiting its turn; `id` names its outcome. */
export interface QueuedWrite {
  readonly id: string;
  readonly write: RosterWrite;
}

/** A write's outcome, emitted for its sender: the write actor's output, or what it failed with. */
export type RosterWriteEmitted =
  { type: 'written'; id: string; output: unknown } | { type: 'writeFailed'; id: string; error: unknown };

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
  /** Writes sent and not yet done, the one being written first. */
  writes: readonly QueuedWrite[];
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
  /** A write into the roster: queued, performed in turn, its outcome emitted with its id. */
  | ({ type: 'WRITE' } & QueuedWrite)
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

/** A writing state: the first queued write, then back to the state it left, the roster read again after a success. */
function writing(back: 'ready' | 'failed' | 'confirmingDelete') {
  return {
    tags: ['busy'],
    on: keptUntilReady,
    invoke: {
      id: 'write',
      src: 'write',
      input: ({ context }: { context: ClientsContext }) => context.writes[0]!.write,
      onDone: { target: back, actions: ['reportWritten', 'keepRefresh'] },
      onError: { target: back, actions: 'reportWriteFailed' },
    },
  } as const;
}

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
    emitted: {} as RosterWriteEmitted,
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
    write: fromPromise<unknown, RosterWrite>(async () => {
      throw new Error('not provided: pass the write actor with machine.provide({ actors })');
    }),
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
    storeKept: ({ context }) => context.storeWhenReady,
    refreshKept: ({ context }) => context.refreshWhenReady,
    writeQueued: ({ context }) => context.writes.length > 0,
    newWrite: ({ context, event }) =>
      event.type === 'WRITE' && !context.writes.some((queued) => queued.id === event.id),
  },
  actions: {
    applyChange: assign(({ event }) => {
      const change = (event as unknown as { output: RosterChange }).output;
      return { roster: change.roster, notice: change.notice, error: null, pendingDelete: null };
    }),
    keepStore: assign({ storeWhenReady: true }),
    keepRefresh: assign({ refreshWhenReady: true }),
    queueWrite: assign({
      writes: ({ context, event }) =>
        event.type === 'WRITE' ? [...context.writes, { id: event.id, write: event.write }] : context.writes,
    }),
    // The write done is the first queued: its outcome goes to its sender, and it leaves the queue.
    reportWritten: enqueueActions(({ context, event, enqueue }) => {
      const output = (event as unknown as { output: unknown }).output;
      enqueue.emit({ type: 'written', id: context.writes[0]!.id, output });
      enqueue.assign({ writes: context.writes.slice(1) });
    }),
    reportWriteFailed: enqueueActions(({ context, event, enqueue }) => {
      const error = (event as unknown as { error: unknown }).error;
      enqueue.emit({ type: 'writeFailed', id: context.writes[0]!.id, error });
      enqueue.assign({ writes: context.writes.slice(1) });
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
    writes: [],
  },
  initial: 'loading',
  // A write sent twice (the same id) is queued once.
  on: { WRITE: { guard: 'newWrite', actions: 'queueWrite' } },
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
    failed: {
      always: { guard: 'writeQueued', target: 'writingWhileFailed' },
      on: { RETRY: { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {
      // What was kept while busy, one at a time (each leads to a state whose return here takes the next).
      always: [
        { guard: 'storeKept', target: 'storing', actions: assign({ storeWhenReady: false }) },
        { guard: 'writeQueued', target: 'writing' },
        { guard: 'refreshKept', target: 'loading', actions: assign({ refreshWhenReady: false }) },
      ],
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
      // A question left open (its screen left) holds no write back.
      always: { guard: 'writeQueued', target: 'writingWhileAsking' },
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
    writing: writing('ready'),
    writingWhileFailed: writing('failed'),
    writingWhileAsking: writing('confirmingDelete'),
  },
});

/** The active client's summary, or null. */
export function activeClient(context: Pick<ClientsContext, 'roster'>): ClientSummary | null {
  const roster = context.roster;
  return roster?.clients.find((c) => c.id === roster.activeClientId) ?? null;
}
