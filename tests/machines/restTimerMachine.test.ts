// Rest timer and trial log (decision 0021): a 180-300 s rest between trials, up to maxTrials trials, best success.
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  bestSuccessfulValue,
  clampMaxTrials,
  clampRestSeconds,
  isRestTimerInput,
  REST_CHOICES_SECONDS,
  restTimerDelays,
  restTimerMachine,
  selectBestSuccessfulValue,
  selectCanLogTrial,
  selectRestRemainingSeconds,
  selectRestSeconds,
  selectRestText,
  selectTrials,
  selectTrialsLeft,
  type RestTimerInput,
} from '@machines/restTimerMachine';
import { onFakeClocks } from '../support/fakeClock';

function startLog(input?: RestTimerInput) {
  const spies = { announceRestOver: vi.fn(), persist: vi.fn(), clearPersisted: vi.fn() };
  const machine = restTimerMachine.provide({
    actions: {
      announceRestOver: () => spies.announceRestOver(),
      persist: (_, params) => spies.persist(params),
      clearPersisted: () => spies.clearPersisted(),
    },
  });
  const actor = createActor(machine, { input }).start();
  const log = (value: number, success: boolean) =>
    actor.send({ type: 'LOG_TRIAL', value, success, now: performance.now() });
  return { actor, spies, log };
}

describe('rest timer input and helpers', () => {
  it('keeps the rest within 180-300 s and the trials within 1-4', () => {
    expect(clampRestSeconds(undefined)).toBe(180);
    expect(clampRestSeconds(100)).toBe(180);
    expect(clampRestSeconds(240)).toBe(240);
    expect(clampRestSeconds(400)).toBe(300);
    expect(clampRestSeconds(Number.NaN)).toBe(180);
    expect(clampMaxTrials(undefined)).toBe(4);
    expect(clampMaxTrials(2)).toBe(2);
    expect(clampMaxTrials(0)).toBe(1);
    expect(clampMaxTrials(9)).toBe(4);
  });

  it('picks the best successful value, ignoring failed attempts', () => {
    expect(bestSuccessfulValue([])).toBeNull();
    expect(bestSuccessfulValue([{ value: 120, success: false }])).toBeNull();
    expect(
      bestSuccessfulValue([
        { value: 100, success: true },
        { value: 130, success: false },
        { value: 110, success: true },
      ]),
    ).toBe(110);
  });

  it('validates a restored input', () => {
    expect(isRestTimerInput({ restSeconds: 200, trials: [{ value: 50, success: true }] })).toBe(true);
    expect(isRestTimerInput({ trials: [{ value: -1, success: true }] })).toBe(false);
    expect(isRestTimerInput('x')).toBe(false);
  });

  it('restEnds waits until the absolute end of the rest', () => {
    const context = { restMs: 180_000, maxTrials: 4, trials: [], startedAt: 0, now: 0 };
    expect(restTimerDelays().restEnds({ context })).toBe(180_000);
    expect(restTimerDelays(() => 90_000).restEnds({ context })).toBe(90_000);
  });
});

