// A conflict shown field by field (decision 44): two versions of one record are flattened to dotted paths
// ('profile.weight'), the paths whose values differ are listed, and the coach's choice per path builds the merged body.
// Fields that only a device keeps for itself (a session's local key) are left out of the comparison.

export type FieldValue = string | number | boolean | null;

export interface FieldDifference {
  readonly path: string;
  readonly shown: FieldValue | undefined;
  readonly other: FieldValue | undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function leafValue(value: unknown): FieldValue | undefined {
  if (value === undefined) return undefined;
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return value;
  return JSON.stringify(value);
}

/** Every leaf of a body by dotted path; arrays are one leaf (compared whole). */
export function flattenFields(body: Record<string, unknown>, prefix = ''): Map<string, FieldValue> {
  const fields = new Map<string, FieldValue>();
  for (const [key, value] of Object.entries(body)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isRecord(value)) for (const [inner, leaf] of flattenFields(value, path)) fields.set(inner, leaf);
    else {
      const leaf = leafValue(value);
      if (leaf !== undefined) fields.set(path, leaf);
    }
  }
  return fields;
}

/** The fields two versions disagree on, in path order. */
export function fieldDifferences(
  shown: Record<string, unknown>,
  other: Record<string, unknown>,
  ignored: readonly string[] = [],
): FieldDifference[] {
  const a = flattenFields(shown);
  const b = flattenFields(other);
  const paths = [...new Set([...a.keys(), ...b.keys()])].filter(
    (path) => !ignored.some((field) => path === field || path.startsWith(`${field}.`)),
  );
  return paths
    .filter((path) => a.get(path) !== b.get(path))
    .sort()
    .map((path) => ({ path, shown: a.get(path), other: b.get(path) }));
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    node[part] = isRecord(next) ? { ...next } : {};
    node = node[part] as Record<string, unknown>;
  }
  const last = parts[parts.length - 1] as string;
  if (value === undefined) delete node[last];
  else node[last] = value;
}

function getPath(source: Record<string, unknown>, path: string): unknown {
  let node: unknown = source;
  for (const part of path.split('.')) {
    if (!isRecord(node)) return undefined;
    node = node[part];
  }
  return node;
}

/** The shown version with the other version's value at each path the coach picked from it. */
export function mergeChoices(
  shown: Record<string, unknown>,
  other: Record<string, unknown>,
  pickedFromOther: readonly string[],
): Record<string, unknown> {
  const merged = structuredClone(shown);
  for (const path of pickedFromOther) setPath(merged, path, structuredClone(getPath(other, path)));
  return merged;
}
