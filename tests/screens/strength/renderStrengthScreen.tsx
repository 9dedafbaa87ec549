// Renders one strength screen inside the app's providers (actors promise, memory router), with a profile set through
// the profile actor, the shell's error and alert banners, plus a stand-in for every other route that shows where a link or navigation went.
import { Suspense, type ComponentType, type ReactElement } from 'react';
import { act, render, screen, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppActorsProvider } from '@/state/AppActorsContext';
import { createAppActors, type AppActors } from '@/state/createAppActors';
import type { UserProfile } from '@/profile/profileTypes';
import { AlertBanner, ErrorBanner } from '@/components/StatusBanners';

/** The brief's profile: a 25-year-old man, 80 kg, 180 cm. */
export const MAN_25: Partial<UserProfile> = { age: 25, sex: 'MALE', currentWeight: 80, fname: 'A', lname: 'B', height: 180 };

export function actorsWith(patch: Partial<UserProfile> | null = MAN_25): AppActors {
  const actors = createAppActors();
  if (patch) actors.profile.send({ type: 'UPDATE', update: { label: 't', requires: [], patch } });
  return actors;
}

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname}{location.search}</p>;
}

/** Renders `element` at `path` (route pattern = path without its query) and waits for its heading. */
export async function renderStrength(element: ReactElement, path: string, actors: AppActors): Promise<RenderResult> {
  const route = path.split('?')[0] ?? path;
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(
      <AppActorsProvider actors={Promise.resolve(actors)}>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={null}>
            <ErrorBanner />
            <AlertBanner />
            <Routes>
              <Route path={route} element={element} />
              <Route path="*" element={<Elsewhere />} />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </AppActorsProvider>,
    );
  });
  // findBy* waits on timers, which hang under fake timers (STACK-NOTES): only wait when the heading is not there yet.
  if (!screen.queryByRole('heading', { level: 1 })) await screen.findByRole('heading', { level: 1 });
  if (!view) throw new Error('render did not run');
  return view;
}

export async function renderScreen(Screen: ComponentType, path: string, actors: AppActors): Promise<RenderResult> {
  return renderStrength(<Screen />, path, actors);
}

export function storedUser(actors: AppActors): UserProfile {
  return actors.profile.getSnapshot().context.user;
}

export function shownError(actors: AppActors): string | null {
  return actors.profile.getSnapshot().context.error;
}

export function imperial(actors: AppActors): AppActors {
  actors.profile.send({ type: 'SET_PREFERS_METRIC', prefersMetric: false });
  return actors;
}