describe('restTimerMachine under simulated time', () => {
  onFakeClocks();

  it('starts with the defaults: 180 s rest, four trials, empty log', () => {
    const { actor } = startLog();
    const s = actor.getSnapshot();
    expect(s.value).toBe('idle');
    expect(s.context).toEqual({ restMs: 180_000, maxTrials: 4, trials: [], startedAt: null, now: null });
    expect(selectTrialsLeft(s)).toBe(4);
    expect(selectRestText(s)).toBe('00:00');
  });

  it('rests exactly 180 s, then is ready and announces it', () => {
    const { actor, spies } = startLog();
    actor.send({ type: 'START', now: performance.now() });
    expect(actor.getSnapshot().value).toBe('resting');
    expect(selectRestText(actor.getSnapshot())).toBe('03:00');
    vi.advanceTimersByTime(60_000);
    actor.send({ type: 'TICK', now: performance.now() });
    expect(selectRestText(actor.getSnapshot())).toBe('02:00');
    vi.advanceTimersByTime(1_000);
    actor.send({ type: 'TICK', now: performance.now() });
    expect(selectRestRemainingSeconds(actor.getSnapshot())).toBe(119);
    vi.advanceTimersByTime(118_999);
    expect(actor.getSnapshot().value).toBe('resting');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(spies.announceRestOver).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('uses the configured rest (300 s)', () => {
    const { actor } = startLog({ restSeconds: 300 });
    actor.send({ type: 'START', now: 0 });
    vi.advanceTimersByTime(299_999);
    expect(actor.getSnapshot().value).toBe('resting');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('SKIP ends the rest at once; a late TICK past the end also does', () => {
    const { actor } = startLog();
    actor.send({ type: 'START', now: 0 });
    actor.send({ type: 'SKIP' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(vi.getTimerCount()).toBe(0);

    const other = startLog();
    other.actor.send({ type: 'START', now: 0 });
    other.actor.send({ type: 'TICK', now: 200_000 });
    expect(other.actor.getSnapshot().value).toBe('ready');
  });

  it('resumes a rest part-way', () => {
    const { actor } = startLog();
    actor.send({ type: 'START', now: 5_000, resumeFromElapsedMs: 100_000 });
    expect(selectRestRemainingSeconds(actor.getSnapshot())).toBe(80);
    vi.advanceTimersByTime(80_000);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('logs up to four trials with a rest after each but the last, then refuses more', () => {
    const { actor, log, spies } = startLog();
    log(100, true);
    expect(actor.getSnapshot().value).toBe('resting');
    vi.advanceTimersByTime(180_000);
    expect(actor.getSnapshot().value).toBe('ready');
    log(110, true);
    vi.advanceTimersByTime(180_000);
    log(120, false);
    expect(actor.getSnapshot().value).toBe('resting');
    vi.advanceTimersByTime(180_000);
    log(115, true);
    const s = actor.getSnapshot();
    expect(s.value).toBe('complete');
    expect(selectTrials(s)).toEqual([
      { value: 100, success: true },
      { value: 110, success: true },
      { value: 120, success: false },
      { value: 115, success: true },
    ]);
    expect(selectBestSuccessfulValue(s)).toBe(115);
    expect(selectCanLogTrial(s)).toBe(false);
    log(130, true);
    expect(selectTrials(actor.getSnapshot())).toHaveLength(4);
    // The full log stays saved so a reload after the last trial keeps the best lift.
    expect(spies.clearPersisted).not.toHaveBeenCalled();
    expect(spies.persist).toHaveBeenLastCalledWith(
      expect.objectContaining({
        machine: 'rest',
        state: 'complete',
        input: expect.objectContaining({
          trials: [
            { value: 100, success: true },
            { value: 110, success: true },
            { value: 120, success: false },
            { value: 115, success: true },
          ],
        }),
      }),
    );
    actor.send({ type: 'RESET' });
    expect(spies.clearPersisted).toHaveBeenCalledTimes(1);
  });

  it('a trial logged during a rest restarts the rest from that trial', () => {
    const { actor, log } = startLog();
    log(100, false);
    vi.advanceTimersByTime(100_000);
    log(90, true);
    expect(actor.getSnapshot().value).toBe('resting');
    vi.advanceTimersByTime(179_999);
    expect(actor.getSnapshot().value).toBe('resting');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('ignores trials without a positive value, a yes/no result or (when a rest follows) a clock reading', () => {
    const { actor } = startLog();
    actor.send({ type: 'LOG_TRIAL', value: 0, success: true, now: 0 });
    actor.send({ type: 'LOG_TRIAL', value: Number.NaN, success: true, now: 0 });
    actor.send({ type: 'LOG_TRIAL', value: 50, success: 'yes', now: 0 } as never);
    actor.send({ type: 'LOG_TRIAL', value: 50, success: true } as never);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectTrials(actor.getSnapshot())).toEqual([]);
  });

  it('two trials per hand for grip: the second trial completes the log', () => {
    const { actor, log } = startLog({ maxTrials: 2 });
    log(40, true);
    log(42, true);
    expect(actor.getSnapshot().value).toBe('complete');
    expect(selectBestSuccessfulValue(actor.getSnapshot())).toBe(42);
  });

  it('restores a log from input, and RESET empties it from any state', () => {
    const trials = [
      { value: 90, success: true },
      { value: 95, success: true },
      { value: 100, success: false },
    ];
    const { actor, log } = startLog({ trials });
    expect(selectTrialsLeft(actor.getSnapshot())).toBe(1);
    log(97, true);
    expect(actor.getSnapshot().value).toBe('complete');
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectTrials(actor.getSnapshot())).toEqual([]);

    log(50, true);
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().context).toMatchObject({ trials: [], startedAt: null, now: null });
    expect(vi.getTimerCount()).toBe(0);
    actor.send({ type: 'START', now: 0 });
    actor.send({ type: 'SKIP' });
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('drops invalid restored trials and never holds more than maxTrials', () => {
    const { actor } = startLog({
      maxTrials: 2,
      trials: [
        { value: 1, success: true },
        { value: -3, success: true },
        { value: 2, success: false },
        { value: 3, success: true },
      ],
    });
    expect(selectTrials(actor.getSnapshot())).toEqual([
      { value: 1, success: true },
      { value: 2, success: false },
    ]);
  });
});

describe('restTimerMachine: the log stops at its last trial (decision 0103)', () => {
  const four = [
    { value: 60, success: true },
    { value: 70, success: true },
    { value: 77.5, success: false },
    { value: 75, success: true },
  ];

  it('a restored full log resumed with START is complete: no rest, no fifth trial', () => {
    const actor = createActor(restTimerMachine, { input: { maxTrials: 4, trials: four } }).start();
    actor.send({ type: 'START', now: 0, resumeFromElapsedMs: 1_000 });
    expect(actor.getSnapshot().value).toBe('complete');
    actor.send({ type: 'LOG_TRIAL', value: 80, success: true, now: 10 });
    actor.send({ type: 'START', now: 20 });
    expect(actor.getSnapshot().value).toBe('complete');
    expect(actor.getSnapshot().context.trials).toHaveLength(4);
  });

  it('the fourth logged trial completes the log; a fifth is refused', () => {
    const actor = createActor(restTimerMachine, { input: { maxTrials: 4 } }).start();
    four.forEach((trial, i) => actor.send({ type: 'LOG_TRIAL', ...trial, now: i * 1_000 }));
    expect(actor.getSnapshot().value).toBe('complete');
    actor.send({ type: 'LOG_TRIAL', value: 80, success: true, now: 9_000 });
    expect(actor.getSnapshot().context.trials).toHaveLength(4);
  });
});

// Decision 0144: the tester chooses a 3, 4 or 5 min rest, and a rest that runs out is cued.
describe('the rest length chosen and the end of the rest cued', () => {
  onFakeClocks();

  function cuedLog(input?: RestTimerInput) {
    const cues: { cue: string; atOffsetMs: number; at: number }[] = [];
    const machine = restTimerMachine.provide({
      actions: {
        soundCue: (_, params) => {
          cues.push({ ...params, at: performance.now() });
        },
      },
    });
    const actor = createActor(machine, { input }).start();
    return { actor, cues };
  }

  it.each(REST_CHOICES_SECONDS)('a %d s rest chosen at START ends at that second with the restOver cue', (seconds) => {
    const { actor, cues } = cuedLog();
    actor.send({ type: 'START', now: performance.now(), restSeconds: seconds });
    expect(selectRestSeconds(actor.getSnapshot())).toBe(seconds);
    expect(selectRestRemainingSeconds(actor.getSnapshot())).toBe(seconds);
    vi.advanceTimersByTime(seconds * 1000 - 1);
    expect(actor.getSnapshot().value).toBe('resting');
    expect(cues).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(cues).toEqual([{ cue: 'restOver', atOffsetMs: seconds * 1000, at: seconds * 1000 }]);
  });

  it('a length chosen with a logged trial starts that rest, is saved with the log and kept for the next rest', () => {
    const { actor, cues } = cuedLog();
    const persisted: RestTimerInput[] = [];
    const saving = createActor(
      restTimerMachine.provide({
        actions: {
          persist: (_, params) => {
            persisted.push(params.input);
          },
        },
      }),
      { input: { maxTrials: 4 } },
    ).start();
    saving.send({ type: 'LOG_TRIAL', value: 100, success: true, now: 0, restSeconds: 300 });
    expect(persisted.at(-1)?.restSeconds).toBe(300);
    actor.send({ type: 'LOG_TRIAL', value: 100, success: true, now: 0, restSeconds: 240 });
    vi.advanceTimersByTime(240_000);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(cues.map((c) => c.atOffsetMs)).toEqual([240_000]);
    // No length sent: the next rest keeps the log's.
    actor.send({ type: 'START', now: performance.now() });
    expect(selectRestSeconds(actor.getSnapshot())).toBe(240);
    vi.advanceTimersByTime(240_000);
    expect(cues).toHaveLength(2);
  });

  it('a restored log keeps its length; a length outside 3-5 min is brought inside', () => {
    expect(
      selectRestSeconds(
        createActor(restTimerMachine, { input: { restSeconds: 240 } })
          .start()
          .getSnapshot(),
      ),
    ).toBe(240);
    const { actor } = cuedLog();
    actor.send({ type: 'START', now: 0, restSeconds: 900 });
    expect(selectRestSeconds(actor.getSnapshot())).toBe(300);
  });

  it('no cue for a skipped rest, nor for a rest long over when a reload restores it', () => {
    const skipped = cuedLog();
    skipped.actor.send({ type: 'START', now: performance.now(), restSeconds: 180 });
    vi.advanceTimersByTime(60_000);
    skipped.actor.send({ type: 'SKIP' });
    expect(skipped.actor.getSnapshot().value).toBe('ready');
    expect(skipped.cues).toEqual([]);

    const restored = cuedLog({ restSeconds: 180, trials: [{ value: 100, success: true }] });
    restored.actor.send({ type: 'START', now: performance.now(), resumeFromElapsedMs: 600_000 });
    expect(restored.actor.getSnapshot().value).toBe('ready');
    const justOver = cuedLog({ restSeconds: 180, trials: [{ value: 100, success: true }] });
    justOver.actor.send({ type: 'START', now: performance.now(), resumeFromElapsedMs: 180_500 }); // cued before the reload
    expect(justOver.actor.getSnapshot().value).toBe('ready');
    expect([...restored.cues, ...justOver.cues]).toEqual([]);
  });

  it('a rest whose end a TICK finds just passed (a late timer) is still cued at its end', () => {
    const { actor, cues } = cuedLog();
    actor.send({ type: 'START', now: 0, restSeconds: 180 });
    actor.send({ type: 'TICK', now: 180_500 });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(cues.map((c) => c.atOffsetMs)).toEqual([180_000]);
  });
});
