// The strength screens' render (MAN_25 of tests/support/people.ts by default): tests/support/renderWithApp's renderScreen with the
// shell's error and alert banners, waiting for the screen's heading.
import type { ComponentType, ReactElement } from 'react';
import type { RenderResult } from '@testing-library/react';
import type { AppActors } from '@/state/createAppActors';
import type { UserProfile } from '@/profile/profileTypes';
import { actorsWithProfile, renderScreen as renderAppScreen } from '../../support/renderWithApp';
import { MAN_25 } from '../../support/people';

export { shownError, storedUser } from '../../support/renderWithApp';

export { MAN_25 };

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
