// The group test (issue 21, decision 0154): choose clients, choose a test, enter one row per client, each row
// validated and classified exactly as the test's own form does it (src/profile/groupTests.ts), then save every valid
// row into that client's own session for the day. Pure: loading the clients' session profiles, saving the rows and
// keeping the grid as work in progress are named actors and actions the app provides (src/state/group).
//
//   choosing --RESUME [made from a kept grid that was open]--> loading (the app sends it at start)
//   choosing --TOGGLE_CLIENT / CHOOSE_ALL_ACTIVE / CLEAR_CHOICE / CHOOSE_TEST--> choosing
//   choosing --START [a client chosen]--> loading --done--> entering      loading --error--> choosing
//   entering --ENTER--> entering       entering --SAVE [a valid row not saved]--> saving --done / error--> entering
//   entering --BACK--> choosing (the texts are kept)      any --ROSTER--> (the roster to choose from)
//   entering --DRAFT_CHANGED [the same grid]--> entering (another tab's texts)
//   entering --FILL_IN--> entering (a group timer's results typed into their rows, e.g. the stopwatch's times)
//   choosing --CHOOSE_BATTERY--> choosing (the battery's first grid test)   entering --NEXT_TEST [a next test]--> entering
//   any --FORGET_EARLIER--> (an earlier day's grid, set aside, deleted by the coach)
//
// A save is partial: each valid row is written; an invalid, refused or failed row stays in the grid with its message.
// A grid shows today's work only (decision 0178): a kept grid of another day is not resumed and its texts are not
// today's entries; its rows not saved are shown apart, dated (`earlier`), until the coach deletes them.
import { assign, fromPromise, setup } from 'xstate';
import { byClientName, idsInClientOrder, isListed, type ClientSummary } from '@/clients/clientTypes';
import {
  GROUP_TESTS,
  groupRowOutcome,
  type GroupDraft,
  type GroupRowOutcome,
  type GroupTestKey,
  type RowTexts,
} from '@/profile/groupTests';
import type { UserProfile } from '@/profile/profileTypes';
import type { GroupBattery } from '@/profile/batteries';
import { resultGauge } from '@/summary/resultGauges';
import { formatCategory } from '@/norms/formatCategory';
import type { CategoryLevel } from '@/norms/categoryGauge';

export type { GroupBattery, GroupDraft, RowTexts };

/** One client of the grid with the profile of their session for the day (the one a save writes into). */
export interface GroupClient {
  readonly clientId: string;
  readonly name: string | null;
  readonly profile: UserProfile;
  /**
   * The client's session saved on an earlier day, when today's is a new one, with that save's date: its result is
   * shown beside the row, dated, never as an entry (decision 0178).
   */
  readonly previous?: { readonly profile: UserProfile; readonly date: string } | null;
}

export interface GroupRow extends GroupClient {
  readonly texts: RowTexts;
  /** The texts as last saved for this client, or null when nothing of this grid was saved for them. */
  readonly saved: RowTexts | null;
  /** Why the last save of this row failed, or null. */
  readonly saveError: string | null;
}

/** What saving one row did. */
export type GroupSaveOutcome =
  | { readonly clientId: string; readonly ok: true; readonly user: UserProfile }
  | { readonly clientId: string; readonly ok: false; readonly message: string };

/** The rows a save writes: each with the texts it was valid with. */
export interface GroupSaveInput {
  readonly testKey: GroupTestKey;
  readonly rows: readonly { readonly clientId: string; readonly texts: RowTexts }[];
}

/** The last save, for its sentence: how many were saved, and each row that needs attention with why. */
export interface GroupSaveReport {
  readonly saved: number;
  readonly attention: readonly { readonly clientId: string; readonly name: string; readonly message: string }[];
}

export interface GroupTestContext {
  readonly roster: readonly ClientSummary[];
  readonly chosen: readonly string[];
  readonly testKey: GroupTestKey;
  /** The battery chosen instead of one test, or null (decision 0138). */
  readonly battery: GroupBattery | null;
  readonly rows: readonly GroupRow[];
  /** Texts kept from a draft or from before BACK, by client id, applied when the rows load. */
  readonly kept: Readonly<Record<string, RowTexts>>;
  readonly keptSaved: Readonly<Record<string, RowTexts>>;
  readonly report: GroupSaveReport | null;
  readonly error: string | null;
  /** True when made from a draft of an opened grid: the grid loads again at once. */
  readonly resume: boolean;
  /** The local day this grid is typed on (`YYYY-MM-DD`): what the kept draft is dated. */
  readonly day: string;
  /** Grids of earlier days with rows typed and not saved, set aside (never today's entries), oldest first. */
  readonly earlier: readonly GroupDraft[];
}

