// Renders UI inside the app-wide actors and a memory router, for component tests.
import { Suspense, type ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppActorsProvider } from '@/state/AppActorsContext';
import { createAppActors, type AppActors } from '@/state/createAppActors';
import { emptyProfile, type UserProfile } from '@/profile/profileTypes';
import { STORAGE_KEYS } from '@/storage/profileStore';

/** The client id of every test's profile, so a test can plant work in progress under its key (decision 0103). */
export const TEST_CLIENT_UID = 'test-client';
/** workKeyOf the test profile (no session open). */
export const TEST_WORK_KEY = `${TEST_CLIENT_UID}/no-session`;

/** Fresh app actors (storage is cleared after every test) with the given profile fields stored, as client TEST_CLIENT_UID. */
export function actorsWithProfile(patch: Partial<UserProfile> | null = null): AppActors {
  // The client id cannot be changed by an update: a profile with it is stored first (unless the test stored one).
  if (localStorage.getItem(STORAGE_KEYS.user) === null) localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(emptyProfile(TEST_CLIENT_UID)));
  const actors = createAppActors();
  if (patch) actors.profile.send({ type: 'UPDATE', update: { label: 'test setup', requires: [], patch } });
  return actors;
}

/**
 * Renders `ui` at `path`. Async because the actors arrive through React's use(): the render must happen inside an
 * awaited act() so React retries the suspended render once the promise has resolved (a plain render stays suspended).
 */
export async function renderInApp(ui: ReactElement, { path = '/', actors }: { path?: string; actors: AppActors }): Promise<RenderResult> {
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
  return view;
}

/** Renders `element` as the route `route` (other paths show "elsewhere"), with a profile set first. */
export async function renderScreen(
  element: ReactElement,
  options: { path?: string; route?: string; user?: Partial<UserProfile>; actors?: AppActors } = {},
): Promise<RenderResult & { actors: AppActors }> {
  const actors = options.actors ?? actorsWithProfile(options.user ?? null);
  if (options.actors && options.user) {
    actors.profile.send({ type: 'UPDATE', update: { label: 'test setup', requires: [], patch: options.user } });
  }
  const route = options.route ?? '/';
  const view = await renderInApp(
    <Routes>
      <Route path={route} element={element} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { path: options.path ?? route, actors },
  );
  return { ...view, actors };
}
