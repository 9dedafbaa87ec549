// The measurement screens' render (a complete demographics profile by default): tests/support/renderWithApp's
// renderScreen, waiting for the screen's heading.
import type { ComponentType } from 'react';
import type { RenderResult } from '@testing-library/react';
import type { AppActors } from '@/state/createAppActors';
import { actorsWithProfile, renderScreen } from '../../support/renderWithApp';
import type { UserProfile } from '@/profile/profileTypes';
import { MAN_30 } from '../../support/people';

export { shownError, storedUser } from '../../support/renderWithApp';

/** Every demographic a measurement screen asks for: MAN_30 of tests/support/people.ts. */
export const COMPLETE_DEMOGRAPHICS: Partial<UserProfile> = MAN_30;

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