export interface GroupTestInput {
  /** The local day of now (`YYYY-MM-DD`): a kept grid of another day is not resumed (decision 0178). */
  readonly today: string;
  /** The grid kept from before (already validated by its store), or null. */
  readonly draft?: GroupDraft | null;
  /** Earlier days' grids with rows not saved, as set aside (see draftsOfDay). */
  readonly earlier?: readonly GroupDraft[];
  /** The battery the kept grid walks (kept beside the draft), or null; used only when it holds the draft's test. */
  readonly battery?: GroupBattery | null;
}

export type GroupTestEvent =
  | { type: 'ROSTER'; clients: readonly ClientSummary[] }
  | { type: 'TOGGLE_CLIENT'; clientId: string }
  | { type: 'CHOOSE_ALL_ACTIVE' }
  | { type: 'CLEAR_CHOICE' }
  | { type: 'CHOOSE_TEST'; testKey: GroupTestKey }
  /** A battery instead of one test: the grid starts at its first test (a battery without a grid test is refused). */
  | { type: 'CHOOSE_BATTERY'; battery: GroupBattery }
  /** The battery's next test in the grid; each test's rows are saved by its own Save, as before. */
  | { type: 'NEXT_TEST' }
  | { type: 'START' }
  /** Sent once at start: reopens the grid kept from before a reload, if it was open. */
  | { type: 'RESUME' }
  | { type: 'ENTER'; clientId: string; field: string; text: string }
  | { type: 'SAVE' }
  | { type: 'BACK' }
  /** Another tab changed the kept grid: rows of the same grid take its texts (the last change wins). */
  | { type: 'DRAFT_CHANGED'; draft: GroupDraft }
  /** A group timer fills in rows (the stopwatch's times by client id): as if typed, validated and kept the same way. */
  | { type: 'FILL_IN'; texts: Readonly<Record<string, RowTexts>> }
  /** The coach deletes an earlier day's grid set aside (by its day and test). */
  | { type: 'FORGET_EARLIER'; day: string; testKey: GroupTestKey };

/** A row's name as the grid and the report show it. */
export function rowName(row: Pick<GroupClient, 'name'>): string {
  return row.name ?? 'Unnamed client';
}

export function rowOutcome(testKey: GroupTestKey, row: Pick<GroupRow, 'profile' | 'texts'>): GroupRowOutcome {
  return groupRowOutcome(GROUP_TESTS[testKey], row.profile, row.texts);
}

function sameTexts(a: RowTexts | null, b: RowTexts): boolean {
  if (a === null) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[key] ?? '').trim() === (b[key] ?? '').trim());
}

/** Whether a row holds entries not saved yet (what leaving asks about). */
export function rowUnsaved(row: Pick<GroupRow, 'texts' | 'saved'>): boolean {
  const typed = Object.values(row.texts).some((text) => text.trim() !== '');
  return typed && !sameTexts(row.saved, row.texts);
}

/** A row as the grid shows it: its state, message, category with its colour, or why there is no category. */
export interface GroupRowView {
  readonly row: GroupRow;
  readonly status: 'empty' | 'invalid' | 'refused' | 'valid' | 'saved';
  /** The form's message (invalid), what is missing (refused) or why the save failed. */
  readonly message: string | null;
  readonly category: string | null;
  readonly level: CategoryLevel | null;
  /** Why a valid result has no category (e.g. 'The pushups norms cover ages 15-69; …'). */
  readonly noCategory: string | null;
}

