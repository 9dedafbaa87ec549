// Shared by the treadmill and field-test screen tests: a screen rendered inside the app's actors and a memory router,
// with the error and alert banners, a stand-in for every other route that shows where navigation went, and the
// run's effects replaced by the fakes of tests/support/fakeRunEffects.ts.
import type { ReactElement } from 'react';
import { screen, type RenderResult } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { fakeRunEffects } from '../../support/fakeRunEffects';
import type { AppActors } from '@/state/createAppActors';
import type { UserProfile } from '@/profile/profileTypes';
import { AlertBanner, ErrorBanner } from '@/components/AppBanners';
import { ProtocolEffectsProvider, type ProtocolEffects } from '@/state/run/protocolEffects';
import { actorsWithProfile, renderInApp } from '../../support/renderWithApp';

export const WOMAN_30: Partial<UserProfile> = { fname: 'Eve', lname: 'Test', age: 30, sex: 'FEMALE', currentWeight: 60, height: 165 };
export const MAN_30: Partial<UserProfile> = { fname: 'Ada', lname: 'Test', age: 30, sex: 'MALE', currentWeight: 80, height: 180 };

export const actorsWith = (patch: Partial<UserProfile> | null): AppActors => actorsWithProfile(patch);

export const storedUser = (actors: AppActors): UserProfile => actors.profile.getSnapshot().context.user;

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname}{location.search}</p>;
}

export interface RenderOptions {
  actors?: AppActors;
  effects?: ProtocolEffects;
  /**
   * 'catch-all': the screen is the element of every route, so it stays mounted when it navigates (the path tests
   * follow the timer into its stopped state); the location is shown in data-testid="location".
   */
  routing?: 'own-route' | 'catch-all';
}

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}{location.search}</p>;
}

/** Renders `element` at `path` (the route is the path without its query) and waits for its heading. */
export async function renderAt(element: ReactElement, path: string, options: RenderOptions = {}): Promise<RenderResult & { actors: AppActors }> {
  const actors = options.actors ?? actorsWith(null);
  const route = path.split('?')[0] ?? path;
  const effects = options.effects ?? fakeRunEffects().effects;
  const view = await renderInApp(
    <ProtocolEffectsProvider effects={effects}>
      <ErrorBanner />
      <AlertBanner />
      {options.routing === 'catch-all' ? (
        <>
          <Location />
          <Routes><Route path="*" element={element} /></Routes>
        </>
      ) : (
        <Routes>
          <Route path={route} element={element} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      )}
    </ProtocolEffectsProvider>,
    { path, actors },
  );
  // findBy* waits on timers, which hang under fake timers (docs/toolchain.md): only wait when the heading is not there yet.
  if (!screen.queryByRole('heading', { level: 1 })) await screen.findByRole('heading', { level: 1 });
  return { ...view, actors };
}
