// The inline messages of spec §5 "Test forms" for a typed number, as a pure rule.
export const INLINE_MESSAGES = {
  tooLow: 'Input value is too low',
  tooHigh: 'Input value exceeds boundaries',
  tooLong: 'Too many characters',
} as const;

export interface NumberRules {
  min?: number;
  max?: number;
  /** Most characters the field accepts (spec §5: pushups 3, grip and bench press 6, step-test HR 3, sit and reach 2). */
  maxLength?: number;
  /** Whole numbers only (counts, heart rates). */
  integer?: boolean;
}

/** The message to show for what is typed, or null when it is acceptable (an empty field is not an error here). */
export function numberFieldMessage(text: string, rules: NumberRules): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (rules.maxLength !== undefined && trimmed.length > rules.maxLength) return INLINE_MESSAGES.tooLong;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return INLINE_MESSAGES.tooLow;
  if (rules.min !== undefined && value < rules.min) return INLINE_MESSAGES.tooLow;
  if (rules.max !== undefined && value > rules.max) return INLINE_MESSAGES.tooHigh;
  if (rules.integer && !Number.isInteger(value)) return 'Please enter a whole number';
  return null;
}

/** True when the text is a number that passes the rules (what enables Submit). */
export function isValidNumber(text: string, rules: NumberRules): boolean {
  return text.trim() !== '' && numberFieldMessage(text, rules) === null;
}
