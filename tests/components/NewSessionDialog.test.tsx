// 'Start a new session' asks in the app's own dialog (decision 0101, decision 0140): it names the client and what
// happens to the open session; focus moves in, Escape and Cancel leave everything as it was and give focus back to the
// button; confirming starts a session with the demographics and no result.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NewSessionButton, NEW_SESSION_LABEL } from '@/components/NewSessionButton';
import { emptyProfile, type UserProfile } from '@/profile/profileTypes';
import { sessionRecordFromProfile } from '@/profile/sessionRecordFromProfile';
import { writeMostRecentSession } from '@/storage/mostRecentSession';
import { NEW_SESSION_STARTED, RESULTS_SET_ASIDE } from '@/state/records/startNewSession';
import { SET_ASIDE_REFUSED } from '@/state/records/setAsideResults';
import { setAsideSessionsOf } from '@/storage/setAsideSessions';
import { PROTOCOL_SNAPSHOT_KEY_PREFIX, snapshotNameFor } from '@/effects/protocolSnapshotStore';
import { workKeyOf } from '@/profile/workKey';
import type { AppActors } from '@/state/createAppActors';
import { actorsWithProfile, renderInApp, TEST_CLIENT_UID } from '../support/renderWithApp';

const SAM: UserProfile = {
  ...emptyProfile(TEST_CLIENT_UID),
  sessionId: 'session-1',
  sessionStartedAt: '2026-01-10T10:00:00.000Z',
  fname: 'Sam',
  lname: 'Jones',
  age: 34,
  sex: 'MALE',
  height: 180,
  currentWeight: 82,
  goalWeight: 80,
  activityLevel: 'moderately active',
  pushups: { pushups: 20, category: 'good' },
};

async function renderButton(user: UserProfile): Promise<AppActors> {
  const actors = actorsWithProfile();
  act(() => {
    actors.profile.send({ type: 'REPLACE_PROFILE', user });
  });
  await renderInApp(<NewSessionButton />, { actors });
  return actors;
}

const button = () => screen.getByRole('button', { name: NEW_SESSION_LABEL });
const dialog = () => screen.findByRole('dialog', { name: 'Start a new session of Sam Jones?' });
const user = (actors: AppActors) => actors.profile.getSnapshot().context.user;

