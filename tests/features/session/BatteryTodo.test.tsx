// "Still to do" with a test battery (decision 0138): the battery named, its tests not done in this session listed in
// its order as links to their screens; a test done leaves the list; all done says so.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { BatteryTodo } from '@/features/session/BatteryTodo';
import { emptyProfile } from '@/profile/profileTypes';
import { applyProfileUpdate } from '@/profile/profileUpdate';
import { pushupsUpdate } from '@/profile/builders/pushupsUpdate';
import { TEST_CATALOG } from '@/profile/testCatalog';
import type { Battery } from '@/profile/batteries';

const MAN_40 = { ...emptyProfile('c1'), age: 40, sex: 'MALE' as const, height: 180, currentWeight: 80 };
const STRENGTH: Battery = { id: 'b1', name: 'Strength check', tests: ['pushups', 'gripStrength', 'benchPress'] };

function listed(): string[] {
  const list = screen.queryByRole('list', { name: 'Still to do for the battery Strength check' });
  return list
    ? within(list)
        .getAllByRole('link')
        .map((link) => link.textContent ?? '')
    : [];
}

describe('BatteryTodo', () => {
  it("names the battery and lists its tests still to do, each a link to the test's screen", () => {
    render(
      <MemoryRouter>
        <BatteryTodo battery={STRENGTH} user={MAN_40} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: /Strength check/ })).toBeInTheDocument();
    expect(listed()).toEqual(STRENGTH.tests.map((key) => TEST_CATALOG[key].label));
    expect(screen.getByRole('link', { name: 'Grip Strength' })).toHaveAttribute('href', TEST_CATALOG.gripStrength.to);
  });

  it('a test done in this session leaves the list; all done says so', () => {
    const applied = applyProfileUpdate(MAN_40, pushupsUpdate(MAN_40, 25));
    if (!applied.ok) throw new Error(applied.message);
    const { rerender } = render(
      <MemoryRouter>
        <BatteryTodo battery={STRENGTH} user={applied.user} />
      </MemoryRouter>,
    );
    expect(listed()).toEqual(['Grip Strength', 'Bench Press 1RM']);
    rerender(
      <MemoryRouter>
        <BatteryTodo battery={{ ...STRENGTH, tests: ['pushups'] }} user={applied.user} />
      </MemoryRouter>,
    );
    expect(listed()).toEqual([]);
    expect(screen.getByText('Every test of this battery is done in this session.')).toBeInTheDocument();
  });
});
