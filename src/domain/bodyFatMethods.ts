// The ways a body-fat percentage can be measured besides the skinfold estimate (issue 22, decision 0151): their keys
// as stored on the profile and in a session record, and their names as every screen, history and export shows them.

export const BODY_FAT_METHODS = ['bioimpedance', 'dexa', 'other'] as const;
export type BodyFatMethod = (typeof BODY_FAT_METHODS)[number];

export const BODY_FAT_METHOD_LABELS: Readonly<Record<BodyFatMethod, string>> = {
  bioimpedance: 'Bioimpedance scale',
  dexa: 'DEXA',
  other: 'Other',
};

/** The stored key of a method, or null for anything else (case and spaces aside). */
export function bodyFatMethodOf(value: unknown): BodyFatMethod | null {
  if (typeof value !== 'string') return null;
  const wanted = value.trim().toLowerCase();
  return BODY_FAT_METHODS.find((method) => method === wanted) ?? null;
}
