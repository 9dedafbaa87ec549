// One home for every limit a profile field has: the forms check what is typed with these, and the stored-profile
// reader checks what it reads back with the same ones, so a value a form accepts is always one the reader keeps
// (decisions 0033 and 0034). Measurement ranges that belong to one builder (blood pressure, resting HR, pushups,
// circumferences, skinfolds, sit and reach) stay in that builder; the reader imports them from there.

export interface NumberLimit {
  readonly min: number;
  readonly max: number;
  /** Whole numbers only. */
  readonly integer?: boolean;
}

/** Decision 0033: at most 50 characters for a first or a last name. */
export const NAME_MAX_LENGTH = 50;

/**
 * Decision 0033: letters of any alphabet (with their combining marks), single spaces, hyphens or apostrophes between
 * them. Digits, symbols, doubled or leading/trailing separators are refused.
 */
const NAME_RULE = /^[\p{L}\p{M}]+(?:[ '\u2019-][\p{L}\p{M}]+)*$/u;

/** The same rule for the input's `pattern` attribute (the browser compiles it with the `v` flag). */
export const NAME_INPUT_PATTERN = "[\\p{L}\\p{M}]+(?:[ '\\u2019\\-][\\p{L}\\p{M}]+)*";

/** True when `name` (already trimmed) is a name decision 0033 accepts. */
export function isValidName(name: string): boolean {
  return name.length > 0 && name.length <= NAME_MAX_LENGTH && NAME_RULE.test(name);
}

/** Age the demographics form submits: whole years 18-100 (spec §5; decision 0034 whole years only). */
export const DEMOGRAPHICS_AGE: NumberLimit = { min: 18, max: 100, integer: true };
/** What the age input itself allows before submit (spec §5). */
export const AGE_INPUT: NumberLimit = { min: 0, max: 120, integer: true };
/** The muscular fitness form's age (spec §5: 14-125, whole years); also the widest age any form stores. */
export const MUSCULAR_AGE: NumberLimit = { min: 14, max: 125, integer: true };
/** Any stored age. */
export const STORED_AGE: NumberLimit = MUSCULAR_AGE;

/** Decision 0034: current and goal weight 40-200 kg, i.e. 88-440 lb, on every form that takes them. */
export const WEIGHT_KG: NumberLimit = { min: 40, max: 200 };
export const WEIGHT_LB: NumberLimit = { min: 88, max: 440 };
/** Height in cm (spec §5). */
export const HEIGHT_CM: NumberLimit = { min: 50, max: 250 };

/** Maximum heart rate, bpm (spec §5 "Measurement forms": 0-220). */
export const HR_MAX: NumberLimit = { min: 0, max: 220 };
/** One-repetition maximum and grip strength, kg: the forms take 0-2000 in the user's unit, so 2000 kg bounds both. */
export const LIFT_KG: NumberLimit = { min: 0, max: 2000 };
/** Grip strength stores the sum of both hands (decision 0005), each hand within LIFT_KG. */
export const GRIP_SUM_KG: NumberLimit = { min: 0, max: 2 * LIFT_KG.max };

/** True when `value` is a finite number within the limit (and whole when asked). */
export function withinLimit(value: unknown, limit: NumberLimit): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= limit.min &&
    value <= limit.max &&
    (!limit.integer || Number.isInteger(value))
  );
}
