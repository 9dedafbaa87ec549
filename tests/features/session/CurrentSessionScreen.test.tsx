// /current-session: the title with the name, every section, Save → dialog → "I'm sure" → the record in the database,
// Update replaces it, Close and Escape cancel, the first-name note, a failed add keeps the session, Share and Print.
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrentSessionScreen } from '@/features/session/CurrentSessionScreen';
import { MOST_RECENT_SESSION_KEY } from '@/storage/mostRecentSession';
import { SET_ASIDE_KEY_PREFIX, setAsideSession, setAsideSessionsOf } from '@/storage/setAsideSessions';
import { NEEDS_NAME_TEXT } from '@/features/session/SessionActions';
import type { UserProfile } from '@/profile/profileTypes';
import { renderScreen } from '../../support/renderWithApp';
import { createAppActors } from '@/state/createAppActors';
import { formatDate } from '@/domain/dates';
import { completeProfile } from './sessionFixtures';
import { storedSessions } from './sessionScreenHelpers';
import { onFreshStores } from '../../support/freshStores';

const ROUTE = '/current-session';

async function renderSummary(user: Partial<UserProfile> = completeProfile()) {
  const view = await renderScreen(<CurrentSessionScreen />, { route: ROUTE, user });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const saveButton = () => screen.getByRole('button', { name: /^(Save This Session|Update Most Recent Session)$/ });

onFreshStores();

describe('the summary', () => {
  it('is titled with the name and the date, and shows every section with its values, categories and sources', async () => {
    await renderSummary();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /^Alan Turing — Your Fitness Summary on \d{1,2} \w+ \d{4}$/,
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Demographics',
      'BMI and weight',
      'Skinfolds and body composition',
      'Circumferences',
      'Blood pressure and heart rate',
      'Muscular strength and endurance',
      'Cardiorespiratory fitness',
      'Flexibility',
      'Macronutrients (per day)',
      'Micronutrients (per day)',
    ]);
    const body = screen.getByRole('region', { name: 'BMI and weight' });
    expect(within(body).getByText('24.69 kg/m²')).toBeInTheDocument();
    expect(within(body).getByText('Normal BMI')).toBeInTheDocument();
    expect(within(body).getByText(/NHLBI 1998 \/ WHO 2000/)).toBeInTheDocument();
    const strength = screen.getByRole('region', { name: 'Muscular strength and endurance' });
    expect(within(strength).getByText('105.6 kg, 1.32 × body weight')).toBeInTheDocument();
    expect(within(strength).getByText('Very Good')).toBeInTheDocument();
    const macros = screen.getByRole('region', { name: 'Macronutrients (per day)' });
    expect(within(macros).getByText('2908 kcal/day')).toBeInTheDocument();
    expect(within(macros).getByRole('row', { name: 'Fat 56–103 g 506–925 kcal' })).toBeInTheDocument();
    const micros = screen.getByRole('region', { name: 'Micronutrients (per day)' });
    expect(within(micros).getByRole('row', { name: 'Iron 8 mg RDA' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Cardiorespiratory fitness' })).getByText('3640 mL/min'),
    ).toBeInTheDocument();
  });

  it('shows imperial values for an imperial user', async () => {
    await renderSummary(completeProfile({ prefers_metric: false }));
    const demographics = screen.getByRole('region', { name: 'Demographics' });
    expect(within(demographics).getByText('5 ft 11 in')).toBeInTheDocument();
    expect(within(demographics).getAllByText('176 lb')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Flexibility' })).getByText('13.2 in')).toBeInTheDocument();
  });

  it('empty sections say what to do and link to the screen that fills them', async () => {
    await renderSummary({ fname: 'Ada', lname: 'Lovelace' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Ada Lovelace — Your Fitness Summary on/);
    const skinfolds = screen.getByRole('region', { name: 'Skinfolds and body composition' });
    expect(within(skinfolds).getByText('No skinfolds measured yet.')).toBeInTheDocument();
    expect(within(skinfolds).getByRole('link', { name: 'Measure skinfolds' })).toHaveAttribute('href', '/skinfolds');
    expect(
      within(screen.getByRole('region', { name: 'Flexibility' })).getByRole('link', {
        name: 'Do the sit and reach test',
      }),
    ).toHaveAttribute('href', '/sit-and-reach/instructions');
    expect(
      within(screen.getByRole('region', { name: 'Macronutrients (per day)' })).getByRole('link', {
        name: 'Fill out the Demographic Form',
      }),
    ).toHaveAttribute('href', '/parq');
  });
});

describe('saving', () => {
  it('a session never saved, started an earlier day: the dialog names the date of the record it writes, today', async () => {
    await renderSummary(completeProfile({ sessionStartedAt: '2026-01-10T10:00:00.000Z' }));
    const user = userEvent.setup();
    await user.click(saveButton());
    const today = formatDate(new Date().toISOString());
    screen.getByRole('dialog', { name: `Save Alan Turing's session of ${today}?` });
    await user.click(screen.getByRole('button', { name: "I'm sure" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5_000 });
    const [record] = await storedSessions();
    expect(formatDate(record!.date)).toBe(today);
  });

  it("Save → a modal dialog with focus inside → I'm sure stores the record, and the button becomes Update", async () => {
    const { actors } = await renderSummary();
    const user = userEvent.setup();
    expect(saveButton()).toHaveTextContent('Save This Session');
    await user.click(saveButton());
    // The dialog names the client and the session's date (decision 0102).
    const dialog = screen.getByRole('dialog', { name: /^Save Alan Turing's session of \d{1,2} \w+ \d{4}\?$/ });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const sure = within(dialog).getByRole('button', { name: "I'm sure" });
    expect(sure).toHaveFocus();
    await user.click(sure);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saveButton()).toHaveTextContent('Update Most Recent Session');
    expect(saveButton()).toHaveFocus();
    const records = await storedSessions();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      timestamp: 1,
      name: 'Alan Turing',
      age: 30,
      sex: 'MALE',
      height: 180,
      current_weight: 80,
      bmi: 24.69,
      pushups: 32,
      bench_press: 105.6,
      grip_strength: 105,
      vo2_max: 45.5,
      systolic_blood_pressure: 118,
      hips_circumference: 100,
      midthigh_circumference: null,
      biceps_skin: null,
      calf_skin: null,
      resting_heart_rate: 58,
      max_heart_rate: 191,
    });
    expect(JSON.parse(localStorage.getItem(MOST_RECENT_SESSION_KEY) ?? 'null')).toMatchObject({ timestamp: 1 });
    expect(actors.alert.getSnapshot().context.alertType).toMatch(/success|info/);
  });

  it('Update Most Recent Session replaces that record instead of adding one', async () => {
    const { actors } = await renderSummary();
    const user = userEvent.setup();
    await user.click(saveButton());
    await user.click(screen.getByRole('button', { name: "I'm sure" }));
    await waitFor(() => expect(saveButton()).toHaveTextContent('Update Most Recent Session'));
    actors.profile.send({
      type: 'UPDATE',
      update: { label: 't', requires: [], patch: { pushups: { pushups: 40, category: 'excellent' } } },
    });
    await user.click(saveButton());
    expect(
      screen.getByRole('dialog', { name: /^Update Alan Turing's session of \d{1,2} \w+ \d{4}\?$/ }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "I'm sure" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const records = await storedSessions();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ timestamp: 1, pushups: 40 });
  });

  it.each([
    ['the open session of the open client', { clientId: 'c1', recordId: 's1' }, 'Update Most Recent Session'],
    ["another session's record", { clientId: 'c1', recordId: 's0' }, 'Save This Session'],
    ["another client's record", { clientId: 'c2', recordId: 's1' }, 'Save This Session'],
  ])('the label reads Update only when the last save was %s (decision 0102)', async (_what, ids, label) => {
    localStorage.setItem(
      MOST_RECENT_SESSION_KEY,
      JSON.stringify({ timestamp: 4, date: new Date().toISOString(), ...ids }),
    );
    const actors = createAppActors();
    actors.profile.send({
      type: 'REPLACE_PROFILE',
      user: completeProfile({ uid: 'c1', sessionId: 's1', sessionStartedAt: new Date().toISOString() }),
    });
    await renderScreen(<CurrentSessionScreen />, { route: ROUTE, actors });
    await screen.findByRole('heading', { level: 1 });
    expect(saveButton()).toHaveTextContent(label);
  });

  it('Close and Escape cancel: nothing is stored and the focus returns to the button', async () => {
    await renderSummary();
    const user = userEvent.setup();
    await user.click(saveButton());
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saveButton()).toHaveFocus();
    await user.click(saveButton());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saveButton()).toHaveTextContent('Save This Session');
    expect(await storedSessions()).toEqual([]);
  });

  it('keeps Tab inside the dialog', async () => {
    await renderSummary();
    const user = userEvent.setup();
    await user.click(saveButton());
    const sure = screen.getByRole('button', { name: "I'm sure" });
    const close = screen.getByRole('button', { name: 'Close' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(sure).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('without a first name there is no Save and no Share: a note links to the demographic form, Print stays (decision 0031)', async () => {
    await renderSummary({ age: 30, sex: 'MALE' });
    expect(
      screen.queryByRole('button', { name: /^(Save This Session|Update Most Recent Session)$/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    const note = screen.getByTestId('needs-name');
    expect(note).toHaveTextContent(NEEDS_NAME_TEXT);
    expect(within(note).getByRole('link', { name: 'Fill out the Demographic Form' })).toHaveAttribute(
      'href',
      '/parq?next=%2Fcurrent-session',
    );
    expect(await storedSessions()).toEqual([]);
  });

  it('a failed add (storage full) shows its message, keeps the session, and Try again saves', async () => {
    const { actors } = await renderSummary();
    const user = userEvent.setup();
    // The roster first gives the open profile its client and session (decision 0110); nothing after that may change it.
    await waitFor(() => expect(actors.profile.getSnapshot().context.user.sessionId).not.toBeNull());
    const before = actors.profile.getSnapshot().context.user;
    const add = vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await user.click(saveButton());
    await user.click(screen.getByRole('button', { name: "I'm sure" }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /storage for this site is full.*Your current session has not been changed\./,
    );
    expect(actors.profile.getSnapshot().context.error).toMatch(
      /^The session was not saved\. This browser's storage for this site is full/,
    );
    // The browser's own words stay available as the banner's detail (decision 0071).
    expect(actors.profile.getSnapshot().context.errorDetail).toContain(
      'QuotaExceededError: The quota has been exceeded.',
    );
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toHaveFocus();
    expect(actors.profile.getSnapshot().context.user).toBe(before);
    expect(screen.getByText('2908 kcal/day')).toBeInTheDocument();
    expect(saveButton()).toHaveTextContent('Save This Session');
    expect(await storedSessions()).toEqual([]);
    add.mockRestore();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await storedSessions()).toHaveLength(1);
    expect(actors.profile.getSnapshot().context.error).toBeNull();
  });
});

describe('share and print', () => {
  it('without navigator.share, copies the text summary to the clipboard and says so', async () => {
    const { actors } = await renderSummary();
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    // Every message the banner showed: the roster's first load may announce its one-time notice after the copy's.
    const shown: string[] = [];
    actors.alert.subscribe(({ context }) => {
      if (context.message) shown.push(context.message);
    });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(shown).toContain('Summary copied to the clipboard'));
    const text = writeText.mock.calls[0]?.[0] as string;
    expect(text.split('\n')[0]).toMatch(/^Alan Turing — Your Fitness Summary on/);
    expect(text).toContain('- BMI: 24.69 kg/m² (Normal BMI)');
  });

  it('uses navigator.share where it exists', async () => {
    await renderSummary();
    const user = userEvent.setup();
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share.mock.calls[0]?.[0]).toMatchObject({
      title: expect.stringMatching(/^Alan Turing — /),
      text: expect.stringContaining('Demographics'),
    });
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });

  it('when neither share nor the clipboard works, shows the text selected to copy by hand', async () => {
    await renderSummary();
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const text = await screen.findByRole('textbox', { name: 'Summary text' });
    expect(text).toHaveAttribute('readonly');
    expect((text as HTMLTextAreaElement).value).toMatch(/^Alan Turing — Your Fitness Summary on/);
    expect(text).toHaveFocus();
    expect(
      screen.getByText(/could not be shared or copied to the clipboard\. Select the text below/),
    ).toBeInTheDocument();
  });

  it('Print calls window.print; the actions are marked not to print', async () => {
    await renderSummary();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Print' }).closest('.no-print')).not.toBeNull();
  });
});

describe('results set aside when a new session started (decision 0163)', () => {
  it('offers them back for the open client only; Restore reopens that session with them, Discard forgets them', async () => {
    const { actors } = await renderSummary();
    // The roster gives the open profile its session as it loads; the entries are set aside after that.
    await waitFor(() => expect(actors.profile.getSnapshot().context.user.sessionId).not.toBeNull());
    const { uid, sessionId: today } = actors.profile.getSnapshot().context.user;
    const earlier = completeProfile({
      uid,
      sessionId: 'earlier',
      sessionStartedAt: '2026-01-10T10:00:00.000Z',
      pushups: { pushups: 24, category: 'good' },
    });
    setAsideSession(earlier, null, new Date('2026-02-21T09:00:00.000Z'));
    setAsideSession({ ...earlier, uid: 'another-client', sessionId: 'theirs' }, null, new Date());
    setAsideSession({ ...earlier, sessionId: 'older', sessionStartedAt: '2025-12-01T10:00:00.000Z' }, null, new Date());
    expect(screen.queryByTestId('set-aside-results')).toBeNull();
    // Set aside in another tab: the storage event brings them here.
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: `${SET_ASIDE_KEY_PREFIX}${uid}/earlier` }));
    });
    const notices = await screen.findAllByTestId('set-aside-results');
    expect(notices).toHaveLength(2); // the other client's is never shown here
    expect(
      screen.getByRole('region', { name: /^Unsaved results from 10 Jan 2026: they were set aside/ }),
    ).toBeVisible();
    // Discard asks first in the app's dialog (decision 0152), naming the date and the results; Cancel keeps them.
    const discard = screen.getByRole('button', { name: 'Discard results from 1 Dec 2025' });
    await userEvent.click(discard);
    const question = screen.getByRole('dialog', { name: 'Discard the unsaved results from 1 Dec 2025?' });
    expect(within(question).getByTestId('discard-set-aside-text')).toHaveTextContent(
      /^Weight .*Pushups 24, .*: they were never saved and cannot be brought back once discarded\.$/,
    );
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getAllByTestId('set-aside-results')).toHaveLength(2);
    expect(setAsideSessionsOf(uid).map((entry) => entry.profile.sessionId)).toContain('older');
    await userEvent.click(discard);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getAllByTestId('set-aside-results')).toHaveLength(2);
    await userEvent.click(discard);
    await userEvent.click(screen.getByRole('button', { name: 'Discard them' }));
    await waitFor(() => expect(screen.getAllByTestId('set-aside-results')).toHaveLength(1));
    expect(setAsideSessionsOf(uid).map((entry) => entry.profile.sessionId)).not.toContain('older');
    expect(actors.alert.getSnapshot().context.message).toBe('The unsaved results of 1 Dec 2025 were discarded.');
    await userEvent.click(screen.getByRole('button', { name: 'Restore results from 10 Jan 2026' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Restore results from 10 Jan 2026' })).toBeNull());
    // The session left holds unsaved results of its own (its weight and the rest): set aside in turn, and offered.
    expect(screen.getAllByTestId('set-aside-results')).toHaveLength(1);
    expect(setAsideSessionsOf(uid).map((entry) => entry.profile.sessionId)).toEqual([today]);
    expect(actors.profile.getSnapshot().context.user).toMatchObject({
      sessionId: 'earlier',
      pushups: { pushups: 24, category: 'good' },
    });
    expect(setAsideSessionsOf('another-client')).toHaveLength(1);
  });
});
