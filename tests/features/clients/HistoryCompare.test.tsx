// The history's Compare section: sessions chosen by date (the time only when two share a date),
// never by a database key; a client with one session is told a comparison needs two, with no selectors.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Compare } from '@/features/clients/ClientHistoryScreen';
import { clientHistory } from '@/clients/progress';
import { emptyProfile } from '@/profile/profileTypes';
import { sessionRecordFromProfile } from '@/profile/sessionRecordFromProfile';
import { type StoredSessionRecord } from '@/profile/sessionRecord';

// uPlot reads matchMedia as it loads, which jsdom lacks; the charts are not under test here.
vi.mock('@/features/clients/ProgressChart', () => ({ ProgressChart: () => null }));

function session(key: number, date: string, fields: Partial<StoredSessionRecord>): StoredSessionRecord {
  const base = sessionRecordFromProfile({ ...emptyProfile('u'), fname: 'Alex', age: 34, sex: 'MALE' }, new Date(date));
  return { ...base, ...fields, timestamp: key };
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('Compare two sessions', () => {
  it('with one session: says a comparison needs two, and offers no selector', () => {
    render(<Compare history={clientHistory([session(1, '2026-01-10T10:00:00', { pushups: 20 })], true)} metric />);
    expect(screen.getByText('A comparison needs two saved sessions; this client has one so far.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByText(/Choose two different sessions/)).toBeNull();
  });

  it('names sessions by their date, never by a key', () => {
    const history = clientHistory(
      [
        session(1764000000001, '2026-01-10T10:00:00', { pushups: 20 }),
        session(1764000000002, '2026-02-14T09:00:00', { pushups: 26 }),
      ],
      true,
    );
    render(<Compare history={history} metric />);
    const first = screen.getByRole('combobox', { name: 'First session' });
    expect(optionTexts(first)).toEqual(['10 Jan 2026', '14 Feb 2026']);
    expect(first.textContent).not.toMatch(/#|1764000000001/);
    const table = screen.getByTestId('compare-table');
    expect(within(table).getByRole('row', { name: /Pushups/ })).toHaveTextContent('+6 pushups');
  });

  it('adds the time for two sessions of the same date, and the comparison heads its columns with them', async () => {
    const history = clientHistory(
      [
        session(1, '2026-01-10T09:30:00', { pushups: 20 }),
        session(2, '2026-01-10T16:05:00', { pushups: 22 }),
        session(3, '2026-02-14T09:00:00', { pushups: 26 }),
      ],
      true,
    );
    render(<Compare history={history} metric />);
    const second = screen.getByRole('combobox', { name: 'Second session' });
    expect(optionTexts(second)).toEqual(['10 Jan 2026, 09:30', '10 Jan 2026, 16:05', '14 Feb 2026']);
    await userEvent.selectOptions(second, '10 Jan 2026, 16:05');
    const headers = within(screen.getByTestId('compare-table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Measure', '10 Jan 2026, 09:30', '10 Jan 2026, 16:05', 'Difference']);
  });
});
