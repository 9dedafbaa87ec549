// Grouping of pre-client sessions by name (decision 0080).
import { describe, expect, it } from 'vitest';
import { groupingMessage, planGrouping, type GroupableRecord } from '@/clients/grouping';

function ids() {
  let n = 0;
  return () => `new-${++n}`;
}
const rec = (timestamp: number, name: string | null, date: string, clientId?: string): GroupableRecord => ({
  timestamp,
  name,
  date: `${date}T10:00:00.000Z`,
  ...(clientId ? { clientId } : {}),
});

describe('planGrouping', () => {
  it('groups records without a client by name, ignoring case and spacing, one client per name', () => {
    const plan = planGrouping(
      [
        rec(1, 'Pat Doe', '2025-01-01'),
        rec(2, ' pat  DOE', '2025-02-01'),
        rec(3, 'Lou Ray', '2025-03-01'),
        rec(4, null, '2025-04-01'),
      ],
      [],
      ids(),
    );
    expect(plan.grouped).toBe(4);
    expect(plan.newClients).toHaveLength(3);
    const byKey = new Map(plan.assignments.map((a) => [a.key, a.clientId]));
    expect(byKey.get(1)).toBe(byKey.get(2));
    expect(byKey.get(3)).not.toBe(byKey.get(1));
    expect(byKey.get(4)).not.toBe(byKey.get(3));
    // The new client takes the spelling of the name's latest record, spaces collapsed.
    expect(plan.newClients.find((c) => c.id === byKey.get(1))?.name).toBe('pat DOE');
    expect(plan.newClients.find((c) => c.id === byKey.get(4))?.name).toBeNull();
  });

  it('joins an existing client of the same name instead of creating one', () => {
    const plan = planGrouping([rec(5, 'ALEX smith', '2025-01-01')], [{ id: 'alex', name: 'Alex Smith' }], ids());
    expect(plan.newClients).toEqual([]);
    expect(plan.assignments).toEqual([{ key: 5, clientId: 'alex' }]);
  });

  it('leaves grouped records alone and re-creates a client that a record names but the roster lost', () => {
    const plan = planGrouping(
      [
        rec(1, 'Kim', '2025-01-01', 'kim-id'),
        rec(2, 'Kim', '2025-02-01', 'kim-id'),
        rec(3, 'Ann', '2025-01-01', 'ann'),
      ],
      [{ id: 'ann', name: 'Ann' }],
      ids(),
    );
    expect(plan.grouped).toBe(0);
    expect(plan.assignments).toEqual([]);
    expect(plan.newClients).toEqual([{ id: 'kim-id', name: 'Kim' }]);
  });

  it('is idempotent: records once assigned plan nothing more', () => {
    const records = [rec(1, 'Pat', '2025-01-01'), rec(2, 'Lou', '2025-01-02')];
    const first = planGrouping(records, [], ids());
    const grouped = records.map((r) => ({
      ...r,
      clientId: first.assignments.find((a) => a.key === r.timestamp)?.clientId,
    }));
    const second = planGrouping(grouped, first.newClients, ids());
    expect(second).toEqual({ newClients: [], assignments: [], grouped: 0 });
  });

  it('says how many were grouped', () => {
    expect(groupingMessage(3, 2)).toBe('Grouped 3 saved sessions into 2 clients by name.');
    expect(groupingMessage(1, 1)).toBe('Grouped 1 saved session into 1 client by name.');
  });
});
