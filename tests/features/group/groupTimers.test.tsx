// The group timers' views (decision 0141) on fake time: a mixed group's step test offers each sex's cadence
// and waits for the choice; the stopwatch's taps in finish order (one undone) fill each runner's row of the grid through
// the group machine, and the view returns to the grid.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import { groupTestMachine } from '@machines/groupTestMachine';
import type { GroupClient } from '@machines/groupRows';
import type { GroupSaveInput, GroupSaveOutcome } from '@machines/groupTestTypes';
import { GroupTimers } from '@/features/group/GroupTimers';
import { emptyProfile } from '@/profile/profileTypes';
import type { GroupTestKey } from '@/profile/groupTests';
import { cadenceText } from '@/components/stepTestText';
import { fakeRunEffects } from '../../support/fakeRunEffects';
import { renderScreen } from '../../support/renderWithApp';
import { onFakeClocks } from '../../support/fakeClock';

const client = (clientId: string, fname: string, sex: 'MALE' | 'FEMALE'): GroupClient => ({
  clientId,
  name: `${fname} Lee`,
  profile: { ...emptyProfile(clientId), sessionId: `s-${clientId}`, fname, lname: 'Lee', age: 30, sex },
});
const CLIENTS = [client('a', 'Ann', 'FEMALE'), client('b', 'Bob', 'MALE'), client('c', 'Cat', 'FEMALE')];

