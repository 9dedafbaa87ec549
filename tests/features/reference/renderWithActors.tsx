// Renders a screen inside the app's providers (actors from storage, a memory router at a path, Suspense for the actors).
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { actorsWithProfile, renderInApp } from '../../support/renderWithApp';
import type { UserProfile } from '@/profile/profileTypes';

/** Renders `ui` at `path` with the profile fields stored; returns the actors and a userEvent instance too. */
export async function renderWithActors(
  ui: ReactElement,
  { path, profile }: { path: string; profile?: Partial<UserProfile> },
) {
  const actors = actorsWithProfile(profile ?? null);
  const user = userEvent.setup();
  const view = await renderInApp(ui, { path, actors });
  return { actors, user, ...view };
}

/** The text of every body row of a table: [row header, ...cells]. */
export function tableRows(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim()),
  );
}
