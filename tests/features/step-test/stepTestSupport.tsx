// Shared by the step-test and pushup screen tests: their profiles, stored runs, and the screens rendered with
// tests/support/renderWithApp's renderScreen, the run's effects replaced by the fakes of tests/support/fakeRunEffects.ts.
import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import {
  PROTOCOL_SNAPSHOT_KEY_PREFIX,
  PROTOCOL_SNAPSHOT_VERSION,
  snapshotNameFor,
} from '@/effects/protocolSnapshotStore';
import { TEST_WORK_KEY } from '../../support/renderWithApp';

/** The store's name of a run of the test client (decision 0103: work is keyed by client and session). */
export const runName = (machine: string) => snapshotNameFor(machine, TEST_WORK_KEY);
import { fakeRunEffects, type FakeRunEffects } from '../../support/fakeRunEffects';
import type { UserProfile } from '@/profile/profileTypes';
import type { ProtocolEffects } from '@/state/run/protocolEffects';
import { renderScreen } from '../../support/renderWithApp';
import { MAN_25, WOMAN_30 } from '../../support/people';

export { MAN_25, WOMAN_30 };

/** Renders `screen` at `path` with the fake effects (none when null), the error and alert banners, and a stand-in for every other route. */
export async function renderProtocolScreen(
  screen: ReactElement,
  path: string,
  options: { user?: Partial<UserProfile> | null; effects?: ProtocolEffects | null } = {},
) {
  const user = options.user === undefined ? MAN_25 : options.user;
  const effects = options.effects === null ? undefined : (options.effects ?? fakeRunEffects().effects);
  return renderScreen(screen, { path, user, banners: true, ...(effects ? { effects } : {}) });
}

/** Plants a protocol snapshot in localStorage as the store writes it (savedAt: now on the faked Date). */
export function plantSnapshot(
  machine: string,
  fields: { state: string; elapsedMs: number; input: unknown; savedAt?: number; version?: number },
) {
  const snapshot = { machine: runName(machine), version: PROTOCOL_SNAPSHOT_VERSION, savedAt: Date.now(), ...fields };
  localStorage.setItem(`${PROTOCOL_SNAPSHOT_KEY_PREFIX}${runName(machine)}`, JSON.stringify(snapshot));
}

export function storedSnapshot(machine: string): Record<string, unknown> | null {
  return JSON.parse(localStorage.getItem(`${PROTOCOL_SNAPSHOT_KEY_PREFIX}${runName(machine)}`) ?? 'null');
}

/**
 * A path test's screen for a run that starts on arrival (decision 0028): the path's first START is the arrival, so
 * the screen opens then (its clock reading 0, model time zero); before it there is no screen to check. A path that
 * resumes opens the screen first, on the resume offer.
 */
export function arrivalScreen(fake: FakeRunEffects, open: () => Promise<unknown>) {
  const screenState = { shown: false };
  return {
    get shown() {
      return screenState.shown;
    },
    async arrive() {
      fake.clockJump.ms = -performance.now();
      await open();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0);
      });
      screenState.shown = true;
    },
  };
}
