// Test helper: asserts that a call throws CalculatorRangeError with exactly the given message (and field).
import { expect } from 'vitest';
import { CalculatorRangeError } from '@/calculators/CalculatorRangeError';

export function expectRangeError(call: () => unknown, message: string, field?: string): void {
  let caught: unknown = undefined;
  try {
    call();
  } catch (error) {
    caught = error;
  }
  expect(caught, 'expected a CalculatorRangeError').toBeInstanceOf(CalculatorRangeError);
  const error = caught as CalculatorRangeError;
  expect(error.message).toBe(message);
  if (field !== undefined) expect(error.field).toBe(field);
}

/** Values that must be rejected by every numeric input. */
export const NON_FINITE = [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY] as const;
