// /bench-press/test and /leg-press/test: the 1RM trial log (four trials, best successful lift, a fifth refused) and the
// rest timer that starts with each logged trial.
import { confirmIfAsked } from '../../support/confirmIfAsked';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { BenchPressTestScreen } from '@/features/strength/BenchPressTestScreen';
import { LegPressTestScreen } from '@/features/strength/LegPressTestScreen';
import { actorsWith, imperial, renderScreen } from './renderStrengthScreen';
import { onFakeClocks } from '../../support/fakeClock';

function logTrial(weight: string, lifted: boolean, unit = 'kg') {
  fireEvent.change(screen.getByLabelText(`Weight attempted (${unit})`), { target: { value: weight } });
  fireEvent.click(screen.getByRole('radio', { name: lifted ? 'Yes, lifted' : 'No, failed' }));
  fireEvent.click(screen.getByRole('button', { name: /^Log trial/ }));
}

const restStatus = () => within(screen.getByRole('region', { name: 'Rest timer' })).getByRole('status');
const trialRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('PressTest', () => {
  onFakeClocks();

  it('logs four trials, keeps the best successful lift, and refuses a fifth', async () => {
    await renderScreen(BenchPressTestScreen, '/bench-press/test', actorsWith());
    expect(screen.getByRole('heading', { level: 1, name: 'Bench Press 1RM Test' })).toBeInTheDocument();
    expect(restStatus()).toHaveTextContent('Ready for your first trial.');
    expect(screen.getByText('No successful lift yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log trial 1' })).toBeDisabled();

    logTrial('80', true);
    expect(restStatus()).toHaveTextContent('Resting 3 min before trial 2 of 4.');
    expect(screen.getByRole('timer', { name: 'Rest left' })).toHaveTextContent('03:00');
    logTrial('100', true);
    logTrial('110', false);
    expect(screen.getByRole('heading', { name: 'Trial 4 of 4' })).toBeInTheDocument();
    logTrial('105', true);

    expect(trialRows()).toEqual(['180 kgYes', '2100 kgYes', '3110 kgNo', '4105 kgYes']);
    expect(restStatus()).toHaveTextContent('All 4 trials are logged.');
    expect(screen.queryByRole('button', { name: /^Log trial/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    const use = screen.getByRole('link', { name: 'Use 105 kg as your 1RM' });
    expect(use).toHaveAttribute('href', '/bench-press/results?bestKg=105');
  });

  it('the rest counts down from the clock, Skip ends it, and Start rest timer restarts it', async () => {
    await renderScreen(BenchPressTestScreen, '/bench-press/test', actorsWith());
    logTrial('80', true);
    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.getByRole('timer')).toHaveTextContent('01:59');
    fireEvent.click(screen.getByRole('button', { name: 'Skip rest' }));
    expect(restStatus()).toHaveTextContent('Rest over: ready for trial 2 of 4.');
    fireEvent.click(screen.getByRole('button', { name: 'Start rest timer' }));
    expect(screen.getByRole('timer')).toHaveTextContent('03:00');
    act(() => vi.advanceTimersByTime(180_000));
    expect(restStatus()).toHaveTextContent('Rest over: ready for trial 2 of 4.');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('a reload restores the log and resumes the rest where the clock says it is', async () => {
    const actors = actorsWith();
    const first = await renderScreen(BenchPressTestScreen, '/bench-press/test', actors);
    logTrial('80', true);
    act(() => vi.advanceTimersByTime(30_000));
    first.unmount();
    act(() => vi.advanceTimersByTime(20_000));
    await renderScreen(BenchPressTestScreen, '/bench-press/test', actors);
    expect(trialRows()).toEqual(['180 kgYes']);
    expect(restStatus()).toHaveTextContent('Resting 3 min before trial 2 of 4.');
    expect(screen.getByRole('timer')).toHaveTextContent('02:10');
  });

  it('each 1RM test keeps its own log', async () => {
    const actors = actorsWith();
    const bench = await renderScreen(BenchPressTestScreen, '/bench-press/test', actors);
    logTrial('80', true);
    bench.unmount();
    await renderScreen(LegPressTestScreen, '/leg-press/test', actors);
    expect(screen.getByText('No trials logged yet.')).toBeInTheDocument();
  });

  it('Start over clears the log', async () => {
    await renderScreen(BenchPressTestScreen, '/bench-press/test', actorsWith());
    expect(screen.getByRole('button', { name: 'Start over' })).toBeDisabled();
    logTrial('80', false);
    // A rest is running after a trial: Start over asks first (decision 0104), and the log goes only once confirmed.
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.queryByText('No trials logged yet.')).not.toBeInTheDocument();
    confirmIfAsked();
    expect(screen.getByText('No trials logged yet.')).toBeInTheDocument();
    expect(restStatus()).toHaveTextContent('Ready for your first trial.');
  });

  it('a weight of 0 or with 7 characters is not accepted', async () => {
    await renderScreen(BenchPressTestScreen, '/bench-press/test', actorsWith());
    fireEvent.change(screen.getByLabelText('Weight attempted (kg)'), { target: { value: '0' } });
    expect(screen.getByText('Input value is too low')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Weight attempted (kg)'), { target: { value: '100.125' } });
    expect(screen.getByText('Too many characters')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Yes, lifted' }));
    expect(screen.getByRole('button', { name: 'Log trial 1' })).toBeDisabled();
  });

  it('imperial: trials are entered and shown in lb, and the best goes to the results form in kg', async () => {
    await renderScreen(LegPressTestScreen, '/leg-press/test', imperial(actorsWith()));
    expect(screen.getByRole('heading', { level: 1, name: 'Leg Press 1RM Test' })).toBeInTheDocument();
    expect(screen.getByText(/add 10-20 % \(lower body\)/)).toBeInTheDocument();
    logTrial('352', true, 'lb');
    expect(trialRows()).toEqual(['1352 lbYes']);
    expect(screen.getByRole('link', { name: 'Use 352 lb as your 1RM' })).toHaveAttribute(
      'href',
      '/leg-press/results?bestKg=160',
    );
  });
});
