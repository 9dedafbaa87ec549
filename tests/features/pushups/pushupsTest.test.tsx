// /pushups/test under fake timers: on arrival (decision 0028) Ready (3), Set (2), Go (1), one second each, then the
// counting-up timer;
// Finished goes to /pushups/results with the counted time; announcements; Cancel / Reset; a hidden-tab catch-up; the
// wake lock; resume after a reload.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { PushupTestScreen } from '@/features/pushups/PushupTestScreen';
import { plantSnapshot, renderProtocolScreen, storedSnapshot } from '../step-test/stepTestSupport';
import { fakeRunEffects } from '../../support/fakeRunEffects';
import { confirmIfAsked } from '../../support/confirmIfAsked';
import { onFakeClocks } from '../../support/fakeClock';

const PATH = '/pushups/test';
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const button = (name: string) => screen.getByRole('button', { name });
const countdown = () => screen.getByLabelText(/^(Ready|Set|Go) \(\d\)$/);
const elapsed = () => screen.getByRole('timer', { name: 'Time elapsed' }).textContent;
const liveRegion = () => screen.getAllByRole('status').find((el) => el.classList.contains('sr-only'))!;

async function renderTest(effects = fakeRunEffects().effects) {
  const view = await renderProtocolScreen(<PushupTestScreen />, PATH, { effects });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
  return view;
}

describe('PushupTestScreen', () => {
  onFakeClocks();

  it('counts down Ready 3, Set 2, Go 1 from arrival (no Start press), one second each, then counts up until Finished', async () => {
    await renderTest();
    expect(screen.getByRole('heading', { level: 1, name: 'Pushup Test' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(countdown()).toHaveTextContent('Ready3');
    expect(liveRegion()).toHaveTextContent('Ready');
    expect(document.activeElement).toBe(button('Cancel'));
    advance(999);
    expect(countdown()).toHaveTextContent('Ready3');
    advance(1);
    expect(countdown()).toHaveTextContent('Set2');
    expect(liveRegion()).toHaveTextContent('Set');
    advance(1_000);
    expect(countdown()).toHaveTextContent('Go1');
    expect(liveRegion()).toHaveTextContent('Go');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    advance(1_000);
    expect(screen.queryByLabelText(/^(Ready|Set|Go) \(\d\)$/)).not.toBeInTheDocument();
    expect(elapsed()).toBe('00:00');
    expect(document.activeElement).toBe(button('Finished'));
    advance(999);
    expect(elapsed()).toBe('00:00');
    advance(1);
    expect(elapsed()).toBe('00:01');
    advance(61_500);
    expect(elapsed()).toBe('01:02');
    fireEvent.click(button('Finished'));
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/pushups/results {"elapsedMs":62500,"reps":0}');
    expect(storedSnapshot('pushups')).toBeNull();
  });

  it('a tapped count is in the session when Finished stops the timer, before any Submit', async () => {
    const { actors } = await renderTest();
    advance(3_000);
    const tap = screen.getByRole('button', { name: /^Tap for each pushup/ });
    for (let i = 0; i < 3; i += 1) fireEvent.click(tap);
    expect(actors.profile.getSnapshot().context.user.pushups).toBeNull();
    fireEvent.click(button('Finished'));
    expect(actors.profile.getSnapshot().context.user.pushups).toMatchObject({ pushups: 3 });
    expect(screen.getByTestId('elsewhere')).toHaveTextContent(
      '/pushups/results {"elapsedMs":0,"reps":3,"recorded":true,"replaced":null}',
    );
  });

  it('persists the run at each step and forgets it on Cancel and Reset', async () => {
    await renderTest();
    for (const name of ['Cancel', 'Reset']) {
      if (name === 'Reset') fireEvent.click(button('Start')); // the first run started on arrival
      expect(storedSnapshot('pushups')).toMatchObject({ state: 'running.countdown.ready', elapsedMs: 0, input: {} });
      advance(3_500);
      expect(storedSnapshot('pushups')).toMatchObject({ state: 'running.counting', elapsedMs: 3_000 });
      fireEvent.click(button(name));
      // Cancel and Reset while counting ask first (decision 0104); the run is kept until it is confirmed.
      expect(screen.getByRole('alertdialog')).toHaveTextContent(`${name} the running pushup test?`);
      expect(storedSnapshot('pushups')).not.toBeNull();
      fireEvent.click(button(`Yes, ${name.toLowerCase()}`));
      expect(storedSnapshot('pushups')).toBeNull();
      expect(button('Start')).toBeInTheDocument();
      expect(document.activeElement).toBe(button('Start'));
    }
  });

  it('Cancel during the countdown goes back to Start', async () => {
    await renderTest();
    advance(1_500);
    fireEvent.click(button('Cancel'));
    confirmIfAsked();
    expect(button('Start')).toBeInTheDocument();
    advance(5_000);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('catches up after a hidden period: the countdown is skipped and the timer shows the true time', async () => {
    const fake = fakeRunEffects();
    await renderTest(fake.effects);
    fake.clockJump.ms = 64_000;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(elapsed()).toBe('01:01');
  });

  it('holds the wake lock while running', async () => {
    const fake = fakeRunEffects();
    await renderTest(fake.effects);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(fake.wakeLock.requests).toBe(1);
    fireEvent.click(button('Cancel'));
    confirmIfAsked();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(fake.wakeLock.releases).toBe(1);
  });

  it('offers to resume an interrupted run; Resume continues the timer, Start over forgets it', async () => {
    plantSnapshot('pushups', { state: 'running.counting', elapsedMs: 3_000, input: {}, savedAt: Date.now() - 20_000 });
    await renderTest();
    expect(screen.getByRole('heading', { name: 'Unfinished pushup test' })).toBeInTheDocument();
    expect(screen.getByText(/Resume continues the timer at/)).toHaveTextContent('Resume continues the timer at 00:20.');
    fireEvent.click(button('Resume'));
    expect(elapsed()).toBe('00:20');
    advance(1_000);
    expect(elapsed()).toBe('00:21');
  });

  it('Start over forgets an interrupted run and counts down anew; a foreign snapshot is ignored', async () => {
    plantSnapshot('pushups', { state: 'running.counting', elapsedMs: 3_000, input: {} });
    const first = await renderTest();
    expect(screen.queryByLabelText(/^(Ready|Set|Go) \(\d\)$/)).not.toBeInTheDocument();
    fireEvent.click(button('Start over'));
    confirmIfAsked();
    expect(storedSnapshot('pushups')).toMatchObject({ state: 'running.countdown.ready', elapsedMs: 0 });
    expect(countdown()).toHaveTextContent('Ready3');
    first.unmount();

    plantSnapshot('pushups', { state: 'running.counting', elapsedMs: 3_000, input: { sex: 'MALE' } });
    await renderTest();
    expect(countdown()).toHaveTextContent('Ready3');
    expect(storedSnapshot('pushups')).toMatchObject({ state: 'running.countdown.ready', input: {} });
  });
});
