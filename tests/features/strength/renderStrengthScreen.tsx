// Renders one strength screen with tests/support/renderWithApp (actors, router), plus the shell's error and alert
// banners and a stand-in for every other route that shows where a link or navigation went.
import type { ComponentType, ReactElement } from 'react';
import { screen, type RenderResult } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { AppActors } from '@/state/createAppActors';
import type { UserProfile } from '@/profile/profileTypes';
import { AlertBanner, ErrorBanner } from '@/components/AppBanners';
import { actorsWithProfile, renderInApp } from '../../support/renderWithApp';

/** The brief's profile: a 25-year-old man, 80 kg, 180 cm. */
export const MAN_25: Partial<UserProfile> = { age: 25, sex: 'MALE', currentWeight: 80, fname: 'A', lname: 'B', height: 180 };

export function actorsWith(patch: Partial<UserProfile> | null = MAN_25): AppActors {
  return actorsWithProfile(patch);
}

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname}{location.search}</p>;
}

/** Renders `element` at `path` (route pattern = path without its query) and waits for its heading. */
export async function renderStrength(element: ReactElement, path: string, actors: AppActors): Promise<RenderResult> {
  const route = path.split('?')[0] ?? path;
  const view = await renderInApp(
    <>
      <ErrorBanner />
      <AlertBanner />
      <Routes>
        <Route path={route} element={element} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </>,
    { path, actors },
  );
  // findBy* waits on timers, which hang under fake timers (docs/toolchain.md): only wait when the heading is not there yet.
  if (!screen.queryByRole('heading', { level: 1 })) await screen.findByRole('heading', { level: 1 });
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
