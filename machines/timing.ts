// Shared clock helpers for the timed-protocol machines (decision 0026).
//
// Every timed machine keeps two clock readings in its context: `startedAt` (the monotonic clock when the
// protocol's time zero was) and `now` (the latest reading the machine has seen, from START, TICK, STOP or
// a reached boundary). Elapsed time is always derived, `now - startedAt`, and never counted in ticks, so a
// hidden tab or a slow frame cannot shift a phase boundary. Readings are plain numbers (milliseconds of a
// monotonic clock such as performance.now()); the machines never read a clock themselves.

/** The clock part of a timed machine's context. Plain JSON: both are null before START. */
export interface ClockContext {
  /** Clock reading of the protocol's time zero (START's now minus any resume offset). */
  startedAt: number | null;
  /** Latest clock reading seen by the machine. */
  now: number | null;
}

/** START { now } begins a protocol; `resumeFromElapsedMs` restarts it part-way (a reload mid-test). */
export interface StartEvent {
  type: 'START';
  now: number;
  resumeFromElapsedMs?: number;
}

/** TICK { now }: a display-rate clock reading; when it is past a boundary the machine catches up at once. */
export interface TickEvent {
  type: 'TICK';
  now: number;
}

/** What the `persist` named action receives: enough to rebuild and resume the machine after a reload. */
export interface PersistParams<TInput> {
  machine: string;
  /** The state the machine is in, e.g. 'running.stepping'. */
  state: string;
  elapsedMs: number;
  input: TInput;
}

/** A function that reads a monotonic clock in milliseconds (the app passes () => performance.now()). */
export type ClockReader = () => number;

export const IDLE_CLOCK: ClockContext = { startedAt: null, now: null };

/** A usable clock reading: a finite number. */
export function isClockReading(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A usable resume offset: absent, or a finite number of milliseconds that is not negative. */
export function isResumeOffset(value: unknown): value is number | undefined {
  return value === undefined || (typeof value === 'number' && Number.isFinite(value) && value >= 0);
}

/** True when a START event carries a usable clock reading and resume offset. */
export function isValidStart(event: { now?: unknown; resumeFromElapsedMs?: unknown }): boolean {
  return isClockReading(event.now) && isResumeOffset(event.resumeFromElapsedMs);
}

/** The clock context after START: time zero is `now - resumeFromElapsedMs`. */
export function startClock(event: { now: number; resumeFromElapsedMs?: number }): ClockContext {
  const offset = event.resumeFromElapsedMs ?? 0;
  return { startedAt: event.now - offset, now: event.now };
}

/** Milliseconds since time zero, never negative; 0 before START. */
export function elapsedMs(clock: ClockContext): number {
  if (clock.startedAt === null || clock.now === null) return 0;
  return Math.max(0, clock.now - clock.startedAt);
}

/** The clock moves forward only: a reading older than the one already seen is ignored. */
export function laterReading(clock: ClockContext, reading: number): number {
  return clock.now === null ? reading : Math.max(clock.now, reading);
}

/** The clock context once the boundary at `offsetMs` from time zero has been reached (an `after` fired). */
export function reachOffset(clock: ClockContext, offsetMs: number): ClockContext {
  if (clock.startedAt === null) return clock;
  return { startedAt: clock.startedAt, now: laterReading(clock, clock.startedAt + offsetMs) };
}

/** True when the machine's clock is at or past `offsetMs` from time zero. */
export function isPastOffset(clock: ClockContext, offsetMs: number): boolean {
  return clock.startedAt !== null && clock.now !== null && clock.now - clock.startedAt >= offsetMs;
}

/**
 * Milliseconds from a clock reading until the absolute boundary `offsetMs` (from time zero), never negative.
 * With `reading` omitted the machine's own latest reading is used: that is the default `after` delay, exact
 * under fake timers. The app passes a live reading (performance.now()) instead, so a late timer never
 * pushes the next boundary back (no drift accumulates).
 */
export function msUntilOffset(clock: ClockContext, offsetMs: number, reading?: number): number {
  if (clock.startedAt === null) return offsetMs;
  const from = reading ?? clock.now ?? clock.startedAt;
  return Math.max(0, clock.startedAt + offsetMs - from);
}

/** The next whole second of a protocol that began at clock reading `startedAt`, after `now`. */
export function nextWholeSecondAt(startedAt: number, now: number): number {
  const elapsed = Math.max(0, now - startedAt);
  return startedAt + (Math.floor(elapsed / 1000 + 1e-9) + 1) * 1000;
}

/** Whole seconds as m:ss with at least two minute digits: 0 → '00:00', 75 → '01:15', 3600 → '60:00'. */
export function formatMmSs(totalSeconds: number): string {
  const whole = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const minutes = Math.floor(whole / 60);
  const seconds = whole % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** Elapsed milliseconds shown as mm:ss (whole seconds completed, as a stopwatch shows them). */
export function formatElapsed(ms: number): string {
  return formatMmSs(Math.floor(ms / 1000));
}

/** Remaining milliseconds as whole seconds, rounded up (a countdown shows 3, 2, 1 and reaches 0 at the end). */
export function secondsLeft(ms: number): number {
  return Math.max(0, Math.ceil(ms / 1000 - 1e-9));
}
