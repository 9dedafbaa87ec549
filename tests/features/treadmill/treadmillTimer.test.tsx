// /treadmill-protocols/bruce[?protocol=…]: the one timer for every protocol (decision 0011) under fake timers — the
// stage, speed, grade and METs as time passes, the highlighted row and the announcements, the wake lock while running,
// Stop and the protocol's end going to the results with ?mets=N, a hidden tab catching up, and resume after a reload
// (including corrupt, stale, foreign and finished snapshots, which never break the screen).
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { BRUCE, RAMP } from '@/calculators/treadmillProtocols';
import {
  createProtocolSnapshotStore,
  PROTOCOL_SNAPSHOT_KEY_PREFIX,
  snapshotNameFor,
} from '@/effects/protocolSnapshotStore';
import { TEST_WORK_KEY } from '../../support/renderWithApp';
import { TreadmillTimerScreen } from '@/features/treadmill/TreadmillTimerScreen';
import { WOMAN_30, actorsWith, renderAt } from './treadmillSupport';
import { fakeRunEffects } from '../../support/fakeRunEffects';
import { confirmIfAsked } from '../../support/confirmIfAsked';
import { onFakeClocks } from '../../support/fakeClock';

const RUN = snapshotNameFor('treadmill', TEST_WORK_KEY);
const KEY = `${PROTOCOL_SNAPSHOT_KEY_PREFIX}${RUN}`;
const button = (name: string) => screen.getByRole('button', { name });
const elapsed = () => screen.getByRole('timer', { name: 'Elapsed time' });
const shown = () => ({
  elapsed: elapsed().textContent,
  stage: screen.getByTestId('timer-stage').textContent,
  speed: screen.getByTestId('timer-speed').textContent,
  grade: screen.getByTestId('timer-grade').textContent,
  mets: screen.getByTestId('timer-mets').textContent,
});
const announcement = () =>
  within(screen.getByRole('region', { name: /^(Ready|Test running|Test stopped)$/ })).getByRole('status');
const currentRow = () => screen.getByRole('table').querySelector('tr[aria-current="step"]');
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const flush = () => act(async () => {});

function saveSnapshot(input: unknown, elapsedMs: number, savedAgoMs = 0) {
  createProtocolSnapshotStore({ wallNow: () => Date.now() - savedAgoMs }).save({
    machine: RUN,
    state: 'running',
    elapsedMs,
    input,
  });
}

async function renderTimer(query = '', effects = fakeRunEffects()) {
  const view = await renderAt(<TreadmillTimerScreen />, `/treadmill-protocols/bruce${query}`, {
    actors: actorsWith(WOMAN_30),
    effects: effects.effects,
  });
  return { ...view, fake: effects };
}