describe('Start a new session', () => {
  it('asks first when results were not saved: the dialog names the client and says they are set aside; focus starts on Cancel', async () => {
    await renderButton(SAM);
    button().focus();
    fireEvent.click(button());
    const asked = await dialog();
    expect(asked).toHaveAttribute('aria-modal', 'true');
    expect(asked).toHaveAccessibleDescription(
      /Sam Jones's open session \(started .+\) has not been saved: its results are set aside with that session, not shown in the new one\. Current Session offers them back \(Restore or Discard\)\./,
    );
    expect(asked).toHaveTextContent("keeps Sam Jones's demographics");
    expect(asked).toHaveTextContent('no results and no weight');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('Escape cancels: nothing changes and focus returns to the button', async () => {
    const actors = await renderButton(SAM);
    button().focus();
    fireEvent.click(button());
    await dialog();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button()).toHaveFocus();
    expect(user(actors)).toMatchObject({ sessionId: 'session-1', pushups: { pushups: 20 }, currentWeight: 82 });
  });

  it('Cancel leaves the open session as it was', async () => {
    const actors = await renderButton(SAM);
    button().focus();
    fireEvent.click(button());
    await dialog();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button()).toHaveFocus();
    expect(user(actors)).toEqual(SAM);
  });

  it('Tab and Shift+Tab stay inside the dialog', async () => {
    await renderButton(SAM);
    fireEvent.click(button());
    const asked = await dialog();
    const cancel = within(asked).getByRole('button', { name: 'Cancel' });
    const confirm = within(asked).getByRole('button', { name: 'Start a new session' });
    expect(cancel).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(confirm).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(cancel).toHaveFocus();
  });

  it('confirming starts a new session: demographics kept, no result, no weight, a new session id', async () => {
    const actors = await renderButton(SAM);
    button().focus();
    fireEvent.click(button());
    const asked = await dialog();
    fireEvent.click(within(asked).getByRole('button', { name: 'Start a new session' }));
    await waitFor(() => expect(user(actors).sessionId).not.toBe('session-1'));
    expect(user(actors)).toMatchObject({
      uid: TEST_CLIENT_UID,
      fname: 'Sam',
      lname: 'Jones',
      age: 34,
      sex: 'MALE',
      height: 180,
      pushups: null,
      currentWeight: null,
    });
    expect(actors.alert.getSnapshot().context).toMatchObject({
      message: `${NEW_SESSION_STARTED} ${RESULTS_SET_ASIDE}`,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button()).toHaveFocus();
    // Decision 0163: the left session's unsaved results are kept under its client and session, not cleared.
    const kept = setAsideSessionsOf(TEST_CLIENT_UID);
    expect(kept).toHaveLength(1);
    expect(kept[0]!.workKey).toBe(workKeyOf(SAM));
    expect(kept[0]!.profile).toMatchObject({ sessionId: 'session-1', pushups: { pushups: 20 }, currentWeight: 82 });
  });

  it('when the browser refuses to keep the unsaved results, the open session stays open and the banner says why', async () => {
    const actors = await renderButton(SAM);
    fireEvent.click(button());
    const asked = await dialog();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      fireEvent.click(within(asked).getByRole('button', { name: 'Start a new session' }));
      await waitFor(() => expect(actors.profile.getSnapshot().context.error).toBe(SET_ASIDE_REFUSED));
    } finally {
      setItem.mockRestore();
    }
    expect(user(actors)).toMatchObject({ sessionId: 'session-1', pushups: { pushups: 20 } });
    expect(setAsideSessionsOf(TEST_CLIENT_UID)).toEqual([]);
  });

  it('a saved session unchanged since: the dialog says it stays in the history, and focus starts on the confirmation', async () => {
    const record = {
      ...sessionRecordFromProfile(SAM, new Date('2026-01-10T11:00:00Z')),
      timestamp: 1,
      clientId: SAM.uid,
      recordId: SAM.sessionId,
      measuredOnly: true,
    };
    expect(writeMostRecentSession(record)).toBe(true);
    await renderButton(SAM);
    fireEvent.click(button());
    const asked = await dialog();
    expect(within(asked).getByTestId('new-session-open')).toHaveTextContent(
      /^Sam Jones's session of .+ is saved and stays in the history\.$/,
    );
    expect(within(asked).getByRole('button', { name: 'Start a new session' })).toHaveFocus();
  });

  it('a saved session with entries since: what was entered since the save is said to be set aside', async () => {
    const record = {
      ...sessionRecordFromProfile({ ...SAM, pushups: null }, new Date('2026-01-10T11:00:00Z')),
      timestamp: 1,
      clientId: SAM.uid,
      recordId: SAM.sessionId,
      measuredOnly: true,
    };
    writeMostRecentSession(record);
    await renderButton(SAM);
    fireEvent.click(button());
    const asked = await dialog();
    expect(within(asked).getByTestId('new-session-open')).toHaveTextContent(
      /stays in the history as it was last saved; what was entered since is set aside with that session\. Current Session offers it back/,
    );
    expect(within(asked).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('an unfinished run of the open session is said to be set aside', async () => {
    localStorage.setItem(`${PROTOCOL_SNAPSHOT_KEY_PREFIX}${snapshotNameFor('pushups', workKeyOf(SAM))}`, '{}');
    localStorage.setItem(
      `${PROTOCOL_SNAPSHOT_KEY_PREFIX}${snapshotNameFor('pushups', `${SAM.uid}/another-session`)}`,
      '{}',
    );
    await renderButton(SAM);
    fireEvent.click(button());
    const asked = await dialog();
    expect(asked).toHaveTextContent('A test in progress (a timed run or trial log) is set aside with that session');
  });

  it('a session with no result starts at once, without a question', async () => {
    const blank: UserProfile = { ...SAM, pushups: null, currentWeight: null };
    const actors = await renderButton(blank);
    fireEvent.click(button());
    await waitFor(() => expect(user(actors).sessionId).not.toBe('session-1'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
