// The Senior Fitness Test's units (Rikli & Jones): the 6-minute walk in yards, the two reach tests in signed inches.
// A session stores metres and centimetres (the record's units); the norms are read in the test's own units. Both
// conversions are exact definitions (international yard 0.9144 m, inch 2.54 cm), so a score typed in yards or
// inches comes back as typed, and a range bound is never crossed by a rounding of the conversion.

/** Metres in one yard (international yard, exact). */
export const METRES_PER_YARD = 0.9144;
/** Centimetres in one inch (exact). */
export const CM_PER_INCH_EXACT = 2.54;

export function yardsToMetres(yards: number): number {
  return yards * METRES_PER_YARD;
}

export function metresToYards(metres: number): number {
  return metres / METRES_PER_YARD;
}

/** Signed: a reach short of the target is negative in both units. */
export function signedInchesToCm(inches: number): number {
  return inches * CM_PER_INCH_EXACT;
}

/** Signed: a reach short of the target is negative in both units. */
export function signedCmToInches(cm: number): number {
  return cm / CM_PER_INCH_EXACT;
}