describe('TreadmillTimerScreen', () => {
  onFakeClocks();

  it('is the Bruce timer by default: Start enabled, Stop disabled, 00:00 at stage 1 (1.7 MPH, 10 %, 5 METs)', async () => {
    await renderTimer();
    expect(screen.getByRole('heading', { level: 1, name: 'Bruce Protocol Timer' })).toBeInTheDocument();
    expect(screen.getByText(/7 stages of 3 min; the protocol ends at 21:00/)).toBeInTheDocument();
    expect(button('Start')).toBeEnabled();
    expect(button('Stop')).toBeDisabled();
    expect(shown()).toEqual({ elapsed: '00:00', stage: '1 of 7', speed: '1.7 MPH', grade: '10 %', mets: '5' });
    expect(screen.getAllByRole('row')).toHaveLength(8);
    expect(currentRow()).toBeNull();
    expect(screen.getByRole('link', { name: 'Ramp timer' })).toHaveAttribute(
      'href',
      '/treadmill-protocols/bruce?protocol=ramp',
    );
  });

  it('?protocol=ramp runs the Ramp protocol: 31 stages of 30 s, stage 1 at 0.5 MPH and 0 %', async () => {
    await renderTimer('?protocol=ramp');
    expect(screen.getByRole('heading', { level: 1, name: 'Ramp Protocol Timer' })).toBeInTheDocument();
    expect(screen.getByText(/31 stages of 30 s; the protocol ends at 15:30/)).toBeInTheDocument();
    expect(shown()).toEqual({ elapsed: '00:00', stage: '1 of 31', speed: '0.5 MPH', grade: '0 %', mets: '1' });
    expect(screen.getAllByRole('row')).toHaveLength(32);
  });

  it('an unknown ?protocol falls back to Bruce and says so', async () => {
    await renderTimer('?protocol=treadmill9000');
    expect(screen.getByRole('heading', { level: 1, name: 'Bruce Protocol Timer' })).toBeInTheDocument();
    expect(screen.getByText(/There is no protocol called "treadmill9000"/)).toBeInTheDocument();
  });

  it('Bruce at 0, 3 and 6 minutes: stage 1 1.7 mph 10 %, stage 2 2.5 mph 12 %, stage 3 3.4 mph 14 %; each stage announced and highlighted', async () => {
    const { fake } = await renderTimer();
    fireEvent.click(button('Start'));
    await flush();
    expect(button('Start')).toBeDisabled();
    expect(button('Stop')).toBeEnabled();
    expect(shown()).toEqual({ elapsed: '00:00', stage: '1 of 7', speed: '1.7 MPH', grade: '10 %', mets: '5' });
    expect(announcement()).toHaveTextContent('Stage 1: 1.7 mph at 10 % grade, 5 METs');
    expect(currentRow()).toHaveTextContent('1 (now)');
    expect(fake.wakeLock.held).toBe(true);

    advance(179_999);
    expect(shown()).toMatchObject({ elapsed: '02:59', stage: '1 of 7' });
    advance(1);
    expect(shown()).toEqual({ elapsed: '03:00', stage: '2 of 7', speed: '2.5 MPH', grade: '12 %', mets: '7' });
    expect(announcement()).toHaveTextContent('Stage 2: 2.5 mph at 12 % grade, 7 METs');
    expect(currentRow()).toHaveTextContent('2 (now)');
    advance(180_000);
    expect(shown()).toEqual({ elapsed: '06:00', stage: '3 of 7', speed: '3.4 MPH', grade: '14 %', mets: '10' });
    expect(currentRow()).toHaveTextContent('3 (now)');
  });

  it('saves the running test at each stage and Stop goes to the results with ?mets (woman 30 after 9:30 → stage 4 → 13)', async () => {
    const { fake } = await renderTimer();
    fireEvent.click(button('Start'));
    await flush();
    expect(JSON.parse(localStorage.getItem(KEY)!)).toMatchObject({
      machine: RUN,
      state: 'running',
      elapsedMs: 0,
      input: { protocol: { id: 'bruce' } },
    });
    advance(570_000);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toMatchObject({ elapsedMs: 540_000 });
    expect(shown()).toMatchObject({ elapsed: '09:30', stage: '4 of 7' });
    await flush();
    expect(fake.wakeLock.held).toBe(true);
    fireEvent.click(button('Stop'));
    await flush();
    expect(screen.getByTestId('elsewhere')).toHaveTextContent(
      '/treadmill-protocols/bruce/results?mets=13&protocol=bruce&stage=4',
    );
    expect(localStorage.getItem(KEY)).toBeNull();
    // One wake lock for the whole run: stage changes (4 stages here) never release and re-request it.
    expect(fake.wakeLock.requests).toBe(1);
    expect(fake.wakeLock.releases).toBe(1);
    expect(fake.wakeLock.held).toBe(false);
  });

  it('the end of the protocol stops it by itself: Ramp at 15:30 → stage 31 → 13 METs', async () => {
    await renderTimer('?protocol=ramp');
    fireEvent.click(button('Start'));
    advance(929_999);
    expect(shown()).toMatchObject({ elapsed: '15:29', stage: '31 of 31', grade: '25 %' });
    advance(1);
    expect(screen.getByTestId('elsewhere')).toHaveTextContent(
      '/treadmill-protocols/bruce/results?mets=13&protocol=ramp&stage=31',
    );
  });

  it('Reset while running goes back to 00:00 without a result', async () => {
    await renderTimer();
    fireEvent.click(button('Start'));
    advance(200_000);
    fireEvent.click(button('Reset'));
    // It asks first (decision 0104): Keep going leaves the test running.
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Reset the running Bruce test?');
    expect(button('Keep going')).toHaveFocus();
    fireEvent.click(button('Keep going'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(shown()).toMatchObject({ stage: '2 of 7' });
    fireEvent.click(button('Reset'));
    fireEvent.click(button('Yes, reset'));
    expect(shown()).toMatchObject({ elapsed: '00:00', stage: '1 of 7' });
    expect(button('Start')).toBeEnabled();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('a hidden tab whose timers stalled catches up on its first reading when visible again', async () => {
    const { fake } = await renderTimer();
    fireEvent.click(button('Start'));
    fake.clockJump.ms = 400_000; // the clock moved on while no timer fired
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(shown()).toEqual({ elapsed: '06:40', stage: '3 of 7', speed: '3.4 MPH', grade: '14 %', mets: '10' });
  });

  describe('resume after a reload', () => {
    it('offers to resume an interrupted Bruce test where it is now (saved at 3:00, 20 s ago → 3:20, stage 2)', async () => {
      saveSnapshot({ protocol: BRUCE }, 180_000, 20_000);
      await renderTimer();
      expect(screen.getByRole('heading', { name: 'Unfinished Bruce test' })).toBeInTheDocument();
      expect(screen.getByText(/Resume continues it at 03:20 \(stage 2\)/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
      fireEvent.click(button('Resume'));
      await flush();
      expect(shown()).toEqual({ elapsed: '03:20', stage: '2 of 7', speed: '2.5 MPH', grade: '12 %', mets: '7' });
      expect(button('Stop')).toBeEnabled();
      advance(160_000);
      expect(shown()).toMatchObject({ elapsed: '06:00', stage: '3 of 7' });
    });

    it('Start over forgets it and shows Start', async () => {
      saveSnapshot({ protocol: BRUCE }, 180_000);
      await renderTimer();
      fireEvent.click(button('Start over'));
      confirmIfAsked();
      expect(localStorage.getItem(KEY)).toBeNull();
      expect(screen.queryByRole('heading', { name: /Unfinished/ })).not.toBeInTheDocument();
      expect(shown()).toMatchObject({ elapsed: '00:00', stage: '1 of 7' });
      expect(button('Start')).toBeEnabled();
    });

    it('a test whose time ran out while closed: Resume goes straight to its result (Bruce, stage 7, 20 METs)', async () => {
      saveSnapshot({ protocol: BRUCE }, 1_200_000, 600_000);
      await renderTimer();
      expect(screen.getByText(/its 21:00 have passed since it started/)).toBeInTheDocument();
      fireEvent.click(button('Resume'));
      await flush();
      expect(screen.getByTestId('elsewhere')).toHaveTextContent(
        '/treadmill-protocols/bruce/results?mets=20&protocol=bruce&stage=7',
      );
    });

    it.each([
      ['corrupt JSON', () => localStorage.setItem(KEY, '{"version":1,')],
      [
        'another schema version',
        () =>
          localStorage.setItem(
            KEY,
            JSON.stringify({
              version: 99,
              machine: RUN,
              state: 'running',
              elapsedMs: 1000,
              savedAt: Date.now(),
              input: { protocol: BRUCE },
            }),
          ),
      ],
      ['an input that is not a protocol', () => saveSnapshot({ protocol: { id: 'bruce', stages: 'many' } }, 1000)],
      ['a protocol this app does not know', () => saveSnapshot({ protocol: { ...BRUCE, id: 'balke' } }, 1000)],
    ])('%s is discarded without an error', async (_what, store) => {
      store();
      await renderTimer();
      expect(screen.queryByRole('heading', { name: /Unfinished/ })).not.toBeInTheDocument();
      expect(localStorage.getItem(KEY)).toBeNull();
      expect(button('Start')).toBeEnabled();
    });

    it('a test left running 3 hours ago is set aside and offered with its result', async () => {
      saveSnapshot({ protocol: BRUCE }, 60_000, 3 * 60 * 60 * 1000);
      await renderTimer();
      expect(screen.getByRole('heading', { name: 'Unfinished Bruce test' })).toBeInTheDocument();
      expect(screen.getByText('This Bruce test was left running 3 hours ago and was set aside.')).toBeInTheDocument();
      expect(screen.getByText(/Resume shows its result/)).toBeInTheDocument();
    });

    it('a Ramp test interrupted is offered on the Ramp timer; starting Bruce discards it', async () => {
      saveSnapshot({ protocol: RAMP }, 60_000);
      await renderTimer();
      expect(screen.getByRole('heading', { name: 'Unfinished Ramp test' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the Ramp timer' })).toHaveAttribute(
        'href',
        '/treadmill-protocols/bruce?protocol=ramp',
      );
      fireEvent.click(button('Start'));
      await flush();
      expect(screen.queryByRole('heading', { name: /Unfinished/ })).not.toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem(KEY)!)).toMatchObject({
        elapsedMs: 0,
        input: { protocol: { id: 'bruce' } },
      });
    });
  });
});
