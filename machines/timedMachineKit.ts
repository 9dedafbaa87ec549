// The timed-machine kit (decision 0143): what the four timed machines (step test, pushup countdown, treadmill
// timer, rest timer) share, written once. Each machine spreads these into its setup() and its states:
// - the effect stubs every run has (persist, clearPersisted, soundCue) and its two actors (ticker, wakeLock), no-ops
//   here and provided by the app (src/state/run/timedRun.ts);
// - the clock actions: time zero at START, a TICK's reading kept (readings only move forward), the clock reset;
// - the transitions: START from idle, and TICK / CANCEL / RESET while the run runs;
// - how a phase with a fixed end leaves (leaveAt, with the isPastOffset guard and the reachOffset action).
// The ticker is a named child ('ticker'): the machine tells it the clock reading of the next display change (its
// `input` when the run starts, a NEXT_CHANGE event after each TICK), so no one outside the machine reads its snapshot.
import { assign, fromCallback, sendTo, type ActionArgs, type AnyActorRef, type EventObject } from 'xstate';
import {
  elapsedMs,
  isClockReading,
  isPastOffset,
  isValidStart,
  laterReading,
  msUntilOffset,
  nextWholeSecondAt,
  reachOffset,
  startClock,
  type ClockContext,
  type ClockReader,
  type PersistParams,
  type StartEvent,
  type TickEvent,
} from './timing';
import { isCueStillDue, type SoundCueParams } from './testCues';

/** The id of the ticker child while a run runs (the machine sends it NEXT_CHANGE). */
export const TICKER_ID = 'ticker';

/** The clock reading at which the display changes next; null when nothing is scheduled (the ticker then waits). */
export interface NextChangeEvent {
  type: 'NEXT_CHANGE';
  at: number | null;
}

/** What the ticker is started with: the first change point of the run. */
export interface TickerInput {
  at: number | null;
}

/** When a machine's display changes next, from its context (the latest reading is `context.now`). */
export type NextChangeAt<TContext extends ClockContext> = (context: TContext) => number | null;

/**
 * The change points of a display that shows whole seconds (the pushups, the treadmill, the rest timer; their phase and
 * stage boundaries fall on whole seconds): the next whole second after the latest reading, or null before START.
 */
export function nextWholeSecondChange(context: ClockContext): number | null {
  const { startedAt, now } = context;
  return startedAt === null || now === null ? null : nextWholeSecondAt(startedAt, now);
}

/** The effect actions every timed run declares (no-ops; the app provides them with .provide()). */
export function timedEffectStubs<TInput>() {
  return {
    /** Saves what a reload needs to resume the run (src/effects/protocolSnapshotStore.ts). */
    persist: (_: unknown, _params: PersistParams<TInput>) => {},
    /** Forgets the saved run. */
    clearPersisted: () => {},
    /** Sounds a test-day cue at its moment (machines/testCues.ts; the app's cue player). */
    soundCue: (_: unknown, _params: SoundCueParams) => {},
  };
}

/** The actors every timed run invokes while it runs (no-ops; the app provides them, src/effects/timedRunActors.ts). */
export const timedActorStubs = {
  /** Sends TICK { now } at the change points the machine names (src/effects/changePointTicker.ts). */
  ticker: fromCallback<NextChangeEvent, TickerInput>(() => {}),
  /** Holds a screen wake lock while the run runs (src/effects/wakeLock.ts). */
  wakeLock: fromCallback(() => {}),
};

/** The ticker and the wake lock, as a running state invokes them; the ticker starts at the first change point. */
export function runInvokes<TContext extends ClockContext>(nextChangeAt: NextChangeAt<TContext>) {
  return [
    { id: TICKER_ID, src: 'ticker', input: ({ context }: { context: TContext }) => ({ at: nextChangeAt(context) }) },
    { src: 'wakeLock' },
  ] as const;
}

/** The clock actions of a timed machine: time zero at START, a TICK's reading kept, the next change told. */
export function clockActions<TContext extends ClockContext, TEvent extends EventObject>(
  nextChangeAt: NextChangeAt<TContext>,
) {
  return {
    /** START { now, resumeFromElapsedMs? }: time zero is now minus the resume offset. */
    startClock: assign<TContext, TEvent, undefined, TEvent, never>(
      ({ event }) => (isStartEvent(event) ? startClock(event) : {}) as Partial<TContext>,
    ),
    /** TICK { now }: the reading is kept when it is later than the one already seen. */
    keepReading: assign<TContext, TEvent, undefined, TEvent, never>(
      ({ context, event }) =>
        (isTickEvent(event) ? { now: laterReading(context, event.now) } : {}) as Partial<TContext>,
    ),
    /** Tells the ticker the next change point, from the reading just kept. */
    tellTicker: sendTo<TContext, TEvent, undefined, AnyActorRef, TEvent>(
      TICKER_ID,
      ({ context }: ActionArgs<TContext, TEvent, TEvent>): NextChangeEvent => ({
        type: 'NEXT_CHANGE',
        at: nextChangeAt(context),
      }),
    ),
  };
}

/** The guards of the shared transitions. */
export const clockGuards = {
  isValidStart: ({ event }: { event: { type: string } }) => isStartEvent(event) && isValidStart(event),
  isClockReading: ({ event }: { event: { type: string } }) => isTickEvent(event) && isClockReading(event.now),
};

