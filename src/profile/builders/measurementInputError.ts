// The one error a form's validation or builder throws: a submission that cannot be stored, with the message the
// screen shows and the field it is about.
//
// Convention for every form (demographics, the measurements, strength, the step test): an invalid entry throws
// MeasurementInputError before any update is built; the one submit path (useSubmitBuiltUpdate, src/state) shows
// `message` in the error banner and focuses the field, keeping what was typed. Missing profile data (sex, age …) is not an error here: the update
// carries `requires` and the profile machine refuses it with its own message.
import { CalculatorRangeError } from '@/calculators/CalculatorRangeError';

export class MeasurementInputError extends Error {
  override readonly name = 'MeasurementInputError';
  constructor(
    message: string,
    /** The form field the message is about (its input name), so the screen can focus it. */
    readonly field: string,
  ) {
    super(message);
  }
}

export interface MeasurementRange {
  readonly min: number;
  readonly max: number;
  /** Only whole numbers are accepted. */
  readonly integer?: boolean;
}

/** True when value is a finite number within [min, max] (and whole when asked). */
export function isInMeasurementRange(value: unknown, range: MeasurementRange): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= range.min &&
    value <= range.max &&
    (!range.integer || Number.isInteger(value))
  );
}

/** Returns value when it is in range; otherwise throws MeasurementInputError(message, field). */
export function requireMeasurement(value: unknown, range: MeasurementRange, message: string, field: string): number {
  if (!isInMeasurementRange(value, range)) throw new MeasurementInputError(message, field);
  return value;
}

/** Runs a calculator, turning its range error into a MeasurementInputError with a message for this form. */
export function withCalculatorMessage<T>(
  compute: () => T,
  message: (error: CalculatorRangeError) => string,
  field: string,
): T {
  try {
    return compute();
  } catch (error) {
    if (error instanceof CalculatorRangeError) throw new MeasurementInputError(message(error), field);
    throw error;
  }
}