export function rowView(testKey: GroupTestKey, row: GroupRow): GroupRowView {
  const outcome = rowOutcome(testKey, row);
  if (outcome.kind === 'empty')
    return { row, status: 'empty', message: null, category: null, level: null, noCategory: null };
  if (outcome.kind !== 'valid')
    return { row, status: outcome.kind, message: outcome.message, category: null, level: null, noCategory: null };
  const test = GROUP_TESTS[testKey];
  const gauge = test.gaugeKey ? resultGauge(outcome.user, test.gaugeKey) : null;
  const stored = test.category(outcome.user);
  const category = stored ? formatCategory(stored) : null;
  return {
    row,
    status: sameTexts(row.saved, row.texts) ? 'saved' : 'valid',
    message: row.saveError,
    category,
    level: gauge?.available ? gauge.level : null,
    noCategory:
      test.gaugeKey && !category
        ? gauge && !gauge.available
          ? gauge.reason
          : 'There is no norm for this age, sex or value.'
        : null,
  };
}

/** The sentence after a save: 'Saved 9 results; 1 row needs attention: Sam Lee (Pushups must be …).' */
export function saveReportText(report: GroupSaveReport): string {
  const saved = `Saved ${report.saved} result${report.saved === 1 ? '' : 's'}`;
  if (report.attention.length === 0) return `${saved}.`;
  const n = report.attention.length;
  const named = report.attention.map((a) => `${a.name} (${a.message})`).join('; ');
  return `${saved}; ${n} row${n === 1 ? ' needs' : 's need'} attention: ${named}`;
}

/** The draft of a context, as the persistDraft action keeps it. */
export function draftOf(context: GroupTestContext, started: boolean): GroupDraft {
  const texts: Record<string, RowTexts> = { ...context.kept };
  const saved: Record<string, RowTexts> = { ...context.keptSaved };
  for (const row of context.rows) {
    texts[row.clientId] = row.texts;
    if (row.saved) saved[row.clientId] = row.saved;
  }
  const chosen = new Set(context.chosen);
  const only = <T>(map: Record<string, T>) => Object.fromEntries(Object.entries(map).filter(([id]) => chosen.has(id)));
  return {
    clientIds: context.chosen,
    testKey: context.testKey,
    texts: only(texts),
    saved: only(saved),
    started,
    day: context.day,
  };
}

/**
 * A kept draft split by its day (decision 0178): today's is resumed as it is; another day's (or an undated one of an
 * earlier build) is not today's work: whom and which test stay as the choice, its saved rows are in their sessions
 * already, and its rows typed and not saved come back as `earlier`, dated, to be set aside, never as entries.
 */
export function draftsOfDay(
  draft: GroupDraft | null,
  today: string,
): { readonly today: GroupDraft | null; readonly earlier: GroupDraft | null } {
  if (!draft || draft.day === today) return { today: draft, earlier: null };
  const unsaved = Object.entries(draft.texts).filter(([id, texts]) =>
    rowUnsaved({ texts, saved: draft.saved[id] ?? null }),
  );
  const choice: GroupDraft = { ...draft, texts: {}, saved: {}, started: false, day: today };
  return {
    today: choice,
    earlier: unsaved.length === 0 ? null : { ...draft, texts: Object.fromEntries(unsaved), saved: {}, started: false },
  };
}

/** Where the grid is in its battery: the test's place (1-based), the count and the next test, or null without one. */
export function batteryStep(
  context: Pick<GroupTestContext, 'battery' | 'testKey'>,
): { readonly place: number; readonly count: number; readonly next: GroupTestKey | null } | null {
  const { battery } = context;
  if (!battery) return null;
  const index = battery.tests.indexOf(context.testKey);
  return { place: index + 1, count: battery.tests.length, next: battery.tests[index + 1] ?? null };
}

function keptTexts(context: GroupTestContext): Pick<GroupTestContext, 'kept' | 'keptSaved'> {
  const draft = draftOf(context, false);
  return { kept: draft.texts, keptSaved: draft.saved };
}

