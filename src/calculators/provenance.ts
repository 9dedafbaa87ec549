// Where a number or category comes from, so every screen can print "Source: …" under it.
export interface Provenance {
  /** Equation or table name, e.g. "Jackson-Pollock 7-site (men)". */
  readonly method: string;
  /** Short citation, e.g. "Jackson & Pollock, Br J Nutr 1978". */
  readonly source: string;
}

export interface Sourced<T> extends Provenance {
  readonly value: T;
}
