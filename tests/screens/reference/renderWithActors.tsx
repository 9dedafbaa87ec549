// Renders a screen inside the app's providers (actors from storage, a memory router at a path, Suspense for the actors).
import { Suspense, type ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppActorsProvider } from '@/state/AppActorsContext';
import { createAppActors } from '@/state/createAppActors';
import type { UserProfile } from '@/profile/profileTypes';

/**
 * Awaited: the screen suspends until the actors' promise resolves, and React retries a suspended render only
 * inside an awaited act().
 */
export async function renderWithActors(ui: ReactElement, { path, profile }: { path: string; profile?: Partial<UserProfile> }) {
  const actors = createAppActors();
  if (profile) actors.profile.send({ type: 'UPDATE', update: { label: 'test', requires: [], patch: profile } });
  const user = userEvent.setup();
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(
      <AppActorsProvider actors={Promise.resolve(actors)}>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={<p>Loading</p>}>{ui}</Suspense>
        </MemoryRouter>
      </AppActorsProvider>,
    );
  });
  if (!view) throw new Error('render did not run');
  return { actors, user, ...view };
}

/** The text of every body row of a table: [row header, ...cells]. */
export function tableRows(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim()),
  );
}
