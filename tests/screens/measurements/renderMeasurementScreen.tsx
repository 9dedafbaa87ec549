// Renders one measurement screen inside the app's providers, with a profile set through the profile actor.
import { Suspense, type ComponentType } from 'react';
import { act, render, screen, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppActorsProvider } from '@/state/AppActorsContext';
import { createAppActors, type AppActors } from '@/state/createAppActors';
import type { UserProfile } from '@/profile/profileTypes';

export const COMPLETE_DEMOGRAPHICS: Partial<UserProfile> = {
  fname: 'Ada', lname: 'L', age: 30, sex: 'MALE', height: 180, currentWeight: 80,
};

/** Actors with the given profile fields stored (none when patch is null). */
export function actorsWith(patch: Partial<UserProfile> | null = COMPLETE_DEMOGRAPHICS): AppActors {
  const actors = createAppActors();
  if (patch) actors.profile.send({ type: 'UPDATE', update: { label: 't', requires: [], patch } });
  return actors;
}

/** Renders and waits for the screen: useAppActors suspends on the actors promise, so the render is awaited inside act. */
export async function renderMeasurementScreen(Screen: ComponentType, path: string, actors: AppActors): Promise<RenderResult> {
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(
    <AppActorsProvider actors={Promise.resolve(actors)}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={null}>
          <Routes>
            <Route path={path} element={<Screen />} />
            <Route path="/parq" element={<p>Demographics form</p>} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </AppActorsProvider>,
    );
  });
  await screen.findByRole('heading', { level: 1 });
  if (!view) throw new Error('render did not run');
  return view;
}

export function storedUser(actors: AppActors): UserProfile {
  return actors.profile.getSnapshot().context.user;
}

export function shownError(actors: AppActors): string | null {
  return actors.profile.getSnapshot().context.error;
}
