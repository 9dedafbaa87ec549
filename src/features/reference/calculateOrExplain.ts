// Runs a calculator on stored profile values; a value outside the calculator's range becomes its message instead of a crash.
import { CalculatorRangeError } from '@/calculators/CalculatorRangeError';

export type Calculated<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

export function calculateOrExplain<T>(calculate: () => T): Calculated<T> {
  try {
    return { ok: true, value: calculate() };
  } catch (error) {
    if (error instanceof CalculatorRangeError) return { ok: false, message: error.message };
    throw error;
  }
}
