// Runs a calculator and gives null instead of an exception, for derived values that may not be computable yet.
export function safely<T>(compute: () => T): T | null {
  try {
    return compute();
  } catch {
    return null;
  }
}
