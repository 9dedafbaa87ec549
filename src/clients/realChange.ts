// Whether a change between two sessions of one test is real (decision 49): larger than the test's cited minimal
// detectable change (./measurementError.ts), or within measurement error, or without a reference. Pure; the two
// sessions are of the same test, protocol and units (the history compares only like with like).
import { roundHalfUp } from '@/calculators/rounding';
import { measurementErrorOf, type MeasurementErrorReference } from './measurementError';

export type RealChangeVerdict =
  | {
      readonly kind: 'real' | 'within-error';
      /** The MDC in the user's units, as shown (the figure compared with). */
      readonly mdc: number;
      readonly reference: MeasurementErrorReference;
    }
  | { readonly kind: 'no-reference' };

/** The MDC of a measure in the user's units, for a change from `previous` (user units): a relative MDC to 0.1. */
export function mdcInUserUnits(reference: MeasurementErrorReference, previous: number, metric: boolean): number {
  const { mdc } = reference;
  if (mdc.kind === 'absolute') return metric ? mdc.metric : mdc.imperial;
  return roundHalfUp((Math.abs(previous) * mdc.percent) / 100, 1);
}

/**
 * The verdict on a change `delta` from `previous` (both in the user's units): real when |delta| exceeds the MDC,
 * within measurement error when it is at or below it (a change equal to the MDC is not larger than the error).
 */
export function realChangeVerdict(field: string, previous: number, delta: number, metric: boolean): RealChangeVerdict {
  const reference = measurementErrorOf(field);
  if (!reference) return { kind: 'no-reference' };
  const mdc = mdcInUserUnits(reference, previous, metric);
  // Both figures are rounded to at most 2 decimals: the tolerance keeps binary fractions from tipping a boundary.
  const real = Math.abs(delta) > mdc + 1e-9;
  return { kind: real ? 'real' : 'within-error', mdc, reference };
}

/** 'real change', 'within measurement error (±2 pushups)', 'no reference for measurement error'. */
export function verdictText(verdict: RealChangeVerdict, unit: string | null): string {
  switch (verdict.kind) {
    case 'real':
      return 'real change';
    case 'within-error':
      return `within measurement error (±${verdict.mdc}${unit ? ` ${unit}` : ''})`;
    case 'no-reference':
      return 'no reference for measurement error';
  }
}

/** The figure and its source, for the one-tap disclosure: 'Minimal detectable change ±5.7 kg (derived): …'. */
export function verdictSourceText(verdict: RealChangeVerdict, unit: string | null): string | null {
  if (verdict.kind === 'no-reference') return null;
  const { reference, mdc } = verdict;
  const figure = `±${mdc}${unit ? ` ${unit}` : ''}`;
  return (
    `Minimal detectable change (95%) ${figure}, ${reference.basis === 'derived' ? 'derived' : 'published'}. ` +
    `${reference.arithmetic} Source: ${reference.source}. ${reference.caveat}`
  );
}
