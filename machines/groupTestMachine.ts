// The group test (decision 0154): choose clients, choose a test, enter one row per client, each row
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
import { byClientName, idsInClientOrder, isListed } from '@/clients/clientTypes';
import type { GroupDraft, GroupTestKey } from '@/profile/groupTests';
import type { GroupBattery } from '@/profile/batteries';
import { batteryStep, draftsOfDay, draftOf, keptTexts } from './groupDrafts';
import type { GroupClient } from './groupRows';
import { rowsToSave, applySaveOutcomes } from './groupSaves';
import type {
  GroupTestContext,
  GroupTestEvent,
  GroupTestInput,
  GroupSaveOutcome,
  GroupSaveInput,
} from './groupTestTypes';

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
