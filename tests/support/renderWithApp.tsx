// Renders UI inside the app-wide actors and a memory router, for component tests: renderInApp for any UI, and
// renderScreen, the one render helper for a screen (its route, a stand-in for every other path, the shell's banners
// and a run's effects when asked).
import { Suspense, type ReactElement } from 'react';
import { act, render, screen, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AlertBanner, ErrorBanner } from '@/components/AppBanners';
import { ProtocolEffectsProvider, type ProtocolEffects } from '@/state/run/protocolEffects';
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
  if (localStorage.getItem(STORAGE_KEYS.user) === null)
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(emptyProfile(TEST_CLIENT_UID)));
  const actors = createAppActors();
  if (patch) actors.profile.send({ type: 'UPDATE', update: { label: 'test setup', requires: [], patch } });
  return actors;
}

/**
 * Renders `ui` at `path`. Async because the actors arrive through React's use(): the render must happen inside an
 * awaited act() so React retries the suspended render once the promise has resolved (a plain render stays suspended).
 */
export async function renderInApp(
  ui: ReactElement,
  { path = '/', actors }: { path?: string; actors: AppActors },
): Promise<RenderResult> {
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

/** What every other path shows: where a link or a navigation went (path, query and any state), for a test to read. */
function Elsewhere() {
  const location = useLocation();
  const state = location.state ? ` ${JSON.stringify(location.state)}` : '';
  return (
    <p data-testid="elsewhere">
      {location.pathname}
      {location.search}
      {state}
    </p>
  );
}

/** The location, shown above a screen that is the element of every path (routing 'catch-all'). */
function Location() {
  const location = useLocation();
  return (
    <p data-testid="location">
      {location.pathname}
      {location.search}
    </p>
  );
}

export interface ScreenOptions {
  /** The URL to open; the route pattern by default. */
  path?: string;
  /** The route pattern the screen is mounted at; the path without its query by default. */
  route?: string;
  /** Profile fields stored before the render (on `actors` when given). */
  user?: Partial<UserProfile> | null;
  actors?: AppActors;
  /** The shell's error and alert banners above the screen (what a refused or failed submit shows). */
  banners?: boolean;
  /** A timed run's effects (clock, ticker, store …), e.g. tests/support/fakeRunEffects.ts. */
  effects?: ProtocolEffects;
  /**
   * 'own-route' (default): other paths show the stand-in data-testid="elsewhere". 'catch-all': the screen is the
   * element of every path, so it stays mounted when it navigates; the location shows in data-testid="location".
   */
  routing?: 'own-route' | 'catch-all';
  /** Wait for the screen's level-1 heading (only when it is not there yet: findBy* hangs under fake timers). */
  waitForHeading?: boolean;
}

/** Renders `element` as a screen of the app (see ScreenOptions); returns the view and the actors. */
export async function renderScreen(
  element: ReactElement,
  options: ScreenOptions = {},
): Promise<RenderResult & { actors: AppActors }> {
  const actors = options.actors ?? actorsWithProfile(options.user ?? null);
  if (options.actors && options.user) {
    actors.profile.send({ type: 'UPDATE', update: { label: 'test setup', requires: [], patch: options.user } });
  }
  const path = options.path ?? options.route ?? '/';
  const route = options.route ?? path.split('?')[0] ?? path;
  const routes =
    options.routing === 'catch-all' ? (
      <>
        <Location />
        <Routes>
          <Route path="*" element={element} />
        </Routes>
      </>
    ) : (
      <Routes>
        <Route path={route} element={element} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    );
  const banners = options.banners ? (
    <>
      <ErrorBanner />
      <AlertBanner />
    </>
  ) : null;
  const content = (
    <>
      {banners}
      {routes}
    </>
  );
  const view = await renderInApp(
    options.effects ? <ProtocolEffectsProvider effects={options.effects}>{content}</ProtocolEffectsProvider> : content,
    { path, actors },
  );
  if (options.waitForHeading && !screen.queryByRole('heading', { level: 1 }))
    await screen.findByRole('heading', { level: 1 });
  return { ...view, actors };
}

/** The profile the actors hold now. */
export function storedUser(actors: AppActors): UserProfile {
  return actors.profile.getSnapshot().context.user;
}

/** The profile actor's error message (what the error banner shows), or null. */
export function shownError(actors: AppActors): string | null {
  return actors.profile.getSnapshot().context.error;
}