/** A boundary of a run, ms from time zero: the params of `isPastOffset` and `reachOffset`. */
export interface Offset {
  offsetMs: number;
}

/** The guard a phase's end is checked by: the clock is already past the boundary (a catch-up goes straight on). */
export const offsetGuards = {
  isPastOffset: ({ context }: { context: ClockContext }, params: Offset) => isPastOffset(context, params.offsetMs),
};

/** The action at a phase's end: the clock reaches the boundary exactly, however late its timer fired. */
export function offsetActions<TContext extends ClockContext, TEvent extends EventObject>() {
  return {
    reachOffset: assign<TContext, TEvent, Offset, TEvent, never>(
      ({ context }, params) => reachOffset(context, params.offsetMs) as Partial<TContext>,
    ),
  };
}

/**
 * How a phase with a fixed end leaves, spread into its state: straight on to `target` when the clock is already past
 * `endMs` (a catch-up after a hidden tab or a resume), else when its named `delay` fires, the clock then reaching
 * `endMs` exactly.
 */
export function leaveAt<const TDelay extends string, const TTarget extends string>(
  endMs: number,
  delay: TDelay,
  target: TTarget,
) {
  const end: Offset = { offsetMs: endMs };
  const leave = { target, actions: { type: 'reachOffset', params: end } } as const;
  return {
    always: { guard: { type: 'isPastOffset', params: end }, target } as const,
    after: { [delay]: leave } as { [K in TDelay]: typeof leave },
  };
}

/** START from idle: a valid reading begins the run at `running` (the treadmill adds its first stage). */
export const START_RUN = { guard: 'isValidStart', target: 'running', actions: 'startClock' } as const;

/** TICK while the run runs: the reading kept, the ticker told the next change (a catch-up `always` may follow). */
export const TICK_WHILE_RUNNING = { guard: 'isClockReading', actions: ['keepReading', 'tellTicker'] } as const;

/** CANCEL and RESET while the run runs: back to idle, the run forgotten (`resetRun` is each machine's own reset). */
export const STOP_RUN = {
  CANCEL: { target: 'idle', actions: ['resetRun', 'clearPersisted'] },
  RESET: { target: 'idle', actions: ['resetRun', 'clearPersisted'] },
} as const;

/**
 * A machine's named delays: the time left until each absolute boundary (ms from time zero). Without a clock the
 * machine's own latest reading is used (exact under fake timers); the app passes a live monotonic clock, so a late
 * timer never delays the following boundaries (decision 0026).
 */
export function untilOffset(clock?: ClockReader) {
  return (offsetMs: number) =>
    ({ context }: { context: ClockContext }) =>
      msUntilOffset(context, offsetMs, clock?.());
}

function isStartEvent(event: { type: string }): event is StartEvent {
  return event.type === 'START';
}

function isTickEvent(event: { type: string }): event is TickEvent {
  return event.type === 'TICK';
}

/**
 * A group run's saved input worth resuming: runner ids (strings, each once) and, when present, one entry per runner at
 * most (each of those runners, each passing `isEntry`): the stopwatch's finishes, the shuttle run's outs.
 */
export function isRunnersInput(
  value: unknown,
  entriesKey: string,
  isEntry: (entry: object) => boolean,
): value is { runners: string[] } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const runners: unknown = (value as { runners?: unknown }).runners;
  const entries: unknown = (value as Record<string, unknown>)[entriesKey];
  if (!Array.isArray(runners) || !runners.every((id) => typeof id === 'string')) return false;
  if (new Set(runners).size !== runners.length) return false;
  if (entries === undefined) return true;
  if (!Array.isArray(entries)) return false;
  const seen = new Set<string>();
  return entries.every((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null || !isEntry(entry)) return false;
    const { clientId } = entry as { clientId?: unknown };
    if (typeof clientId !== 'string' || !runners.includes(clientId) || seen.has(clientId)) return false;
    seen.add(clientId);
    return true;
  });
}

/** A countdown of the kit: the clock and how long it runs (12 or 6 minutes, 30 s, 2 minutes…). */
export type CountdownContext = ClockContext & { readonly durationMs: number };

/** The start tone when a countdown starts afresh; none when it resumes (it began long ago) or is already over. */
export function startCue(context: CountdownContext, event: EventObject): SoundCueParams | null {
  if (isPastOffset(context, context.durationMs)) return null;
  const resumed = event.type === 'START' && Boolean((event as StartEvent).resumeFromElapsedMs);
  return event.type === 'START' && !resumed ? { cue: 'go', atOffsetMs: 0 } : null;
}

/** The end tone when a running countdown reaches its end; an end long past (a resume after a reload) is silent. */
export function endCue(context: CountdownContext, event: EventObject): SoundCueParams | null {
  return event.type !== 'START' && isCueStillDue(elapsedMs(context), context.durationMs)
    ? { cue: 'timeUp', atOffsetMs: context.durationMs }
    : null;
}

/** Milliseconds left of a countdown: the whole length before START, 0 once done. */
export function countdownRemainingMs(snapshot: {
  context: CountdownContext;
  matches: (state: 'idle' | 'done') => boolean;
}): number {
  const { context } = snapshot;
  if (snapshot.matches('idle')) return context.durationMs;
  if (snapshot.matches('done')) return 0;
  return Math.max(0, context.durationMs - elapsedMs(context));
}
