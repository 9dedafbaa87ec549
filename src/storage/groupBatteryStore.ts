// The battery a group grid walks (decision 0138), kept in local storage beside the grid's draft
// (groupDraftStore.ts), so a reload mid-battery comes back with "Next test". Read field by field: what cannot be read
// reads as no battery and is left as stored (the grid still opens on its test); choosing one test forgets it.
import { isGroupTestKey } from '@/profile/groupTests';
import type { GroupBattery } from '@/profile/batteries';
import { safeStorage } from './profileStore';

export const GROUP_BATTERY_KEY = 'groupTestBattery';

/** The kept battery, or null when there is none or it cannot be read (left as stored). */
export function readGroupBattery(): GroupBattery | null {
  let row: unknown;
  try {
    const text = safeStorage('local')?.getItem(GROUP_BATTERY_KEY);
    if (!text) return null;
    row = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof row !== 'object' || row === null) return null;
  const { id, name, tests } = row as Record<string, unknown>;
  if (typeof id !== 'string' || id === '' || typeof name !== 'string' || !Array.isArray(tests)) return null;
  const keys = [...new Set(tests.filter(isGroupTestKey))];
  return keys.length === 0 ? null : { id, name, tests: keys };
}

/** Keeps the battery (null forgets it); a full or disabled storage keeps nothing, and the grid works without it. */
export function writeGroupBattery(battery: GroupBattery | null): void {
  try {
    const storage = safeStorage('local');
    if (battery === null) storage?.removeItem(GROUP_BATTERY_KEY);
    else storage?.setItem(GROUP_BATTERY_KEY, JSON.stringify(battery));
  } catch {
    // Nothing to do: only the Next button is lost after a reload.
  }
}
