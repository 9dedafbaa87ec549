// Shared by the step-test and pushup screen tests: the screens rendered inside the app's actors and a memory router
// (renderScreen), with the protocol effects replaced by fakes: a clock that can jump (a hidden tab), a metronome that
// records what it was asked to play (jsdom has no AudioContext), a wake lock API that counts requests, and the real
// snapshot store on jsdom's localStorage.
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { createProtocolSnapshotStore, PROTOCOL_SNAPSHOT_KEY_PREFIX, PROTOCOL_SNAPSHOT_VERSION } from '@/effects/protocolSnapshotStore';
import type { WakeLockApiLike, WakeLockSentinelLike } from '@/effects/wakeLock';
import type { UserProfile } from '@/profile/profileTypes';
import { AlertBanner, ErrorBanner } from '@/components/StatusBanners';
import { ProtocolEffectsProvider, type ProtocolEffects } from '@/state/run/protocolEffects';
import type { ProtocolMetronome } from '@/state/run/protocolMetronome';
import { renderScreen } from '../../support/renderWithApp';

export const MAN_25: Partial<UserProfile> = { fname: 'Ada', lname: 'Test', age: 25, sex: 'MALE', currentWeight: 80, height: 180 };
export const WOMAN_30: Partial<UserProfile> = { fname: 'Eve', lname: 'Test', age: 30, sex: 'FEMALE', currentWeight: 60, height: 165 };

export interface FakeMetronome extends ProtocolMetronome {
  unlocks: number;
  starts: { bpm: number; firstBeatInMs: number; at: number }[];
  stops: number;
  playing: boolean;
  available: boolean;
}

export interface FakeEffects {
  effects: ProtocolEffects;
  metronome: FakeMetronome;
  /** Added to performance.now(): a jump of the screen's clock without firing timers (a throttled hidden tab). */
  clockJump: { ms: number };
  wakeLock: { requests: number; releases: number };
}

export function fakeEffects(): FakeEffects {
  const clockJump = { ms: 0 };
  const now = () => performance.now() + clockJump.ms;
  const metronome: FakeMetronome = {
    unlocks: 0,
    starts: [],
    stops: 0,
    playing: false,
    available: true,
    unlock() { this.unlocks++; },
    start(bpm, firstBeatInMs) { this.starts.push({ bpm, firstBeatInMs, at: now() }); this.playing = true; },
    stop() { this.stops++; this.playing = false; },
  };
  const wakeLock = { requests: 0, releases: 0 };
  const wakeLockApi: WakeLockApiLike = {
    request: () => {
      wakeLock.requests++;
      let released = false;
      const sentinel: WakeLockSentinelLike = {
        get released() { return released; },
        release: () => { released = true; wakeLock.releases++; return Promise.resolve(); },
        addEventListener: () => {},
      };
      return Promise.resolve(sentinel);
    },
  };
  return {
    effects: { now, metronome: () => metronome, store: createProtocolSnapshotStore(), wakeLockApi },
    metronome,
    clockJump,
    wakeLock,
  };
}

function Elsewhere() {
  const location = useLocation();
  return (
    <p data-testid="elsewhere">
      {location.pathname}
      {location.state ? ` ${JSON.stringify(location.state)}` : ''}
    </p>
  );
}

/** Renders `screen` at `path` with the fake effects, the error and alert banners, and a stand-in for every other route. */
export async function renderProtocolScreen(
  screen: ReactElement,
  path: string,
  options: { user?: Partial<UserProfile> | null; effects?: ProtocolEffects | null } = {},
) {
  const content = (
    <>
      <ErrorBanner />
      <AlertBanner />
      <Routes>
        <Route path={path} element={screen} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </>
  );
  const user = options.user === undefined ? MAN_25 : options.user;
  return renderScreen(
    options.effects === null ? content : <ProtocolEffectsProvider effects={options.effects ?? fakeEffects().effects}>{content}</ProtocolEffectsProvider>,
    { route: '/*', path, ...(user ? { user } : {}) },
  );
}

/** Plants a protocol snapshot in localStorage as the store writes it (savedAt: now on the faked Date). */
export function plantSnapshot(machine: string, fields: { state: string; elapsedMs: number; input: unknown; savedAt?: number; version?: number }) {
  const snapshot = { machine, version: PROTOCOL_SNAPSHOT_VERSION, savedAt: Date.now(), ...fields };
  localStorage.setItem(`${PROTOCOL_SNAPSHOT_KEY_PREFIX}${machine}`, JSON.stringify(snapshot));
}

export function storedSnapshot(machine: string): Record<string, unknown> | null {
  return JSON.parse(localStorage.getItem(`${PROTOCOL_SNAPSHOT_KEY_PREFIX}${machine}`) ?? 'null');
}
