// The reload race of decision 0083 under the records model (decision 0100): right after a reload no screen has loaded
// the roster yet, and the coach types a new name on the demographics form. The form waits for the roster: a name no
// other client has renames the open client (one client, every session kept); another client's name asks first.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { DemographicsScreen } from '@/features/demographics/DemographicsScreen';
import { emptyProfile, type UserProfile } from '@/profile/profileTypes';
import { openClientsDb, readClients, readActiveClientId } from '@/storage/clientsDb';
import { createClient, switchClient } from '@/storage/openClient';
import { readClientSessions } from '@/storage/clientRoster';
import { saveOpenSession } from '@/storage/saveOpenSession';
import { startRoster } from '@/storage/rosterStart';
import { openSessionsDb } from '@/storage/sessionsDb';
import { existingClientsActor, resetClientsActor } from '@/state/records/clientsActor';
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
  goalWeight: 78,
  activityLevel: 'moderately active',
  pushups: { pushups: 28, category: 'good' },
};

async function stores() {
  return { clients: await openClientsDb(), sessions: await openSessionsDb() };
}

beforeEach(async () => {
  useFreshIndexedDb();
  // Alex was saved before the reload.
  const s = await stores();
  await startRoster(s, ALEX, new Date('2026-01-10T10:00:00Z'));
  await saveOpenSession(s, ALEX, new Date('2026-01-10T10:00:00Z'));
  // Sam Jones is another client of this device.
  const sam = await createClient(s, ALEX, 'Sam Jones', new Date('2026-01-11T10:00:00Z'));
  const samSession = { ...sam.profile, age: 40, sex: 'MALE' as const, pushups: { pushups: 12, category: 'poor' } };
  await saveOpenSession(s, samSession, new Date('2026-01-11T10:00:00Z'));
  await switchClient(s, samSession, 'uid-alex', new Date('2026-01-11T10:00:00Z')); // Alex is open again
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
  it('waits for the roster, then renames the open client: one client, every session kept (decision 0100)', async () => {
    const { actors } = await renderScreen(<DemographicsScreen />, { route: '/parq' });
    act(() => {
      actors.profile.send({ type: 'REPLACE_PROFILE', user: ALEX });
    });
    await screen.findByRole('heading', { name: 'Demographics' });
    expect(existingClientsActor()).toBeNull(); // nothing has loaded the roster yet
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Alexander' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(actors.profile.getSnapshot().context.user.fname).toBe('Alexander'));
    const user = actors.profile.getSnapshot().context.user;
    expect(user).toMatchObject({
      uid: 'uid-alex',
      fname: 'Alexander',
      lname: 'Smith',
      age: 34,
      pushups: { pushups: 28 },
    });
    await waitFor(() => expect(existingClientsActor()?.getSnapshot().matches('ready')).toBe(true));
    await waitFor(async () => {
      const s = await stores();
      const { clients } = await readClients(s.clients);
      s.clients.close();
      s.sessions.close();
      expect(clients.map((c) => c.name).sort()).toEqual(['Alexander Smith', 'Sam Jones']);
    });

    const s = await stores();
    expect(await readActiveClientId(s.clients)).toBe('uid-alex');
    expect((await readClientSessions(s, 'uid-alex')).map((r) => r.pushups)).toEqual([28]);
    s.clients.close();
    s.sessions.close();
  });

  it("another client's name asks: open that client, or keep two (decision 0100)", async () => {
    const { actors } = await renderScreen(<DemographicsScreen />, { route: '/parq' });
    act(() => {
      actors.profile.send({ type: 'REPLACE_PROFILE', user: ALEX });
    });
    await screen.findByRole('heading', { name: 'Demographics' });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'sam' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'jones' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));

    const dialog = await screen.findByRole('dialog', { name: 'A client named Sam Jones already exists' });
    expect(dialog.textContent).toContain('40 years');
    expect(actors.profile.getSnapshot().context.user.fname).toBe('Alex'); // nothing applied while asking
    fireEvent.click(screen.getByRole('button', { name: 'Keep two clients named Sam Jones' }));
    await waitFor(() =>
      expect(actors.profile.getSnapshot().context.user).toMatchObject({
        uid: 'uid-alex',
        fname: 'sam',
        lname: 'jones',
      }),
    );
  });
});
