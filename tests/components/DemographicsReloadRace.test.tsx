// The reload race of decision 0083: right after a reload no screen has loaded the roster yet, and the coach types a new
// name on the demographics form. The form must wait for the roster: the new name is a new client whose session starts
// empty, and the open client keeps their name, profile and sessions.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DemographicsScreen } from '@/features/demographics/DemographicsScreen';
import { emptyProfile, type UserProfile } from '@/profile/profileTypes';
import { openClientsDb, readClients, readActiveClientId } from '@/storage/clientsDb';
import { readClientSessions, saveForActiveClient, startRoster } from '@/storage/clientRoster';
import { openSessionsDb } from '@/storage/sessionsDb';
import { existingClientsActor, resetClientsActor } from '@/state/clients/clientsActor';
import { resetSessionDatabase } from '@/state/session/sessionDatabase';
import { useFreshIndexedDb } from '../storage/storageTestHelpers';
import { renderScreen } from '../support/renderWithApp';

const ALEX: UserProfile = {
  ...emptyProfile('uid-alex'), fname: 'Alex', lname: 'Smith', age: 34, sex: 'MALE', height: 180, currentWeight: 80, goalWeight: 78,
  activityLevel: 'moderately active', pushups: { pushups: 28, category: 'good' },
};

async function stores() {
  return { clients: await openClientsDb(), sessions: await openSessionsDb() };
}

beforeEach(async () => {
  useFreshIndexedDb();
  // Alex was saved before the reload.
  const s = await stores();
  await startRoster(s, ALEX, new Date('2026-01-10T10:00:00Z'));
  await saveForActiveClient(s, ALEX, new Date('2026-01-10T10:00:00Z'), 'update-or-add');
  s.clients.close();
  s.sessions.close();
  // The reload: no clients actor and no open database in this page.
  resetClientsActor();
  resetSessionDatabase();
});

afterEach(() => {
  resetClientsActor();
  resetSessionDatabase();
});

describe('a new name typed before the roster has loaded (reload race)', () => {
  it('waits for the roster, then starts a new client with an empty session; Alex keeps his name, profile and session', async () => {
    const { actors } = await renderScreen(<DemographicsScreen />, { route: '/parq', user: ALEX });
    await screen.findByRole('heading', { name: 'Demographics' });
    expect(existingClientsActor()).toBeNull(); // nothing has loaded the roster yet
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Sam' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Jones' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(actors.profile.getSnapshot().context.user.fname).toBe('Sam'));
    const user = actors.profile.getSnapshot().context.user;
    expect(user).toMatchObject({ fname: 'Sam', lname: 'Jones', age: 34, pushups: null });
    await waitFor(() => expect(existingClientsActor()?.getSnapshot().context.roster?.clients).toHaveLength(2));
    await waitFor(() => expect(existingClientsActor()?.getSnapshot().matches('ready')).toBe(true));

    const s = await stores();
    const { clients } = await readClients(s.clients);
    const alex = clients.find((c) => c.name === 'Alex Smith');
    const sam = clients.find((c) => c.name === 'Sam Jones');
    expect(alex?.profile).toMatchObject({ fname: 'Alex', lname: 'Smith', pushups: { pushups: 28 } });
    expect(sam).toBeDefined();
    expect(await readActiveClientId(s.clients)).toBe(sam?.id);
    expect((await readClientSessions(s, alex!.id)).map((r) => [r.name, r.pushups])).toEqual([['Alex Smith', 28]]);
    s.clients.close();
    s.sessions.close();
  });

  it('a first name for a blank profile is applied at once, without opening the roster', async () => {
    const { actors } = await renderScreen(<DemographicsScreen />, { route: '/parq' });
    await screen.findByRole('heading', { name: 'Demographics' });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Lovelace' } });
    fireEvent.change(screen.getByLabelText('Age (years)'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Weight (kg)'), { target: { value: '80' } });
    fireEvent.change(screen.getByLabelText('Goal weight (kg)'), { target: { value: '82' } });
    fireEvent.change(screen.getByLabelText('Height (cm)'), { target: { value: '180' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(actors.profile.getSnapshot().context.user.fname).toBe('Ada');
    expect(existingClientsActor()).toBeNull();
  });
});
