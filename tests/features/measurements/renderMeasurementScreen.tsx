// The measurement screens' fixture (a complete demographics profile) and render: tests/support/renderWithApp's
// renderScreen, waiting for the screen's heading.
import type { ComponentType } from 'react';
import type { RenderResult } from '@testing-library/react';
import type { AppActors } from '@/state/createAppActors';
import { actorsWithProfile, renderScreen } from '../../support/renderWithApp';
import type { UserProfile } from '@/profile/profileTypes';

export { shownError, storedUser } from '../../support/renderWithApp';

export const COMPLETE_DEMOGRAPHICS: Partial<UserProfile> = {
  fname: 'Ada',
  lname: 'L',
  age: 30,
  sex: 'MALE',
  height: 180,
  currentWeight: 80,
};

/** Actors with the given profile fields stored (none when patch is null). */
export function actorsWith(patch: Partial<UserProfile> | null = COMPLETE_DEMOGRAPHICS): AppActors {
  return actorsWithProfile(patch);
}

/** Renders the screen at its path and waits for its heading. */
export async function renderMeasurementScreen(
  Screen: ComponentType,
  path: string,
  actors: AppActors,
): Promise<RenderResult> {
  return renderScreen(<Screen />, { path, actors, waitForHeading: true });
}
