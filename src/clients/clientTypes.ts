// The clients model of decision 0080 (decision 0035): every person tested is a client with a profile and sessions.
// Pure types and name rules shared by the roster storage, the clients machine and the screens.
import type { Sex } from '@/domain/person';
import { clientLabel } from './clientLabel';

/** One row of the Clients list: what the roster holds plus figures computed from the client's sessions. */
export interface ClientSummary {
  readonly id: string;
  /** The client's name as shown; null for a client nobody named yet ("Unnamed client"). */
  readonly name: string | null;
  readonly archived: boolean;
  /** From the client's stored profile, else from their latest session. */
  readonly age: number | null;
  readonly sex: Sex | null;
  readonly sessionCount: number;
  /** ISO date-time of the latest saved session, or null when none is saved. */
  readonly lastTestDate: string | null;
  readonly createdAt: string;
}

/** The roster as the machine and the screens see it. */
export interface RosterView {
  readonly clients: readonly ClientSummary[];
  /** The client whose session is open (whose profile is `user` in local storage). */
  readonly activeClientId: string | null;
}

export { clientLabel } from './clientLabel';

/** The key two names are compared by: trimmed, inner spaces collapsed, case folded; null when blank. */
export function nameKey(name: string | null | undefined): string | null {
  const key = (name ?? '').trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  return key === '' ? null : key;
}

export function sameName(a: string | null | undefined, b: string | null | undefined): boolean {
  return nameKey(a) === nameKey(b);
}

/**
 * Another client already called `name` (decision 0100), or null: naming a client (on the form or by Rename) after
 * someone else is a question for the coach, never a guess and never a merge. `exceptId` is the client being named.
 */
export function otherClientNamed<T extends Pick<ClientSummary, 'id' | 'name'>>(
  clients: readonly T[],
  name: string | null,
  exceptId: string | null,
): T | null {
  // A blank name is nobody's: it never matches the unnamed entries.
  if (nameKey(name) === null) return null;
  return clients.find((c) => c.id !== exceptId && sameName(c.name, name)) ?? null;
}

/**
 * Whether a profile now names a different person than the active client (a coach testing one client after another on one device): the
 * client already has saved sessions under a name and the profile names someone else. A client without sessions,
 * or without a name yet, is just being named.
 */
export function namesDifferentPerson(
  client: Pick<ClientSummary, 'name' | 'sessionCount'> | null | undefined,
  profileName: string | null,
): boolean {
  if (!client || client.sessionCount === 0) return false;
  const clientKey = nameKey(client.name);
  const profileKey = nameKey(profileName);
  return clientKey !== null && profileKey !== null && clientKey !== profileKey;
}

/**
 * Whether the list shows a client (decision 0100: no phantom clients): a client exists once it has a name. An entry
 * with no name and no session (an abandoned New client, the blank profile of a fresh browser) is not listed.
 */
export function isListed(client: Pick<ClientSummary, 'name' | 'sessionCount'>): boolean {
  return nameKey(client.name) !== null || client.sessionCount > 0;
}

/**
 * A client as a screen reader, a list of targets and an export name them (decision 0100): the name with the age and
 * the last test, so two clients of the same name are told apart. `day` formats a date as the screen shows it.
 */
export function clientIdentity(
  client: Pick<ClientSummary, 'name' | 'age' | 'lastTestDate'>,
  day: (iso: string) => string,
): string {
  const age = client.age === null ? 'age not given' : `${client.age} years`;
  const last = client.lastTestDate === null ? 'no test saved' : `last test ${day(client.lastTestDate)}`;
  return `${clientLabel(client.name)}, ${age}, ${last}`;
}

export type ClientSort = 'name' | 'lastTest';

/**
 * How many rows the Clients list shows at first and adds per "Show more" (decision 0083): a coach with 500 clients
 * searches; drawing every row would keep the list from being usable for most of a second on a phone.
 */
export const CLIENT_LIST_STEP = 50;

/**
 * One collator for every comparison: `localeCompare` with options builds a new one per call, which made sorting 500
 * clients most of a search keystroke's time (decision 0084).
 */
const NAME_ORDER = new Intl.Collator(undefined, { sensitivity: 'base' });

/**
 * The order the coach sees clients in: the Clients list's, by name (the one home of that order: the group grid's rows,
 * the field sheet and the group stopwatch's runners follow it too).
 */
export function byClientName(a: { readonly name: string | null }, b: { readonly name: string | null }): number {
  return NAME_ORDER.compare(clientLabel(a.name), clientLabel(b.name));
}

/** Client ids in the Clients list's order, by their names in `roster`; an id not in it keeps its place after them. */
export function idsInClientOrder(ids: readonly string[], roster: readonly ClientSummary[]): string[] {
  const byId = new Map(roster.map((client) => [client.id, client]));
  const known = ids.flatMap((id) => byId.get(id) ?? []).sort(byClientName);
  return [...known.map((client) => client.id), ...ids.filter((id) => !byId.has(id))];
}

/** The list as the Clients screen shows it: search by name as you type, archived ones last unless asked for. */
export function visibleClients(
  clients: readonly ClientSummary[],
  options: { query: string; sort: ClientSort; showArchived: boolean },
): ClientSummary[] {
  const query = nameKey(options.query);
  const matching = clients.filter(
    (c) =>
      isListed(c) &&
      (options.showArchived || !c.archived) &&
      (query === null || (nameKey(c.name) ?? '').includes(query)),
  );
  return matching.sort((a, b) => {
    if (options.sort === 'lastTest') {
      // Latest first; clients never tested go last, by name.
      if (a.lastTestDate !== b.lastTestDate) {
        if (a.lastTestDate === null) return 1;
        if (b.lastTestDate === null) return -1;
        return a.lastTestDate < b.lastTestDate ? 1 : -1;
      }
    }
    return byClientName(a, b);
  });
}
