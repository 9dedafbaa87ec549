// A test battery (decision 0138): a named list of tests from the one test list (./testCatalog.ts), e.g.
// "Strength check": pushups, grip, bench press. Pure: the shape, the rules for a name and a list, and the field-by-field
// reading of a stored battery, which keeps what it can read and never fails on what it cannot.
import { isCatalogTestKey, type CatalogTestKey } from './testCatalog';
import type { GroupTestKey } from './groupTests';

export const BATTERY_SCHEMA_VERSION = 1;
export const BATTERY_NAME_MAX_LENGTH = 80;

export interface Battery {
  readonly id: string;
  readonly name: string;
  /** Known test keys, each once, in the coach's order. */
  readonly tests: readonly CatalogTestKey[];
}

/** A battery as the group grid walks it (decision 0138): its grid tests only, in its order. */
export interface GroupBattery {
  readonly id: string;
  readonly name: string;
  readonly tests: readonly GroupTestKey[];
}

/** What a battery's name and tests must be before they are saved; null when they may be. */
export function batteryProblem(name: string, tests: readonly CatalogTestKey[]): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Give the battery a name.';
  if (trimmed.length > BATTERY_NAME_MAX_LENGTH)
    return `A battery's name is at most ${BATTERY_NAME_MAX_LENGTH} characters.`;
  if (tests.length === 0) return 'Choose at least one test for the battery.';
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * One stored battery, field by field: null only without a readable id (nothing could name it); a name that cannot be
 * read reads as 'Unnamed battery', and of its tests the known keys are kept, each once (a key a later build added is
 * skipped here, not removed from storage).
 */
export function readStoredBattery(row: unknown): Battery | null {
  if (!isRecord(row)) return null;
  const { id, name, tests } = row;
  if (typeof id !== 'string' || id === '' || id.length > 100) return null;
  const readName = typeof name === 'string' ? name.trim().slice(0, BATTERY_NAME_MAX_LENGTH) : '';
  const keys = Array.isArray(tests) ? tests.filter(isCatalogTestKey) : [];
  return { id, name: readName || 'Unnamed battery', tests: [...new Set(keys)] };
}

/** One stored assignment's battery id (a client's battery), or null when it cannot be read. */
export function readStoredAssignment(row: unknown, clientId: string): string | null {
  if (!isRecord(row) || row.clientId !== clientId) return null;
  const { batteryId } = row;
  return typeof batteryId === 'string' && batteryId !== '' && batteryId.length <= 100 ? batteryId : null;
}
