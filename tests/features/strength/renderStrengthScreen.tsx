// The strength screens' fixture (the brief's profile) and render: tests/support/renderWithApp's renderScreen with the
// shell's error and alert banners, waiting for the screen's heading.
import type { ComponentType, ReactElement } from 'react';
import type { RenderResult } from '@testing-library/react';
import type { AppActors } from '@/state/createAppActors';
import type { UserProfile } from '@/profile/profileTypes';
import { actorsWithProfile, renderScreen as renderAppScreen } from '../../support/renderWithApp';

export { shownError, storedUser } from '../../support/renderWithApp';

/** The brief's profile: a 25-year-old man, 80 kg, 180 cm. */
export const MAN_25: Partial<UserProfile> = {
  age: 25,
  sex: 'MALE',
  currentWeight: 80,
  fname: 'A',
  lname: 'B',
  height: 180,
};

export function actorsWith(patch: Partial<UserProfile> | null = MAN_25): AppActors {
  return actorsWithProfile(patch);
}

/** Renders `element` at `path` (route pattern = path without its query), with the banners, and waits for its heading. */
export async function renderStrength(element: ReactElement, path: string, actors: AppActors): Promise<RenderResult> {
  return renderAppScreen(element, { path, actors, banners: true, waitForHeading: true });
}

export async function renderScreen(Screen: ComponentType, path: string, actors: AppActors): Promise<RenderResult> {
  return renderStrength(<Screen />, path, actors);
}

export function imperial(actors: AppActors): AppActors {
  actors.profile.send({ type: 'SET_PREFERS_METRIC', prefersMetric: false });
  return actors;
}