export const groupTestMachine = setup({
  types: {
    context: {} as GroupTestContext,
    events: {} as GroupTestEvent,
    input: {} as GroupTestInput,
  },
  actions: {
    /** Keeps the grid as work in progress (provided by src/state: validated local storage). */
    persistDraft: (_, _draft: GroupDraft) => {},
    /** Keeps the battery the grid walks, or forgets it (null), beside the draft (decision 0138). */
    persistBattery: (_, _battery: GroupBattery | null) => {},
    /** Deletes an earlier day's grid set aside (provided by src/state). */
    forgetEarlier: (_, _which: { day: string; testKey: GroupTestKey }) => {},
  },
  actors: {
    /** The session profile of each client for the day (continued or started, decision 0101), in the order asked. */
    loadClients: fromPromise<readonly GroupClient[], { clientIds: readonly string[] }>(async () => []),
    /** Writes each row into its client's session; one outcome per row, never a rejection for one row's failure. */
    saveRows: fromPromise<readonly GroupSaveOutcome[], GroupSaveInput>(async () => []),
  },
  guards: {
    resumesGrid: ({ context }) => context.resume && context.chosen.length > 0,
    hasChoice: ({ context }) => context.chosen.length > 0,
    hasRowToSave: ({ context }) => rowsToSave(context).length > 0,
    hasNextTest: ({ context }) => batteryStep(context)?.next != null,
    batteryHasGridTest: ({ event }) => event.type === 'CHOOSE_BATTERY' && event.battery.tests.length > 0,
    sameGrid: ({ context, event }) =>
      event.type === 'DRAFT_CHANGED' &&
      event.draft.testKey === context.testKey &&
      event.draft.day === context.day &&
      event.draft.clientIds.join() === context.chosen.join(),
  },
}).createMachine({
  id: 'groupTest',
  context: ({ input }) => {
    const { today: draft, earlier } = draftsOfDay(input.draft ?? null, input.today);
    return {
      roster: [],
      chosen: draft?.clientIds ?? [],
      testKey: draft?.testKey ?? 'pushups',
      battery: input.battery && input.battery.tests.includes(draft?.testKey ?? 'pushups') ? input.battery : null,
      rows: [],
      kept: draft?.texts ?? {},
      keptSaved: draft?.saved ?? {},
      report: null,
      error: null,
      resume: draft?.started ?? false,
      day: input.today,
      earlier: [...(input.earlier ?? []), ...(earlier ? [earlier] : [])],
    };
  },
  initial: 'choosing',
  on: {
    ROSTER: { actions: assign({ roster: ({ event }) => event.clients }) },
    FORGET_EARLIER: {
      actions: [
        assign({
          earlier: ({ context, event }) =>
            context.earlier.filter((grid) => grid.day !== event.day || grid.testKey !== event.testKey),
        }),
        { type: 'forgetEarlier', params: ({ event }) => ({ day: event.day, testKey: event.testKey }) },
      ],
    },
  },
  states: {
    choosing: {
      on: {
        // The chosen clients in the Clients list's order once the list is known (the field sheet's link takes them).
        ROSTER: {
          actions: assign(({ event, context }) => ({
            roster: event.clients,
            chosen: idsInClientOrder(context.chosen, event.clients),
          })),
        },
        TOGGLE_CLIENT: {
          actions: [
            assign({
              chosen: ({ context, event }) =>
                context.chosen.includes(event.clientId)
                  ? context.chosen.filter((id) => id !== event.clientId)
                  : idsInClientOrder([...context.chosen, event.clientId], context.roster),
            }),
            { type: 'persistDraft', params: ({ context }) => draftOf(context, false) },
          ],
        },
        CHOOSE_ALL_ACTIVE: {
          actions: [
            assign({
              chosen: ({ context }) =>
                [...context.roster]
                  .filter((c) => !c.archived && isListed(c))
                  .sort(byClientName)
                  .map((c) => c.id),
            }),
            { type: 'persistDraft', params: ({ context }) => draftOf(context, false) },
          ],
        },
        CLEAR_CHOICE: {
          actions: [assign({ chosen: [] }), { type: 'persistDraft', params: ({ context }) => draftOf(context, false) }],
        },
        CHOOSE_TEST: {
          actions: [
            assign({ testKey: ({ event }) => event.testKey, battery: null }),
            { type: 'persistBattery', params: null },
            { type: 'persistDraft', params: ({ context }) => draftOf(context, false) },
          ],
        },
        CHOOSE_BATTERY: {
          guard: 'batteryHasGridTest',
          actions: [
            assign(({ context, event }) => ({
              battery: event.battery,
              testKey: event.battery.tests[0] ?? context.testKey,
            })),
            { type: 'persistBattery', params: ({ context }) => context.battery },
            { type: 'persistDraft', params: ({ context }) => draftOf(context, false) },
          ],
        },
        START: { guard: 'hasChoice', target: 'loading' },
        RESUME: { guard: 'resumesGrid', target: 'loading' },
      },
    },
    loading: {
      entry: assign({ error: null, report: null, resume: false }),
      invoke: {
        src: 'loadClients',
        input: ({ context }) => ({ clientIds: context.chosen }),
        onDone: {
          target: 'entering',
          actions: [
            assign(({ context, event }) => {
              // Rows in the Clients list's order (by name), whatever order they were chosen or loaded in.
              const clients = [...event.output].sort(byClientName);
              return {
                rows: clients.map((client) => ({
                  ...client,
                  texts: context.kept[client.clientId] ?? {},
                  saved: context.keptSaved[client.clientId] ?? null,
                  saveError: null,
                })),
                chosen: clients.map((client) => client.clientId),
              };
            }),
            { type: 'persistDraft', params: ({ context }) => draftOf(context, true) },
          ],
        },
        onError: {
          target: 'choosing',
          actions: assign({
            error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)),
          }),
        },
      },
    },
    entering: {
      on: {
        ENTER: {
          actions: [
            assign({
              rows: ({ context, event }) =>
                context.rows.map((row) =>
                  row.clientId === event.clientId
                    ? { ...row, texts: { ...row.texts, [event.field]: event.text }, saveError: null }
                    : row,
                ),
            }),
            { type: 'persistDraft', params: ({ context }) => draftOf(context, true) },
          ],
        },
        SAVE: { guard: 'hasRowToSave', target: 'saving' },
        FILL_IN: {
          actions: [
            assign({
              rows: ({ context, event }) =>
                context.rows.map((row) => {
                  const filled = event.texts[row.clientId];
                  return filled ? { ...row, texts: { ...row.texts, ...filled }, saveError: null } : row;
                }),
            }),
            { type: 'persistDraft', params: ({ context }) => draftOf(context, true) },
          ],
        },
        NEXT_TEST: {
          guard: 'hasNextTest',
          actions: [
            assign(({ context }) => ({ testKey: batteryStep(context)?.next ?? context.testKey, report: null })),
            { type: 'persistDraft', params: ({ context }) => draftOf(context, true) },
          ],
        },
        DRAFT_CHANGED: {
          guard: 'sameGrid',
          actions: assign({
            rows: ({ context, event }) =>
              context.rows.map((row) => ({
                ...row,
                texts: event.draft.texts[row.clientId] ?? {},
                saved: event.draft.saved[row.clientId] ?? row.saved,
              })),
          }),
        },
        BACK: {
          target: 'choosing',
          actions: [
            assign(({ context }) => ({ ...keptTexts(context), rows: [], report: null })),
            { type: 'persistDraft', params: ({ context }) => draftOf(context, false) },
          ],
        },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveRows',
        input: ({ context }) => ({
          testKey: context.testKey,
          rows: rowsToSave(context).map((row) => ({ clientId: row.clientId, texts: row.texts })),
        }),
        onDone: {
          target: 'entering',
          actions: [
            assign(({ context, event }) => applySaveOutcomes(context, event.output)),
            { type: 'persistDraft', params: ({ context }) => draftOf(context, true) },
          ],
        },
        onError: {
          target: 'entering',
          actions: assign({
            error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)),
          }),
        },
      },
    },
  },
});

/** The valid rows not saved as they are now. */
export function rowsToSave(context: Pick<GroupTestContext, 'rows' | 'testKey'>): GroupRow[] {
  return context.rows.filter((row) => rowUnsaved(row) && rowOutcome(context.testKey, row).kind === 'valid');
}

function applySaveOutcomes(
  context: GroupTestContext,
  outcomes: readonly GroupSaveOutcome[],
): Partial<GroupTestContext> {
  const byId = new Map(outcomes.map((o) => [o.clientId, o]));
  const rows = context.rows.map((row): GroupRow => {
    const outcome = byId.get(row.clientId);
    if (!outcome) return row;
    return outcome.ok
      ? { ...row, profile: outcome.user, saved: row.texts, saveError: null }
      : { ...row, saveError: outcome.message };
  });
  const attention = rows.flatMap((row) => {
    const view = rowView(context.testKey, row);
    const message = view.status === 'invalid' || view.status === 'refused' ? view.message : row.saveError;
    return message ? [{ clientId: row.clientId, name: rowName(row), message }] : [];
  });
  return { rows, report: { saved: outcomes.filter((o) => o.ok).length, attention }, error: null };
}
