// /sessions: the 30-column table (units, newest first), loading, empty, read and open failures, 100 rows a page,
// export files and restoring a backup.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { PastSessionsScreen } from '@/features/session/PastSessionsScreen';
import { sessionRecordFromProfile } from '@/profile/sessionRecordFromProfile';
import { sessionsBackupToJson } from '@/storage/sessionExport';
import { pastSessionHeaders } from '@/summary/pastSessionsRows';
import { renderScreen } from '../../support/renderWithApp';
import { completeProfile } from './sessionFixtures';
import { seedSessions, storedSessions } from './sessionScreenHelpers';
import { onFreshStores } from '../../support/freshStores';

const ROUTE = '/sessions';

async function renderSessions(user = completeProfile()) {
  return renderScreen(<PastSessionsScreen />, { route: ROUTE, user });
}

/** Waits for the pager's label (a scoped query: the whole 100-row table is slow to search in jsdom). */
async function pagerSays(text: string) {
  await waitFor(() => expect(screen.getByRole('navigation', { name: 'Saved session pages' })).toHaveTextContent(text), {
    timeout: 5000,
  });
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

onFreshStores();

describe('the table', () => {
  it('shows a loading placeholder, then the saved sessions newest first in the SPEC’s 30 columns (spec §9)', async () => {
    await seedSessions(completeProfile(), 2);
    await seedSessions(
      completeProfile({ fname: 'Grace', lname: 'Hopper', currentWeight: 61.5 }),
      1,
      Date.UTC(2025, 0, 1),
    );
    await renderSessions();
    expect(screen.getByText('Loading saved sessions…')).toBeInTheDocument();
    await screen.findByRole('table');
    expect(screen.queryByText('Loading saved sessions…')).not.toBeInTheDocument();
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader');
    expect(headers).toHaveLength(30);
    expect(headers.map((h) => h.textContent)).toEqual(pastSessionHeaders(true));
    expect(headers.slice(0, 6).map((h) => h.textContent)).toEqual([
      'Date',
      'Name',
      'Age (years)',
      'Sex',
      'Height (cm)',
      'Weight (kg)',
    ]);
    const rows = bodyRows();
    expect(rows).toHaveLength(3);
    const first = within(rows[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(first.slice(0, 5)).toEqual(['Grace Hopper', '30', 'Male', '180', '61.5']);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('1 Jan 2025');
    expect(screen.getByRole('region', { name: /Saved sessions, newest first/ })).toHaveAttribute('tabindex', '0');
  });

  it('uses the user’s units in headers and values (lb × 2.2, in × 0.3937)', async () => {
    await seedSessions(completeProfile({ height: 177 }), 1);
    await renderSessions(completeProfile({ prefers_metric: false }));
    await screen.findByRole('table');
    expect(screen.getByRole('columnheader', { name: 'Weight (lb)' })).toBeInTheDocument();
    const cells = within(bodyRows()[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[3]).toBe('69.68');
    expect(cells[4]).toBe('176');
  });

  it("says 'No saved sessions yet' when there are none", async () => {
    await renderSessions();
    expect(await screen.findByText('No saved sessions yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Save your current session' })).toHaveAttribute('href', '/current-session');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('a read failure: an empty list with the message, and Try again reads again', async () => {
    await seedSessions(completeProfile(), 1);
    const readFailure = vi.spyOn(IDBObjectStore.prototype, 'openKeyCursor').mockImplementation(() => {
      throw new DOMException('Simulated read failure', 'UnknownError');
    });
    await renderSessions();
    expect(
      await screen.findByText(
        /No sessions to show: The saved sessions could not be read\. The browser could not reach its storage/,
      ),
    ).toBeInTheDocument();
    // The browser's own words stay reachable under "Technical detail" (decision 0071).
    expect(screen.getByText('UnknownError: Simulated read failure')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    readFailure.mockRestore();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it("a database that cannot be opened: 'Init Not complete' in the alert, the initDB text in the error banner", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(IDBFactory.prototype, 'open').mockImplementation(() => {
      throw new DOMException('Simulated open failure', 'UnknownError');
    });
    const { actors } = await renderSessions();
    await screen.findByText(
      /No sessions to show: request\.onerror - initDB: Simulated open failure\. The browser could not reach/,
    );
    expect(actors.alert.getSnapshot().context).toMatchObject({ alertType: 'error', message: 'Init Not complete' });
    expect(actors.profile.getSnapshot().context.error).toBe(
      'request.onerror - initDB: Simulated open failure. The browser could not reach its storage (a disk or browser problem). Reload the page; if it keeps failing, restart the browser.',
    );
    expect(actors.profile.getSnapshot().context.errorDetail).toBe('UnknownError: Simulated open failure');
    expect(screen.getByTestId('database-notice')).toHaveTextContent(
      'Saved sessions are unavailable. request.onerror - initDB: Simulated open failure',
    );
  });

  it('shows 100 rows a page with Previous and Next, reading each page when it is shown', async () => {
    await seedSessions(completeProfile(), 250);
    await renderSessions();
    await screen.findByRole('table');
    const user = userEvent.setup();
    expect(bodyRows()).toHaveLength(100);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByText('Sessions 1–100 of 250, newest first (page 1 of 3)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await pagerSays('Page 2 of 3');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await pagerSays('Page 3 of 3');
    expect(bodyRows()).toHaveLength(50);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(bodyRows()[49]!).getByRole('rowheader')).toHaveTextContent('1 Jan 2024');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await pagerSays('Page 2 of 3');
  });
});

describe('export and restore', () => {
  it('downloads the CSV (with a BOM, in the user’s units) and the JSON backup', async () => {
    await seedSessions(completeProfile({ fname: 'Zoë' }), 2);
    await renderSessions();
    await screen.findByRole('table');
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return `blob:test/${blobs.length}`;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(names).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export backup (JSON)' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Export backup (JSON)' }));
    await waitFor(() => expect(names).toHaveLength(2));
    expect(names).toEqual([
      expect.stringMatching(/^fitness-sessions-\d{4}-\d{2}-\d{2}\.csv$/),
      expect.stringMatching(/\.json$/),
    ]);
    const csv = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...csv.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = await blobs[0]!.text();
    expect(text.split('\r\n')[0]).toMatch(/^\uFEFF?Session,Date,Name,Age \(years\),Sex,Height \(cm\),Weight \(kg\)/);
    expect(text).toContain('Zoë Turing');
    const backup = JSON.parse(await blobs[1]!.text());
    expect(backup).toMatchObject({ type: 'fitness-sessions-backup', schemaVersion: 1 });
    expect(backup.records).toHaveLength(2);
  });

  it('restores a backup: the rows appear with the counts; a second restore adds nothing; a foreign file changes nothing', async () => {
    const { actors } = await renderSessions();
    await screen.findByText('No saved sessions yet');
    const user = userEvent.setup();
    const backupRecords = [
      { ...sessionRecordFromProfile(completeProfile(), new Date('2026-11-20T10:00:00Z')), timestamp: 1 },
      {
        ...sessionRecordFromProfile(completeProfile({ fname: 'Grace' }), new Date('2026-11-21T10:00:00Z')),
        timestamp: 2,
      },
    ];
    const backup = new File([sessionsBackupToJson(backupRecords, new Date())], 'backup.json', {
      type: 'application/json',
    });
    const input = screen.getByLabelText('Restore a backup (JSON)');
    await user.upload(input, backup);
    expect(await screen.findByText('Restored 2 sessions.')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(actors.alert.getSnapshot().context).toMatchObject({ alertType: 'success', message: 'Restored 2 sessions.' });

    await user.upload(screen.getByLabelText('Restore a backup (JSON)'), backup);
    expect(await screen.findByText('Restored 0 sessions; 2 were already saved and were skipped.')).toBeInTheDocument();
    expect(await storedSessions()).toHaveLength(2);

    // The page is read again after a restore; Restore is offered again once it has been (a disabled input takes no file).
    await waitFor(() => expect(screen.getByLabelText('Restore a backup (JSON)')).toBeEnabled());
    await user.upload(
      screen.getByLabelText('Restore a backup (JSON)'),
      new File(['{"hello":1}'], 'other.json', { type: 'application/json' }),
    );
    expect(await screen.findByText(/This file is not a sessions backup of this app/)).toBeInTheDocument();
    expect(actors.profile.getSnapshot().context.error).toMatch(
      /Nothing was imported and your saved sessions are unchanged\./,
    );
    expect(bodyRows()).toHaveLength(2);
    expect(await storedSessions()).toHaveLength(2);
  });
});
