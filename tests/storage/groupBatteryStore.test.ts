// The battery a group grid walks, kept beside the grid's draft (decision 0138): read back as written, field by field;
// what cannot be read reads as none and stays as stored; choosing one test forgets it.
import { beforeEach, describe, expect, it } from 'vitest';
import { GROUP_BATTERY_KEY, readGroupBattery, writeGroupBattery } from '@/storage/groupBatteryStore';

beforeEach(() => localStorage.clear());

describe('groupBatteryStore', () => {
  it('reads back the kept battery and forgets it on null', () => {
    const battery = { id: 'b1', name: 'Check', tests: ['pushups', 'sitAndReach'] as const };
    writeGroupBattery(battery);
    expect(readGroupBattery()).toEqual(battery);
    writeGroupBattery(null);
    expect(localStorage.getItem(GROUP_BATTERY_KEY)).toBeNull();
    expect(readGroupBattery()).toBeNull();
  });

  it('keeps only grid test keys; what cannot be read reads as none and is left as stored', () => {
    localStorage.setItem(GROUP_BATTERY_KEY, JSON.stringify({ id: 'b', name: 'X', tests: ['grip', 'pushups', 7] }));
    expect(readGroupBattery()).toEqual({ id: 'b', name: 'X', tests: ['pushups'] });
    for (const odd of ['{not json', JSON.stringify({ id: 'b', name: 'X', tests: ['grip'] }), '"b"']) {
      localStorage.setItem(GROUP_BATTERY_KEY, odd);
      expect(readGroupBattery()).toBeNull();
      expect(localStorage.getItem(GROUP_BATTERY_KEY)).toBe(odd);
    }
  });
});
