// Renders one measurement screen inside the app's providers, with a profile set through the profile actor.
import type { ComponentType } from 'react';
import { screen, type RenderResult } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { AppActors } from '@/state/createAppActors';
import { actorsWithProfile, renderInApp } from '../../support/renderWithApp';
import type { UserProfile } from '@/profile/profileTypes';

export const COMPLETE_DEMOGRAPHICS: Partial<UserProfile> = {
  fname: 'Ada', lname: 'L', age: 30, sex: 'MALE', height: 180, currentWeight: 80,
};

/** Actors with the given profile fields stored (none when patch is null). */
export function actorsWith(patch: Partial<UserProfile> | null = COMPLETE_DEMOGRAPHICS): AppActors {
  return actorsWithProfile(patch);
}

/** Renders the screen at its path (and a stand-in for /parq) and waits for its heading. */
export async function renderMeasurementScreen(Screen: ComponentType, path: string, actors: AppActors): Promise<RenderResult> {
  const view = await renderInApp(
    <Routes>
      <Route path={path} element={<Screen />} />
      <Route path="/parq" element={<p>Demographics form</p>} />
    </Routes>,
    { path, actors },
  );
  await screen.findByRole('heading', { level: 1 });
  return view;
}

export function storedUser(actors: AppActors): UserProfile {
  return actors.profile.getSnapshot().context.user;
}

export function shownError(actors: AppActors): string | null {
  return actors.profile.getSnapshot().context.error;
}
