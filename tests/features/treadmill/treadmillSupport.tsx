// Shared by the treadmill and field-test screen tests: their profiles, and a screen rendered with
// tests/support/renderWithApp's renderScreen (the banners, the run's effects replaced by the fakes of
// tests/support/fakeRunEffects.ts).
import type { ReactElement } from 'react';
import type { RenderResult } from '@testing-library/react';
import { fakeRunEffects } from '../../support/fakeRunEffects';
import type { AppActors } from '@/state/createAppActors';
import type { UserProfile } from '@/profile/profileTypes';
import type { ProtocolEffects } from '@/state/run/protocolEffects';
import { actorsWithProfile, renderScreen } from '../../support/renderWithApp';
import { MAN_30, WOMAN_30 } from '../../support/people';

export { MAN_30, WOMAN_30 };

export const actorsWith = (patch: Partial<UserProfile> | null): AppActors => actorsWithProfile(patch);

export { storedUser } from '../../support/renderWithApp';

export interface RenderOptions {
  actors?: AppActors;
  effects?: ProtocolEffects;
  /** See renderScreen's ScreenOptions.routing (the path tests follow the timer into its stopped state). */
  routing?: 'own-route' | 'catch-all';
}

/** Renders `element` at `path` (the route is the path without its query) and waits for its heading. */
export async function renderAt(
  element: ReactElement,
  path: string,
  options: RenderOptions = {},
): Promise<RenderResult & { actors: AppActors }> {
  return renderScreen(element, {
    path,
    actors: options.actors ?? actorsWith(null),
    banners: true,
    effects: options.effects ?? fakeRunEffects().effects,
    ...(options.routing ? { routing: options.routing } : {}),
    waitForHeading: true,
  });
}
