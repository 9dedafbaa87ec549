// Rename on the Clients screen (decision 0100): a name another client has brings the same prompt as the demographics
// form (keep two, or cancel); it never merges the two. Cancel renames nothing; keep two leaves two clients of that
// name, told apart by age and last test in the list and in what a screen reader hears. New client opens the form once
// the new client is the open one.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ClientsScreen } from '@/features/clients/ClientsScreen';
import { emptyProfile, type UserProfile } from '@/profile/profileTypes';
import { openClientsDb, readClients } from '@/storage/clientsDb';
import { createClient, switchClient } from '@/storage/openClient';
import { readClientSessions } from '@/storage/clientRoster';
import { saveOpenSession } from '@/storage/saveOpenSession';
import { startRoster } from '@/storage/rosterStart';
import { openSessionsDb } from '@/storage/sessionsDb';
import { resetClientsActor } from '@/state/records/clientsActor';
import { resetSessionDatabase } from '@/state/records/sessionDatabase';
import { useFreshIndexedDb } from '../storage/storageTestHelpers';
import { renderScreen } from '../support/renderWithApp';

const ALEX: UserProfile = {
  ...emptyProfile('uid-alex'),
  sessionId: 'session-alex-1',
  fname: 'Alex',
  lname: 'Smith',
  age: 34,
  sex: 'MALE',
  height: 180,
  currentWeight: 80,
  pushups: { pushups: 28, category: 'good' },
};

async function stores() {
  return { clients: await openClientsDb(), sessions: await openSessionsDb() };
}

async function storedNames(): Promise<string[]> {
  const s = await stores();
  const { clients } = await readClients(s.clients);
  s.clients.close();
  s.sessions.close();
  return clients
    .map((c) => c.name ?? '')
    .filter(Boolean)
    .sort();
}

let samId = '';

beforeEach(async () => {
  useFreshIndexedDb();
  const s = await stores();
  await startRoster(s, ALEX, new Date('2026-01-10T10:00:00Z'));
  await saveOpenSession(s, ALEX, new Date('2026-01-10T10:00:00Z'));
  const sam = await createClient(s, ALEX, 'Sam Jones', new Date('2026-01-11T10:00:00Z'));
  samId = sam.profile.uid;
  const samSession = { ...sam.profile, age: 61, sex: 'FEMALE' as const, pushups: { pushups: 12, category: 'poor' } };
  await saveOpenSession(s, samSession, new Date('2026-01-11T10:00:00Z'));
  await switchClient(s, samSession, 'uid-alex', new Date('2026-01-11T10:00:00Z')); // Alex is open
  s.clients.close();
  s.sessions.close();
  resetClientsActor();
  resetSessionDatabase();
});

afterEach(() => {
  resetClientsActor();
  resetSessionDatabase();
});

async function renameAlexTo(name: string) {
  const { actors } = await renderScreen(<ClientsScreen />, { route: '/clients' });
  act(() => {
    actors.profile.send({ type: 'REPLACE_PROFILE', user: ALEX });
  });
  fireEvent.click(await screen.findByRole('button', { name: /^Rename Alex Smith, 34 years/ }));
  fireEvent.change(screen.getByLabelText('New name for Alex Smith'), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
  return actors;
}

describe('Rename to a name another client has', () => {
  it('asks with the other client told apart by age and last test, and Cancel renames nothing', async () => {
    await renameAlexTo('  sam   JONES ');
    const dialog = await screen.findByRole('dialog', { name: 'A client named Sam Jones already exists' });
    expect(dialog).toHaveAccessibleDescription(
      /^Sam Jones \(61 years, last test .+\) is already in your client list\. Keep two clients named Sam Jones/,
    );
    expect(within(dialog).queryByRole('button', { name: /^Open/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The form stays with what was typed, and nothing was renamed.
    expect(screen.getByLabelText('New name for Alex Smith')).toHaveValue('  sam   JONES ');
    expect(await storedNames()).toEqual(['Alex Smith', 'Sam Jones']);
  });

  it('Escape cancels too', async () => {
    await renameAlexTo('Sam Jones');
    await screen.findByRole('dialog', { name: 'A client named Sam Jones already exists' });
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await storedNames()).toEqual(['Alex Smith', 'Sam Jones']);
  });

  it('keep two: two clients named Sam Jones, each with their own sessions, told apart in the list and for screen readers', async () => {
    const actors = await renameAlexTo('Sam Jones');
    const dialog = await screen.findByRole('dialog', { name: 'A client named Sam Jones already exists' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep two clients named Sam Jones' }));
    await waitFor(async () => expect(await storedNames()).toEqual(['Sam Jones', 'Sam Jones']));
    await waitFor(() =>
      expect(actors.profile.getSnapshot().context.user).toMatchObject({
        uid: 'uid-alex',
        fname: 'Sam',
        lname: 'Jones',
      }),
    );

    const list = screen.getByRole('list', { name: 'Clients' });
    await waitFor(() => expect(within(list).getAllByRole('heading', { name: 'Sam Jones' })).toHaveLength(2));
    const links = within(list).getAllByRole('link', { name: 'Sam Jones' });
    expect(links.map((link) => link.getAttribute('href')).sort()).toEqual(
      [`/clients/${samId}`, '/clients/uid-alex'].sort(),
    );
    const descriptions = links
      .map((link) => (link as HTMLElement).getAttribute('aria-describedby'))
      .map((id) => document.getElementById(id ?? '')?.textContent ?? '');
    expect(descriptions.map((text) => text.split(' · ')[0]).sort()).toEqual(['34 years', '61 years']);
    expect(within(list).getByRole('button', { name: /^Rename Sam Jones, 34 years, last test/ })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /^Open Sam Jones, 61 years, last test/ })).toBeInTheDocument();
    // One client renamed, never merged: each keeps its own session.
    const s = await stores();
    expect((await readClientSessions(s, 'uid-alex')).map((r) => r.pushups)).toEqual([28]);
    expect((await readClientSessions(s, samId)).map((r) => r.pushups)).toEqual([12]);
    s.clients.close();
    s.sessions.close();
  });

  it('a name nobody else has renames at once, without a question', async () => {
    await renameAlexTo('Alexander Smith');
    await waitFor(async () => expect(await storedNames()).toEqual(['Alexander Smith', 'Sam Jones']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the list when nothing is shown', () => {
  it('a search that finds nobody names the search; an empty one does not read as a failed search', async () => {
    await renderScreen(<ClientsScreen />, { route: '/clients' });
    await screen.findByRole('button', { name: /^Rename Alex Smith, 34 years/ });
    fireEvent.change(screen.getByLabelText('Search clients'), { target: { value: 'zzz' } });
    expect(await screen.findByText('No client matches “zzz”.')).toBeTruthy();
    expect(screen.queryByText(/No clients yet/)).toBeNull();
  });
});

describe('New client', () => {
  it('opens the demographic form only once the new client is the open one, so nothing typed there is replaced', async () => {
    const { actors } = await renderScreen(<ClientsScreen />, { route: '/clients' });
    act(() => {
      actors.profile.send({ type: 'REPLACE_PROFILE', user: ALEX });
    });
    const newClient = await screen.findByRole('button', { name: 'New client' });
    await waitFor(() => expect(newClient).toBeEnabled());
    fireEvent.click(newClient);
    // The new client is still being written: the list stays, with nothing to type into yet.
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/parq');
    const opened = actors.profile.getSnapshot().context.user;
    expect(opened.uid).not.toBe('uid-alex');
    expect(opened.fname).toBeNull();
  });
});
