// Half-up rounding for shown or stored values only (formulas §0).

/** Rounds half away from zero to `decimals` places; the epsilon keeps exact boundaries such as 0.57 from becoming 0.56. */
export function roundHalfUp(value: number, decimals = 0): number {
  const factor = 10 ** decimals;
  const sign = value < 0 ? -1 : 1;
  return (sign * Math.round(Math.abs(value) * factor + 1e-9)) / factor;
}

/** True when a >= b allowing for binary floating point (norms.json conventions: tolerance 1e-9). */
export function atLeast(a: number, b: number): boolean {
  return a >= b - 1e-9;
}

/** True when a <= b allowing for binary floating point. */
export function atMost(a: number, b: number): boolean {
  return a <= b + 1e-9;
}
