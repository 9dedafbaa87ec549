// Representative events per machine. Model time zero is START { now: 0 }; TICK readings are absolute, chosen so
// that a TICK either changes nothing or catches up across at least one boundary (keeps the state space finite and
// keeps real timers in step with the model).
import { type AnyMachineSnapshot } from 'xstate';
import { STEP_TEST_TOTAL_MS, stepTestPhaseAt } from '@machines/stepTestMachine';
import { COUNTDOWN_MS, type PushupContext } from '@machines/pushupCountdownMachine';
import {
  NEXT_STAGE_WARNING_MS,
  protocolEndMs,
  stageIndexAt,
  type TreadmillContext,
} from '@machines/treadmillTimerMachine';
import type { RestTimerContext } from '@machines/restTimerMachine';
import type { ModelEvents } from './modelPath';

function clockOf(snapshot: AnyMachineSnapshot): { startedAt: number; now: number } {
  const { startedAt, now } = snapshot.context as { startedAt: number | null; now: number | null };
  return { startedAt: startedAt ?? 0, now: now ?? 0 };
}

export const stepTestModelEvents: ModelEvents = (snapshot) => {
  const { startedAt, now } = clockOf(snapshot);
  const phase = stepTestPhaseAt(now - startedAt);
  const ticks = [
    { type: 'TICK', now },
    { type: 'TICK', now: startedAt + STEP_TEST_TOTAL_MS + 1_000 },
  ];
  if (phase && phase.index < 3) ticks.push({ type: 'TICK', now: startedAt + phase.endMs + 1_000 });
  return [{ type: 'START', now: 0 }, { type: 'START', now: 0, resumeFromElapsedMs: 100_000 }, ...ticks];
};

export const pushupModelEvents: ModelEvents = (snapshot) => {
  const { startedAt, now } = clockOf(snapshot);
  const elapsed = now - startedAt;
  const ticks = [{ type: 'TICK', now }];
  if (elapsed < COUNTDOWN_MS)
    ticks.push({ type: 'TICK', now: startedAt + (Math.floor(elapsed / 1000) + 1) * 1000 + 500 });
  ticks.push({ type: 'TICK', now: startedAt + COUNTDOWN_MS + 61_000 });
  const context = snapshot.context as PushupContext;
  // Taps are offered up to two repetitions (enough to take TAP_REP and UNDO_REP; keeps the state space finite).
  const taps = context.reps < 2 ? [{ type: 'TAP_REP' }] : [];
  return [
    { type: 'START', now: 0 },
    ...ticks,
    ...taps,
    { type: 'UNDO_REP' },
    { type: 'FINISH', now: context.now ?? 0 },
  ];
};

export const treadmillModelEvents: ModelEvents = (snapshot) => {
  const context = snapshot.context as TreadmillContext;
  const { startedAt, now } = clockOf(snapshot);
  const stageMs = context.protocol.stageSeconds * 1000;
  const endMs = protocolEndMs(context.protocol);
  const index = stageIndexAt(context.protocol, now - startedAt);
  const ticks = [
    { type: 'TICK', now },
    { type: 'TICK', now: startedAt + endMs + 1_000 },
  ];
  if ((index + 1) * stageMs < endMs) {
    ticks.push({ type: 'TICK', now: startedAt + (index + 1) * stageMs + stageMs / 2 });
    // A reading inside the 10-s warning before the stage change (the warning catches up at once).
    const inWarning = startedAt + (index + 1) * stageMs - NEXT_STAGE_WARNING_MS / 2;
    if (inWarning > now) ticks.push({ type: 'TICK', now: inWarning });
  }
  return [{ type: 'START', now: 0 }, ...ticks, { type: 'STOP', now }];
};

export const restTimerModelEvents: ModelEvents = (snapshot) => {
  const context = snapshot.context as RestTimerContext;
  const { startedAt, now } = clockOf(snapshot);
  // A new rest (START or a logged trial) starts at model time 0 again, so readings stay within a few values.
  return [
    { type: 'START', now: 0 },
    { type: 'TICK', now },
    { type: 'TICK', now: startedAt + context.restMs + 1_000 },
    { type: 'LOG_TRIAL', value: 100, success: true, now: 0 },
    { type: 'LOG_TRIAL', value: 110, success: false, now: 0 },
  ];
};
