// /step-test/progress under fake timers: the run starts on arrival (decision 0028), the four phases with their texts and mm:ss at the boundaries, the progress
// bars, the metronome (started on the beat grid at 96 / 88 bpm, stopped after stepping), the Up/Down cue on each beat,
// announcements, the wake lock, Cancel / Reset, the results button, a hidden-tab catch-up, resume after a reload, and
// the one-tap sound control where audio is locked.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { StepTestProgressScreen } from '@/features/step-test/StepTestProgressScreen';
import { MAN_25, WOMAN_30, plantSnapshot, renderProtocolScreen, runName, storedSnapshot } from './stepTestSupport';
import { fakeRunEffects } from '../../support/fakeRunEffects';
import { confirmIfAsked } from '../../support/confirmIfAsked';
import { onFakeClocks } from '../../support/fakeClock';

const PATH = '/step-test/progress';
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const phaseText = () => screen.getByRole('heading', { level: 2 }).textContent;
const remaining = () => screen.getByRole('timer', { name: 'Time left in this phase' }).textContent;
const liveRegion = () => screen.getAllByRole('status').find((el) => el.classList.contains('sr-only'))!;
const cue = () => screen.getByLabelText('Step cue').textContent;

async function renderProgress(options: Parameters<typeof renderProtocolScreen>[2] = {}) {
  const view = await renderProtocolScreen(<StepTestProgressScreen />, PATH, options);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
  return view;
}

