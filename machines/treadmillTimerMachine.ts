// Treadmill protocol timer (spec §2 "Treadmill protocols", spec §4, decisions 0011 and 0026).
//
// One machine runs any protocol from its stage table and stage length: idle → running (START) → stopped (STOP, or
// automatically at the end of the last stage: Bruce 21:00 after stage 7, Ramp 15:30 after stage 31). Stage n starts
// at (n − 1) × stageSeconds from time zero. Each stage change is a transition: the single `after` (named delay
// `stageEnds`, the time left until the current stage's absolute end) re-enters `running` with the next stage, and a
// TICK whose reading lies in a later stage re-enters `running` at that stage at once (catch-up). The stage index
// lives in the context, so the state space is bounded by the stage count.
import { assign, enqueueActions, setup, type SnapshotFrom } from 'xstate';
import type { TreadmillProtocol, TreadmillStage } from '@/calculators/treadmillProtocols';
import {
  IDLE_CLOCK,
  elapsedMs,
  formatElapsed,
  isClockReading,
  isPastOffset,
  laterReading,
  msUntilOffset,
  reachOffset,
  type ClockContext,
  type ClockReader,
  type PersistParams,
  type StartEvent,
  type TickEvent,
} from './timing';
import {
  START_RUN,
  TICK_WHILE_RUNNING,
  clockActions,
  clockGuards,
  nextWholeSecondChange,
  runInvokes,
  timedActorStubs,
  timedEffectStubs,
} from './timedMachineKit';

export type { TreadmillProtocol, TreadmillStage };

export interface TreadmillInput {
  protocol: TreadmillProtocol;
}

export function isTreadmillProtocol(value: unknown): value is TreadmillProtocol {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Partial<TreadmillProtocol>;
  return (
    typeof p.id === 'string' &&
    typeof p.name === 'string' &&
    typeof p.stageSeconds === 'number' &&
    Number.isFinite(p.stageSeconds) &&
    p.stageSeconds > 0 &&
    Array.isArray(p.stages) &&
    p.stages.length > 0 &&
    p.stages.every((s: Partial<TreadmillStage>) =>
      [s.stage, s.grade, s.speed, s.mets].every((n) => typeof n === 'number' && Number.isFinite(n)),
    )
  );
}

export function isTreadmillInput(value: unknown): value is TreadmillInput {
  return typeof value === 'object' && value !== null && isTreadmillProtocol((value as TreadmillInput).protocol);
}

export interface TreadmillContext extends ClockContext {
  protocol: TreadmillProtocol;
  /** 0-based index of the current stage. */
  stageIndex: number;
  /** Stage number (1-based) and METs when the timer stopped; null until then (for the results route ?mets=N). */
  finalStage: number | null;
  finalMets: number | null;
}

export type TreadmillEvent = StartEvent | TickEvent | { type: 'STOP'; now: number } | { type: 'RESET' };

export interface AnnounceStageParams {
  stage: number;
  grade: number;
  speed: number;
  mets: number;
}

export interface TreadmillResultParams {
  stage: number;
  mets: number;
  /** Total time on the treadmill in whole seconds, as the clock showed it (Bruce VO2 max from time, decision 0036). */
  seconds: number;
}

/** The warning before a stage change comes this long before it (issue "Test day"). */
export const NEXT_STAGE_WARNING_MS = 10_000;

/** What the `warnNextStage` named action receives: the stage about to start and when. */
export interface NextStageWarningParams {
  next: TreadmillStage;
  /** When the next stage starts, ms from time zero. */
  atOffsetMs: number;
}

export function stageMs(protocol: TreadmillProtocol): number {
  return protocol.stageSeconds * 1000;
}

/** When the protocol ends (after its last stage), ms from time zero: Bruce 1 260 000 (21:00), Ramp 930 000 (15:30). */
export function protocolEndMs(protocol: TreadmillProtocol): number {
  return protocol.stages.length * stageMs(protocol);
}

/** 0-based index of the stage running at `elapsed` ms (the last stage at or after the end). */
export function stageIndexAt(protocol: TreadmillProtocol, elapsed: number): number {
  const index = Math.floor(Math.max(0, elapsed) / stageMs(protocol));
  return Math.min(protocol.stages.length - 1, index);
}

function stageRow(context: TreadmillContext, index = context.stageIndex): TreadmillStage {
  return context.protocol.stages[Math.min(Math.max(0, index), context.protocol.stages.length - 1)] as TreadmillStage;
}

/** When the current stage ends, ms from time zero. */
function stageEndOffset(context: TreadmillContext): number {
  return (context.stageIndex + 1) * stageMs(context.protocol);
}

