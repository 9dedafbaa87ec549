// The grip strength trial log as pure data: two trials per hand, alternating left and right, the best of each hand.
export type Hand = 'left' | 'right';

export interface GripTrial {
  hand: Hand;
  /** kg */
  kg: number;
}

/** CSEP protocol: two trials per hand, hands alternating. */
export const GRIP_TRIAL_ORDER: readonly Hand[] = ['left', 'right', 'left', 'right'];

/** The hand of the next trial, or null once all four are logged. */
export function nextGripHand(trials: readonly GripTrial[]): Hand | null {
  return GRIP_TRIAL_ORDER[trials.length] ?? null;
}

/** The log with one more reading for the next hand; unchanged when the log is full or the reading is not a number > 0. */
export function logGripTrial(trials: readonly GripTrial[], kg: number): readonly GripTrial[] {
  const hand = nextGripHand(trials);
  if (hand === null || !Number.isFinite(kg) || kg <= 0) return trials;
  return [...trials, { hand, kg }];
}

/** The best reading of one hand, or null before its first trial. */
export function bestGripOf(trials: readonly GripTrial[], hand: Hand): number | null {
  const readings = trials.filter((t) => t.hand === hand).map((t) => t.kg);
  return readings.length ? Math.max(...readings) : null;
}

/** A stored grip log worth restoring: at most four readings > 0, hands in the protocol's order. */
export function isGripTrialLog(value: unknown): value is readonly GripTrial[] {
  if (!Array.isArray(value) || value.length > GRIP_TRIAL_ORDER.length) return false;
  return value.every((trial: unknown, index) => {
    if (typeof trial !== 'object' || trial === null) return false;
    const t = trial as Partial<GripTrial>;
    return t.hand === GRIP_TRIAL_ORDER[index] && typeof t.kg === 'number' && Number.isFinite(t.kg) && t.kg > 0;
  });
}

export const isEmptyGripLog = (trials: readonly GripTrial[]): boolean => trials.length === 0;