describe('StepTestProgressScreen', () => {
  onFakeClocks();

  it('starts on arrival, with no Start press (decision 0028); after Cancel the cadence and a big Start button show', async () => {
    const fake = fakeRunEffects();
    await renderProgress({ effects: fake.effects });
    expect(screen.getByRole('heading', { level: 1, name: 'McArdle Step Test' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    expect(phaseText()).toBe('Get ready in...');
    expect(remaining()).toBe('00:03');
    expect(screen.queryByRole('button', { name: 'Turn sound on' })).not.toBeInTheDocument();
    fireEvent.click(button('Cancel'));
    confirmIfAsked();
    expect(
      screen.getByText(/Men: 24 steps a minute \(96 metronome beats a minute\), one beat for each foot movement/),
    ).toBeInTheDocument();
    expect(button('Start')).toHaveClass('protocol-start-button');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent('');
  });

  it('where audio is locked, runs with its visual cues and a one-tap control turns the metronome on, on the beat grid', async () => {
    const fake = fakeRunEffects({ audio: 'locked' });
    await renderProgress({ effects: fake.effects });
    expect(phaseText()).toBe('Get ready in...');
    expect(screen.getByText(/The metronome is silent/)).toBeInTheDocument();
    advance(4_000); // 1 s into stepping: the cue runs without sound
    expect(cue()).toBe('Up (right)');
    expect(fake.metronome.unlocked).toBe(false);
    fake.metronome.gesture = true;
    fireEvent.click(button('Turn sound on'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(fake.metronome.unlocked).toBe(true);
    expect(screen.queryByRole('button', { name: 'Turn sound on' })).not.toBeInTheDocument();
    // Started again on the grid: 1000 ms into stepping, the next beat (beat 2) is 250 ms away.
    expect(fake.metronome.starts.at(-1)).toEqual({ bpm: 96, firstBeatInMs: 250, at: 4_000 });
  });

  it('runs the four phases with their texts, durations and the results button (man: 96 bpm)', async () => {
    const fake = fakeRunEffects();
    await renderProgress({ effects: fake.effects });
    expect(fake.metronome.unlocks).toBe(1); // asked on arrival
    expect(phaseText()).toBe('Get ready in...');
    expect(remaining()).toBe('00:03');
    expect(screen.getByText('Phase 1 of 4')).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent('Get ready in...');
    expect(screen.queryByLabelText('Step cue')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(button('Cancel'));

    advance(1_000);
    expect(remaining()).toBe('00:02');
    advance(1_900);
    expect(phaseText()).toBe('Get ready in...');
    expect(remaining()).toBe('00:01');
    expect(fake.metronome.starts).toHaveLength(0);

    advance(100); // 3.0 s
    expect(phaseText()).toBe('Step test in progress');
    expect(remaining()).toBe('03:00');
    expect(liveRegion()).toHaveTextContent('Step test in progress');
    expect(fake.metronome.starts).toEqual([{ bpm: 96, firstBeatInMs: 0, at: 3_000 }]);
    expect(cue()).toBe('Up (left)');
    advance(625);
    expect(cue()).toBe('Up (right)');
    advance(625);
    expect(cue()).toBe('Down (left)');
    advance(625);
    expect(cue()).toBe('Down (right)');
    advance(625);
    expect(cue()).toBe('Up (left)');

    advance(90_000 - 2_500); // 93 s: half of the stepping phase
    expect(remaining()).toBe('01:30');
    expect(screen.getByRole('progressbar', { name: 'Phase progress' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('progressbar', { name: 'Whole test progress' })).toHaveAttribute(
      'value',
      String(Math.round((93 / 203) * 100)),
    );

    advance(90_000 - 100); // 182.9 s
    expect(phaseText()).toBe('Step test in progress');
    expect(remaining()).toBe('00:01');
    expect(fake.metronome.playing).toBe(true);
    advance(200); // 183.1 s
    expect(phaseText()).toBe('Find your pulse on the wrist or neck');
    expect(remaining()).toBe('00:05');
    expect(fake.metronome.playing).toBe(false);
    expect(screen.queryByLabelText('Step cue')).not.toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent('Find your pulse on the wrist or neck');

    advance(5_000); // 188.1 s
    expect(phaseText()).toBe('Count your pulses for 15 seconds');
    expect(remaining()).toBe('00:15');
    advance(14_800); // 202.9 s
    expect(phaseText()).toBe('Count your pulses for 15 seconds');
    expect(remaining()).toBe('00:01');
    advance(200); // 203.1 s
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent('Step test complete. Click To Enter Your Results.');
    expect(document.activeElement).toBe(button('Click To Enter Your Results'));
    expect(fake.metronome.starts).toHaveLength(1);
    expect(storedSnapshot('stepTest')).toBeNull();

    fireEvent.click(button('Click To Enter Your Results'));
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/step-test/results');
  });

  it('plays 88 beats a minute for a woman, and the cue follows the 681.8 ms beat', async () => {
    const fake = fakeRunEffects();
    await renderProgress({ user: WOMAN_30, effects: fake.effects });
    advance(3_000);
    expect(fake.metronome.starts).toEqual([{ bpm: 88, firstBeatInMs: 0, at: 3_000 }]);
    advance(681);
    expect(cue()).toBe('Up (left)');
    advance(1);
    expect(cue()).toBe('Up (right)');
  });

  it('holds the screen wake lock while the test runs and lets it go after', async () => {
    const fake = fakeRunEffects();
    await renderProgress({ effects: fake.effects });
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

  it('Cancel and Reset stop the metronome, forget the saved run and show Start again', async () => {
    const fake = fakeRunEffects();
    await renderProgress({ effects: fake.effects });
    for (const name of ['Cancel', 'Reset']) {
      if (name === 'Reset') fireEvent.click(button('Start')); // the first run started on arrival
      advance(10_000);
      expect(storedSnapshot('stepTest')).toMatchObject({
        state: 'running.stepping',
        elapsedMs: 3_000,
        input: { sex: 'MALE' },
      });
      expect(fake.metronome.playing).toBe(true);
      fireEvent.click(button(name));
      // Cancel and Reset while running ask first (decision 0104); keeping on changes nothing.
      expect(screen.getByRole('alertdialog')).toHaveTextContent(`${name} the running step test?`);
      fireEvent.click(button('Keep going'));
      expect(fake.metronome.playing).toBe(true);
      expect(storedSnapshot('stepTest')).not.toBeNull();
      fireEvent.click(button(name));
      fireEvent.click(button(`Yes, ${name.toLowerCase()}`));
      expect(fake.metronome.playing).toBe(false);
      expect(storedSnapshot('stepTest')).toBeNull();
      expect(button('Start')).toBeInTheDocument();
      expect(document.activeElement).toBe(button('Start'));
      expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    }
  });

  it('leaving while the test runs asks first: an in-app link and a reload; once cancelled, nothing asks', async () => {
    const fake = fakeRunEffects();
    await renderProgress({ effects: fake.effects });
    advance(10_000);
    const link = document.body.appendChild(document.createElement('a'));
    link.href = '#/parq';
    link.textContent = 'Demographics';
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    fireEvent.click(link);
    expect(screen.getByRole('dialog', { name: 'Leave the running step test?' })).toBeInTheDocument();
    expect(unload()).toBe(true);
    fireEvent.click(button('Keep going'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(phaseText()).toBe('Step test in progress');
    fireEvent.click(button('Cancel'));
    fireEvent.click(button('Yes, cancel'));
    expect(unload()).toBe(false);
    link.remove();
  });

  it('Reset after the test goes back to Start', async () => {
    await renderProgress({ effects: fakeRunEffects().effects });
    advance(203_000);
    fireEvent.click(button('Reset'));
    expect(button('Start')).toBeInTheDocument();
  });

  it('catches up after a hidden period: a reading past several boundaries lands in the right phase, playing nothing', async () => {
    const fake = fakeRunEffects();
    await renderProgress({ effects: fake.effects });
    advance(1_000);
    fake.clockJump.ms = 189_000; // the tab was hidden; its timers did not run
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(phaseText()).toBe('Count your pulses for 15 seconds');
    expect(remaining()).toBe('00:13');
    expect(fake.metronome.starts).toHaveLength(0);
    advance(13_000);
    expect(button('Click To Enter Your Results')).toBeInTheDocument();
  });

  it('a stepping phase entered a hair late (a TICK just before the boundary timer) still plays the downbeat', async () => {
    const fake = fakeRunEffects();
    await renderProgress({ effects: fake.effects });
    advance(2_999);
    fake.clockJump.ms = 1.4; // the screen's clock reads 3000.4 ms
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(phaseText()).toBe('Step test in progress');
    expect(fake.metronome.starts).toHaveLength(1);
    expect(fake.metronome.starts[0]!.firstBeatInMs).toBeCloseTo(-0.4, 6);
  });

  it('stops the metronome when the screen is left mid-test', async () => {
    const fake = fakeRunEffects();
    const view = await renderProgress({ effects: fake.effects });
    advance(5_000);
    expect(fake.metronome.playing).toBe(true);
    view.unmount();
    expect(fake.metronome.playing).toBe(false);
    expect(storedSnapshot('stepTest')).toMatchObject({ state: 'running.stepping' });
  });

  it('asks for the demographics when the sex is unknown', async () => {
    await renderProgress({ user: { age: 30 }, effects: fakeRunEffects().effects });
    expect(screen.getByRole('link', { name: 'Please fill out the Demographic Form' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
  });

  it('fails silently without Web Audio (jsdom has none): the test runs and the screen says the cue is the beat', async () => {
    await renderProgress({ effects: null, user: MAN_25 });
    advance(4_000);
    expect(phaseText()).toBe('Step test in progress');
    expect(screen.getByText(/No sound on this device/)).toBeInTheDocument();
    expect(cue()).toBe('Up (right)');
    fireEvent.click(button('Cancel'));
    confirmIfAsked();
    expect(screen.getByText(/Sound is not available on this device/)).toBeInTheDocument();
  });
});

describe('StepTestProgressScreen: resume after a reload', () => {
  onFakeClocks();

  it('offers to resume an interrupted test, and Resume continues where it is now (the reload time counts)', async () => {
    plantSnapshot('stepTest', {
      state: 'running.stepping',
      elapsedMs: 3_000,
      input: { sex: 'MALE' },
      savedAt: Date.now() - 57_000,
    });
    const fake = fakeRunEffects();
    await renderProgress({ effects: fake.effects });
    expect(screen.getByRole('heading', { name: 'Unfinished step test' })).toBeInTheDocument();
    expect(screen.getByText(/Resume continues at/)).toHaveTextContent(
      'Resume continues at 01:00 into the test: "Step test in progress".',
    );
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();

    fireEvent.click(button('Resume'));
    expect(fake.metronome.unlocks).toBe(2); // on arrival, and inside the Resume click
    expect(phaseText()).toBe('Step test in progress');
    expect(remaining()).toBe('02:03');
    // 57 s into stepping: beat 91.2, so the next beat (92) is 500 ms away.
    expect(fake.metronome.starts).toEqual([{ bpm: 96, firstBeatInMs: 500, at: 0 }]);
    advance(499);
    expect(cue()).toBe('Down (right)'); // beat 91 (91 mod 4 = 3)
    advance(1);
    expect(cue()).toBe('Up (left)'); // beat 92 starts a new up-up-down-down cycle
    advance(123_000);
    expect(phaseText()).toBe('Find your pulse on the wrist or neck');
  });

  it('resumes with the saved sex (the tempo of the interrupted test)', async () => {
    plantSnapshot('stepTest', { state: 'running.getReady', elapsedMs: 0, input: { sex: 'FEMALE' } });
    const fake = fakeRunEffects();
    await renderProgress({ effects: fake.effects });
    fireEvent.click(button('Resume'));
    expect(phaseText()).toBe('Get ready in...');
    advance(3_000);
    expect(fake.metronome.starts[0]?.bpm).toBe(88);
  });

  it('a test whose time ran out while closed resumes to the results button', async () => {
    plantSnapshot('stepTest', {
      state: 'running.stepping',
      elapsedMs: 3_000,
      input: { sex: 'MALE' },
      savedAt: Date.now() - 600_000,
    });
    const fake = fakeRunEffects();
    await renderProgress({ effects: fake.effects });
    expect(screen.getByText(/Its time has run out since/)).toBeInTheDocument();
    fireEvent.click(button('Resume'));
    expect(button('Click To Enter Your Results')).toBeInTheDocument();
    expect(fake.metronome.starts).toHaveLength(0);
  });

  it('Start over forgets the interrupted test and starts a new one', async () => {
    plantSnapshot('stepTest', { state: 'running.stepping', elapsedMs: 60_000, input: { sex: 'MALE' } });
    await renderProgress({ effects: fakeRunEffects().effects });
    fireEvent.click(button('Start over'));
    confirmIfAsked();
    expect(storedSnapshot('stepTest')).toMatchObject({ state: 'running.getReady', elapsedMs: 0 });
    expect(phaseText()).toBe('Get ready in...');
    expect(screen.queryByRole('heading', { name: 'Unfinished step test' })).not.toBeInTheDocument();
  });

  it.each([
    ['corrupt JSON', () => localStorage.setItem(`protocolSnapshot:${runName('stepTest')}`, '{not json')],
    [
      'another schema version',
      () =>
        plantSnapshot('stepTest', { state: 'running.stepping', elapsedMs: 60_000, input: { sex: 'MALE' }, version: 2 }),
    ],
    [
      'an input that is not a sex',
      () => plantSnapshot('stepTest', { state: 'running.stepping', elapsedMs: 60_000, input: { sex: 'OTHER' } }),
    ],
    [
      'a negative elapsed time',
      () => plantSnapshot('stepTest', { state: 'running.stepping', elapsedMs: -5, input: { sex: 'MALE' } }),
    ],
  ])('discards a snapshot with %s without an error', async (_, plant) => {
    plant();
    await renderProgress({ effects: fakeRunEffects().effects });
    expect(screen.queryByRole('heading', { name: 'Unfinished step test' })).not.toBeInTheDocument();
    expect(phaseText()).toBe('Get ready in...');
    expect(storedSnapshot('stepTest')).toMatchObject({ state: 'running.getReady', elapsedMs: 0 });
  });

  it('a test left running 3 hours ago is set aside and offered, not dropped', async () => {
    plantSnapshot('stepTest', {
      state: 'running.stepping',
      elapsedMs: 60_000,
      input: { sex: 'MALE' },
      savedAt: Date.now() - 3 * 3_600_000,
    });
    await renderProgress({ effects: fakeRunEffects().effects });
    expect(screen.getByRole('heading', { name: 'Unfinished step test' })).toBeInTheDocument();
    expect(screen.getByText('This step test was left running 3 hours ago and was set aside.')).toBeInTheDocument();
    expect(screen.getByText(/Its time has run out since/)).toBeInTheDocument();
    expect(storedSnapshot('stepTest')).toMatchObject({ state: 'running.stepping', elapsedMs: 60_000 });
  });
});