/** When the warning before the next stage is due, ms from time zero (never before the stage began). */
export function warningOffset(context: TreadmillContext): number {
  return Math.max(context.stageIndex * stageMs(context.protocol), stageEndOffset(context) - NEXT_STAGE_WARNING_MS);
}

/**
 * Named delays `stageEnds` (the time left until the current stage's absolute end) and `warningDue` (until 10 s
 * before it); see stepTestDelays for the clock.
 */
export function treadmillDelays(clock?: ClockReader) {
  return {
    stageEnds: ({ context }: { context: TreadmillContext }) =>
      msUntilOffset(context, stageEndOffset(context), clock?.()),
    warningDue: ({ context }: { context: TreadmillContext }) =>
      msUntilOffset(context, warningOffset(context), clock?.()),
  };
}

function persistParams(context: TreadmillContext): PersistParams<TreadmillInput> {
  return {
    machine: 'treadmill',
    state: 'running',
    elapsedMs: elapsedMs(context),
    input: { protocol: context.protocol },
  };
}

export const treadmillTimerMachine = setup({
  types: {
    context: {} as TreadmillContext,
    events: {} as TreadmillEvent,
    input: {} as TreadmillInput,
  },
  actions: {
    ...timedEffectStubs<TreadmillInput>(),
    announceStage: (_, _params: AnnounceStageParams) => {},
    warnNextStage: (_, _params: NextStageWarningParams) => {},
    navigateToResults: (_, _params: TreadmillResultParams) => {},
    ...clockActions<TreadmillContext, TreadmillEvent>(nextWholeSecondChange),
    /** A START may resume part-way: the stage its reading falls in. */
    startAtItsStage: assign(({ context }) => ({
      stageIndex: stageIndexAt(context.protocol, elapsedMs(context)),
      finalStage: null,
      finalMets: null,
    })),
    resetRun: assign(() => ({ ...IDLE_CLOCK, stageIndex: 0, finalStage: null, finalMets: null })),
  },
  guards: {
    ...clockGuards,
    isLastStage: ({ context }) => context.stageIndex >= context.protocol.stages.length - 1,
    isPastEnd: ({ context }) => isPastOffset(context, protocolEndMs(context.protocol)),
    isWarningDue: ({ context }) =>
      context.stageIndex < context.protocol.stages.length - 1 && isPastOffset(context, warningOffset(context)),
  },
  delays: treadmillDelays(),
  actors: timedActorStubs,
}).createMachine({
  id: 'treadmillTimer',
  initial: 'idle',
  context: ({ input }) => ({
    protocol: input.protocol,
    ...IDLE_CLOCK,
    stageIndex: 0,
    finalStage: null,
    finalMets: null,
  }),
  states: {
    idle: {
      on: { START: { ...START_RUN, actions: ['startClock', 'startAtItsStage'] } },
    },
    running: {
      // The ticker and the wake lock belong to the whole run, not to one stage: a stage change must not release the lock.
      invoke: runInvokes(nextWholeSecondChange),
      initial: 'stage',
      states: {
        stage: {
          entry: enqueueActions(({ context, enqueue }) => {
            if (isPastOffset(context, protocolEndMs(context.protocol))) return; // passing through on the way to stopped
            const { stage, grade, speed, mets } = stageRow(context);
            enqueue({ type: 'announceStage', params: { stage, grade, speed, mets } });
            enqueue({ type: 'persist', params: persistParams(context) });
          }),
          always: { guard: 'isPastEnd', target: '#treadmillTimer.stopped' },
          // Ten seconds before a stage change (not after the last stage) the next stage is shown and sounded.
          initial: 'steady',
          states: {
            steady: {
              always: { guard: 'isWarningDue', target: 'warned' },
              after: {
                warningDue: {
                  guard: ({ context }) => context.stageIndex < context.protocol.stages.length - 1,
                  target: 'warned',
                  actions: assign(({ context }) => reachOffset(context, warningOffset(context))),
                },
              },
            },
            warned: {
              entry: enqueueActions(({ context, enqueue }) => {
                if (isPastOffset(context, stageEndOffset(context))) return; // passing through on a catch-up
                const atOffsetMs = stageEndOffset(context);
                enqueue({
                  type: 'warnNextStage',
                  params: { next: stageRow(context, context.stageIndex + 1), atOffsetMs },
                });
                enqueue({ type: 'soundCue', params: { cue: 'nextStage', atOffsetMs: warningOffset(context) } });
              }),
            },
          },
          after: {
            stageEnds: [
              {
                guard: 'isLastStage',
                target: '#treadmillTimer.stopped',
                actions: assign(({ context }) => reachOffset(context, protocolEndMs(context.protocol))),
              },
              {
                target: 'stage',
                reenter: true,
                actions: assign(({ context }) => ({
                  ...reachOffset(context, (context.stageIndex + 1) * stageMs(context.protocol)),
                  stageIndex: context.stageIndex + 1,
                })),
              },
            ],
          },
          on: {
            TICK: [
              {
                // Catch-up: the reading is in a later stage (timers were late, e.g. in a hidden tab).
                guard: ({ context, event }) =>
                  isClockReading(event.now) &&
                  stageIndexAt(context.protocol, laterReading(context, event.now) - (context.startedAt ?? 0)) !==
                    context.stageIndex,
                target: 'stage',
                reenter: true,
                actions: [
                  assign(({ context, event }) => {
                    const now = laterReading(context, event.now);
                    return { now, stageIndex: stageIndexAt(context.protocol, now - (context.startedAt ?? now)) };
                  }),
                  'tellTicker',
                ],
              },
              TICK_WHILE_RUNNING,
            ],
          },
        },
      },
      on: {
        STOP: {
          target: 'stopped',
          actions: assign(({ context, event }) => ({
            now: isClockReading(event.now) ? laterReading(context, event.now) : context.now,
          })),
        },
        RESET: { target: 'idle', actions: ['resetRun', 'clearPersisted'] },
      },
    },
    stopped: {
      entry: [
        assign(({ context }) => {
          const index = stageIndexAt(context.protocol, elapsedMs(context));
          const row = stageRow(context, index);
          return { stageIndex: index, finalStage: row.stage, finalMets: row.mets };
        }),
        'clearPersisted',
        {
          type: 'navigateToResults',
          params: ({ context }) => ({
            stage: context.finalStage ?? 1,
            mets: context.finalMets ?? 0,
            seconds: Math.floor(Math.min(elapsedMs(context), protocolEndMs(context.protocol)) / 1000),
          }),
        },
      ],
      on: { RESET: { target: 'idle', actions: 'resetRun' } },
    },
  },
});

