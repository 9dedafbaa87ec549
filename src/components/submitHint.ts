// Why a form's Submit is grey, said in words: the one rule every form uses through SubmitButton.
// A required field still empty is named by its label; an entry that is filled but refused has its own message
// beside its field (numberFieldRules), so the hint points there.

/** A required field of a form: its label as the form shows it, and what is typed or chosen in it. */
export type RequiredField = readonly [label: string, value: string];

/** The labels of the required fields still empty, in the form's order. */
export function missingLabels(fields: readonly RequiredField[]): string[] {
  return fields.filter(([, value]) => value.trim() === '').map(([label]) => label);
}

export const CORRECT_ENTRY_HINT = 'To submit, correct the entry whose message is shown beside it.';

/** The hint beside a grey Submit, or null when it can be pressed: the empty fields first, else the entry to correct. */
export function submitHint(canSubmit: boolean, missing: readonly string[]): string | null {
  if (canSubmit) return null;
  return missing.length > 0 ? `To submit, fill in: ${missing.join(', ')}.` : CORRECT_ENTRY_HINT;
}