async function gridOf(testKey: GroupTestKey) {
  const actor = createActor(
    groupTestMachine.provide({
      actors: {
        loadClients: fromPromise<readonly GroupClient[], { clientIds: readonly string[] }>(async () => CLIENTS),
        saveRows: fromPromise<readonly GroupSaveOutcome[], GroupSaveInput>(async () => []),
      },
    }),
    { input: { today: '2026-03-01', draft: null } },
  ).start();
  for (const { clientId } of CLIENTS) actor.send({ type: 'TOGGLE_CLIENT', clientId });
  actor.send({ type: 'CHOOSE_TEST', testKey });
  actor.send({ type: 'START' });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
  expect(actor.getSnapshot().matches('entering')).toBe(true);
  return actor;
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('GroupTimers', () => {
  onFakeClocks();

  // Choosing a cadence mounts the run after a click, which this test harness leaves suspended (any timed screen mounted
  // after a click does); e2e/group-timers.spec.ts runs a mixed group's step test in Chromium.
  it("a mixed group's step test offers each sex's cadence and does not start before one is chosen", async () => {
    const actor = await gridOf('stepTestCount');
    await renderScreen(<GroupTimers actor={actor} onClose={() => {}} />, { effects: fakeRunEffects().effects });
    expect(screen.getByRole('radio', { name: `Female: ${cadenceText('FEMALE')}` })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: `Male: ${cadenceText('MALE')}` })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
  });

  it("the stopwatch's taps in finish order fill each runner's row; an undone tap is taken again", async () => {
    const actor = await gridOf('oneAndHalfMile');
    const onClose = vi.fn();
    await renderScreen(<GroupTimers actor={actor} onClose={onClose} />, { effects: fakeRunEffects().effects });
    fireEvent.click(screen.getByRole('button', { name: 'Start the stopwatch' }));
    const runners = () => within(screen.getByRole('list', { name: 'Runners' }));
    advance(600_000 + 12_000);
    fireEvent.click(runners().getByRole('button', { name: 'Cat Lee' }));
    fireEvent.click(runners().getByRole('button', { name: 'Ann Lee' }));
    fireEvent.click(runners().getByRole('button', { name: "Undo Ann Lee's finish" }));
    // Each runner once: Cat's name is no longer a button.
    expect(runners().queryByRole('button', { name: 'Cat Lee' })).toBeNull();
    advance(60_000);
    fireEvent.click(runners().getByRole('button', { name: 'Bob Lee' }));
    advance(8_000);
    fireEvent.click(runners().getByRole('button', { name: 'Ann Lee' }));
    fireEvent.click(screen.getByRole('button', { name: 'Put the times in the grid' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    const texts = Object.fromEntries(actor.getSnapshot().context.rows.map((row) => [row.clientId, row.texts]));
    expect(texts).toEqual({
      c: { minutes: '10', seconds: '12' },
      b: { minutes: '11', seconds: '12' },
      a: { minutes: '11', seconds: '20' },
    });
  });

  it('the group pushup timer has no single tap counter; Finished keeps the time and each count typed fills its row', async () => {
    const actor = await gridOf('pushups');
    const onClose = vi.fn();
    await renderScreen(<GroupTimers actor={actor} onClose={onClose} />, { effects: fakeRunEffects().effects });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    advance(3_000 + 61_000);
    expect(screen.queryByRole('button', { name: /^Tap for each pushup/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Finished' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByText(/The timer stopped at/)).toHaveTextContent('The timer stopped at 01:01.');
    fireEvent.change(screen.getByLabelText('Pushups, Ann Lee'), { target: { value: '21' } });
    fireEvent.change(screen.getByLabelText('Pushups, Cat Lee'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Put the counts in the grid' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    const texts = Object.fromEntries(actor.getSnapshot().context.rows.map((row) => [row.clientId, row.texts]));
    expect(texts.a).toEqual({ pushups: '21' });
    expect(texts.c).toEqual({ pushups: '30' });
    expect(texts.b?.pushups ?? '').toBe('');
  });

  it('the 12-minute countdown for the group ends with one distance per walker, which fill their rows', async () => {
    const actor = await gridOf('twelveMinute');
    const onClose = vi.fn();
    await renderScreen(<GroupTimers actor={actor} onClose={onClose} />, { effects: fakeRunEffects().effects });
    fireEvent.click(screen.getByRole('button', { name: 'Start the 12-minute timer' }));
    advance(6 * 60_000);
    expect(screen.getByRole('timer')).toHaveTextContent('06:00');
    expect(screen.queryByLabelText(/^Distance covered/)).toBeNull();
    advance(6 * 60_000);
    fireEvent.change(screen.getByLabelText('Distance covered (m), Bob Lee'), { target: { value: '2650' } });
    fireEvent.click(screen.getByRole('button', { name: 'Put the distances in the grid' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    const rows = actor.getSnapshot().context.rows;
    expect(rows.find((row) => row.clientId === 'b')?.texts).toEqual({ distance: '2650' });
  });

  it('distances typed and left with the timer closed (Back to the grid) still reach the grid', async () => {
    const actor = await gridOf('twelveMinute');
    const view = await renderScreen(<GroupTimers actor={actor} onClose={vi.fn()} />, {
      effects: fakeRunEffects().effects,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start the 12-minute timer' }));
    advance(12 * 60_000);
    fireEvent.change(screen.getByLabelText('Distance covered (m), Ann Lee'), { target: { value: '2410' } });
    view.unmount();
    const rows = actor.getSnapshot().context.rows;
    expect(rows.find((row) => row.clientId === 'a')?.texts).toEqual({ distance: '2410' });
  });

  it("a senior 30-s item's group timer counts down 30 s with no single tap counter; each score typed fills its row", async () => {
    const actor = await gridOf('seniorChairStand');
    const onClose = vi.fn();
    await renderScreen(<GroupTimers actor={actor} onClose={onClose} />, { effects: fakeRunEffects().effects });
    expect(screen.getByRole('heading', { name: 'SFT: 30-Second Chair Stand: group timer' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start the 30-second timer' }));
    advance(10_000);
    expect(screen.getByRole('timer')).toHaveTextContent('00:20');
    expect(screen.queryByRole('button', { name: /^Tap for each/ })).toBeNull();
    expect(screen.queryByLabelText(/^Score/)).toBeNull();
    advance(20_000);
    fireEvent.change(screen.getByLabelText('Score (stands), Ann Lee'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Score (stands), Bob Lee'), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Put the scores in the grid' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    const texts = Object.fromEntries(actor.getSnapshot().context.rows.map((row) => [row.clientId, row.texts]));
    expect(texts.a).toEqual({ score: '12' });
    expect(texts.b).toEqual({ score: '15' });
    expect(texts.c?.score ?? '').toBe('');
  });

  it.each([
    ['seniorArmCurl', '30-second', 30_000],
    ['seniorTwoMinuteStep', '2-minute', 120_000],
    ['seniorSixMinuteWalk', '6-minute', 360_000],
  ] as const)("the %s grid's group timer runs for the item's own length", async (testKey, length, ms) => {
    const actor = await gridOf(testKey);
    await renderScreen(<GroupTimers actor={actor} onClose={vi.fn()} />, { effects: fakeRunEffects().effects });
    fireEvent.click(screen.getByRole('button', { name: `Start the ${length} timer` }));
    advance(ms - 1_000);
    expect(screen.getByRole('timer')).toHaveTextContent('00:01');
    advance(1_000);
    expect(screen.getByRole('button', { name: 'Put the scores in the grid' })).toBeDisabled();
  });
});