export type TreadmillSnapshot = SnapshotFrom<typeof treadmillTimerMachine>;

/** Elapsed ms since START, at most the protocol's length (frozen once stopped). */
export function selectElapsedMs(snapshot: TreadmillSnapshot): number {
  return Math.min(elapsedMs(snapshot.context), protocolEndMs(snapshot.context.protocol));
}

/** Elapsed time as mm:ss. */
export function selectElapsedText(snapshot: TreadmillSnapshot): string {
  return formatElapsed(selectElapsedMs(snapshot));
}

/** The current stage's row (stage 1 before START; the final stage once stopped). */
export function selectStage(snapshot: TreadmillSnapshot): TreadmillStage {
  return stageRow(snapshot.context);
}

export function selectStageNumber(snapshot: TreadmillSnapshot): number {
  return selectStage(snapshot).stage;
}

export function selectSpeedMph(snapshot: TreadmillSnapshot): number {
  return selectStage(snapshot).speed;
}

export function selectGradePercent(snapshot: TreadmillSnapshot): number {
  return selectStage(snapshot).grade;
}

export function selectMets(snapshot: TreadmillSnapshot): number {
  return selectStage(snapshot).mets;
}

/** The final stage, its METs and the total whole seconds once stopped (for the results route), else null. */
export function selectResult(snapshot: TreadmillSnapshot): TreadmillResultParams | null {
  const { finalStage, finalMets } = snapshot.context;
  if (finalStage === null || finalMets === null) return null;
  return { stage: finalStage, mets: finalMets, seconds: Math.floor(selectElapsedMs(snapshot) / 1000) };
}

/** The next stage's row while running (the preview), or null on the last stage and when not running. */
export function selectNextStage(snapshot: TreadmillSnapshot): TreadmillStage | null {
  if (!snapshot.matches('running')) return null;
  const { protocol, stageIndex } = snapshot.context;
  return protocol.stages[stageIndex + 1] ?? null;
}

/** True in the last 10 s before a stage change (the warning is shown). */
export function selectNextStageWarning(snapshot: TreadmillSnapshot): boolean {
  return snapshot.matches({ running: { stage: 'warned' } });
}

/** Milliseconds until the next stage starts while running, else null. */
export function selectMsToNextStage(snapshot: TreadmillSnapshot): number | null {
  if (selectNextStage(snapshot) === null) return null;
  return Math.max(0, stageEndOffset(snapshot.context) - elapsedMs(snapshot.context));
}
