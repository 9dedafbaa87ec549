// A change's verdict (decision 49) and its figure and source, one tap away.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangeVerdict } from '@/features/clients/ChangeVerdict';
import { changeBetween } from '@/clients/measureChange';
import { MEASURES } from '@/clients/historyMeasures';
import { emptyProfile } from '@/profile/profileTypes';
import { sessionRecordFromProfile } from '@/profile/sessionRecordFromProfile';
import { type StoredSessionRecord } from '@/profile/sessionRecord';

function session(key: number, date: string, fields: Partial<StoredSessionRecord>): StoredSessionRecord {
  const base = sessionRecordFromProfile({ ...emptyProfile('u'), fname: 'Alex', age: 34, sex: 'MALE' }, new Date(date));
  return { ...base, ...fields, timestamp: key };
}
const measure = (field: string) => MEASURES.find((m) => m.field === field)!;
const before = session(1, '2026-01-10T10:00:00', { grip_strength: 80, pushups: 20, current_weight: 80 });
const after = session(2, '2026-02-21T10:00:00', { grip_strength: 86, pushups: 21, current_weight: 79 });

describe('ChangeVerdict', () => {
  it('shows the verdict, and its figure and source on one tap', async () => {
    render(<ChangeVerdict change={changeBetween(measure('grip_strength'), before, after, true)!} />);
    const summary = screen.getByText('real change');
    const source = screen.getByText(/Minimal detectable change \(95%\) ±5.7 kg, derived/);
    expect(source).not.toBeVisible();
    await userEvent.click(summary);
    expect(source).toBeVisible();
    expect(source).toHaveTextContent('Abe T');
  });

  it('names the error of a change within it', () => {
    render(<ChangeVerdict change={changeBetween(measure('pushups'), before, after, true)!} />);
    expect(screen.getByText('within measurement error (±2 pushups)')).toBeInTheDocument();
  });

  it('says when a test has no reference, with nothing to open', () => {
    const { container } = render(
      <ChangeVerdict change={changeBetween(measure('current_weight'), before, after, true)!} />,
    );
    expect(screen.getByText('no reference for measurement error')).toBeInTheDocument();
    expect(container.querySelector('details')).toBeNull();
  });
});
