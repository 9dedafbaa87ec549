// Input and output guards shared by the calculators: every out-of-range or non-finite number throws CalculatorRangeError.
import { CalculatorRangeError, RANGE_MESSAGES } from './CalculatorRangeError';
import type { Sex } from '@/domain/person';

export interface RangeOptions {
  /** The lower limit itself is not allowed (value > min). */
  readonly minExclusive?: boolean;
  /** The upper limit itself is not allowed (value < max). */
  readonly maxExclusive?: boolean;
  /** Only whole numbers are allowed. */
  readonly integer?: boolean;
}

/** Returns value when it is a finite number within [min, max] (or the open ends asked for); otherwise throws. */
export function requireRange(
  value: number,
  min: number,
  max: number,
  field: string,
  message: string,
  options: RangeOptions = {},
): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new CalculatorRangeError(message, field);
  const belowMin = options.minExclusive ? value <= min : value < min;
  const aboveMax = options.maxExclusive ? value >= max : value > max;
  if (belowMin || aboveMax) throw new CalculatorRangeError(message, field);
  if (options.integer && !Number.isInteger(value)) throw new CalculatorRangeError(message, field);
  return value;
}

/** Last line of defence: a calculator never returns NaN or Infinity. */
export function requireFiniteResult(value: number, field: string, message: string = RANGE_MESSAGES.value): number {
  if (!Number.isFinite(value)) throw new CalculatorRangeError(message, field);
  return value;
}

/** The demographic form's message for a sex other than MALE or FEMALE (spec §5). */
export const SEX_MESSAGE = 'Sex Is Outside Testing Types';

/** Returns sex when it is 'MALE' or 'FEMALE' (a run-time check for untyped callers); otherwise throws. */
export function requireSex(sex: Sex): Sex {
  if (sex !== 'MALE' && sex !== 'FEMALE') throw new CalculatorRangeError(SEX_MESSAGE, 'sex');
  return sex;
}
