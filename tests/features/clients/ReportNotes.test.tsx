// The history's notes and goals (decision 0150) with a stand-in for the stored notes: what a goal form
// stores (metric, from the user's units), what it refuses, the "to go" line, and unreadable notes said, not shown.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ClientNote, GoalsForm, goalLine } from '@/features/clients/ReportNotes';
import { MEASURES } from '@/clients/historyMeasures';
import { clientHistory } from '@/clients/progress';
import { emptyClientNotes, type ClientNotes } from '@/clients/reportNotes';
import type { ClientNotesApi } from '@/state/records/useReportNotes';
import { BODY_FAT_COLUMN_KEY } from '@/profile/sessionColumns';
import { type StoredSessionRecord } from '@/profile/sessionRecord';

/** Every measure empty (as a stored record reads), then the values given. */
const NO_VALUES = Object.fromEntries(
  MEASURES.filter((m) => m.field !== BODY_FAT_COLUMN_KEY).map((m) => [m.field, null]),
);

function record(timestamp: number, date: string, values: Partial<StoredSessionRecord>): StoredSessionRecord {
  return {
    ...NO_VALUES,
    timestamp,
    date,
    name: 'Pat Doe',
    age: 40,
    sex: 'MALE',
    recordId: `r${timestamp}`,
    measuredOnly: true,
    ...values,
  } as StoredSessionRecord;
}

const RECORDS = [
  record(1, '2025-01-10T10:00:00.000Z', { pushups: 18, waist_circumference: 94 }),
  record(2, '2025-06-10T10:00:00.000Z', { pushups: 25, waist_circumference: 90 }),
];

function api(notes: Partial<ClientNotes> = {}): ClientNotesApi {
  return {
    notes: { ...emptyClientNotes('c1'), ...notes },
    loaded: true,
    saveNote: vi.fn(async () => true),
    saveSessionNote: vi.fn(async () => true),
    saveGoal: vi.fn(async () => true),
  };
}

describe('GoalsForm', () => {
  it('stores a waist goal typed in inches as centimetres', async () => {
    const notes = api();
    const history = clientHistory(RECORDS, false);
    render(<GoalsForm history={history} api={notes} metric={false} />);
    fireEvent.change(screen.getByLabelText('Measure'), { target: { value: 'waist_circumference' } });
    expect(screen.getByText('Waist: less is better.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Goal (in)'), { target: { value: '34' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save goal' }));
    await waitFor(() => expect(notes.saveGoal).toHaveBeenCalledTimes(1));
    const [field, value] = vi.mocked(notes.saveGoal).mock.calls[0] ?? [];
    expect(field).toBe('waist_circumference');
    expect(value).toBeCloseTo(86.36, 2);
  });

  it('refuses a goal that is not a number above 0, and offers only measures that take a goal', async () => {
    const notes = api();
    render(<GoalsForm history={clientHistory(RECORDS, true)} api={notes} metric />);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Waist', 'Pushups']);
    fireEvent.change(screen.getByLabelText('Goal (cm)'), { target: { value: 'soon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save goal' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the goal as a number above 0.');
    expect(notes.saveGoal).not.toHaveBeenCalled();
  });

  it('lists a set goal with how far the latest session is from it, and removes it', () => {
    const notes = api({ goals: { pushups: 30 } });
    render(<GoalsForm history={clientHistory(RECORDS, true)} api={notes} metric />);
    expect(screen.getByRole('listitem').textContent).toContain('Pushups: Goal 30 pushups: 5 pushups to go');
    fireEvent.click(screen.getByRole('button', { name: 'Remove the goal for Pushups' }));
    expect(notes.saveGoal).toHaveBeenCalledWith('pushups', null);
  });
});

describe('goalLine', () => {
  it('takes the latest session with a value', () => {
    const history = clientHistory(
      [...RECORDS, record(3, '2025-07-10T10:00:00.000Z', { pushups: null, waist_circumference: 84 })],
      true,
    );
    const waist = history.rows.find((r) => r.measure.field === 'waist_circumference')?.measure;
    const pushups = history.rows.find((r) => r.measure.field === 'pushups')?.measure;
    const notes = api({ goals: { waist_circumference: 85, pushups: 30 } });
    expect(waist && goalLine(waist, history, notes, true)).toBe('Goal 85 cm: goal reached');
    expect(pushups && goalLine(pushups, history, notes, true)).toBe('Goal 30 pushups: 5 pushups to go');
  });
});

describe('ClientNote', () => {
  it('shows the note and says what could not be read', () => {
    render(<ClientNote api={api({ note: 'No jumps.', unreadable: ['a session note'] })} />);
    expect(screen.getByTestId('client-note').textContent).toBe('No jumps.');
    expect(screen.getByText('A session note could not be read: kept as stored, not shown.')).toBeTruthy();
  });

  it('saves what is typed', async () => {
    const notes = api();
    render(<ClientNote api={notes} />);
    fireEvent.change(screen.getByLabelText('Note on this client'), { target: { value: 'Asthma.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(notes.saveNote).toHaveBeenCalledWith('Asthma.'));
    expect(await screen.findByText('Note saved.')).toBeTruthy();
  });
});
