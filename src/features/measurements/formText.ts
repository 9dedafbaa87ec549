// Converting between a form field's text and a stored number (display rounding only; nothing is computed here).
import { roundHalfUp } from '@/calculators/rounding';

/** A stored number as a field's text, rounded for display ('' when nothing is stored). */
export function storedText(value: number | null | undefined, decimals = 2): string {
  return value === null || value === undefined ? '' : String(roundHalfUp(value, decimals));
}

/** The number typed in a field, or null when it is empty. */
export function enteredNumber(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}
