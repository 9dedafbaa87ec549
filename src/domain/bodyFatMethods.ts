// The ways a body-fat percentage can be measured besides the skinfold estimate (decision 0151): their keys
// as stored on the profile and in a session record, and their names as every screen, history and export shows them.

export const BODY_FAT_METHODS = ['bioimpedance', 'dexa', 'other'] as const;
export type BodyFatMethod = (typeof BODY_FAT_METHODS)[number];

export const BODY_FAT_METHOD_LABELS: Readonly<Record<BodyFatMethod, string>> = {
  bioimpedance: 'Bioimpedance scale',
  dexa: 'DEXA',
  other: 'Other',
};

/**
 * The one name of a body fat measured another way, on the Current Session, in the client's history (its row and
 * chart) and as the sessions CSV's column: one label, so a coach finds the same words on every screen.
 */
export const MEASURED_BODY_FAT_LABEL = 'Measured Body Fat';

/** The measured body fat with its method, where one value is shown: 'Measured Body Fat (Bioimpedance scale)'. */
export function measuredBodyFatLabel(method: BodyFatMethod): string {
  return `${MEASURED_BODY_FAT_LABEL} (${BODY_FAT_METHOD_LABELS[method]})`;
}

/** The stored key of a method, or null for anything else (case and spaces aside). */
export function bodyFatMethodOf(value: unknown): BodyFatMethod | null {
  if (typeof value !== 'string') return null;
  const wanted = value.trim().toLowerCase();
  return BODY_FAT_METHODS.find((method) => method === wanted) ?? null;
}
