// The one list of tests a battery holds (decision 0138): the group grid's keys are in it, a test is done when the
// session holds its result, and "Still to do" for a battery is its tests not done, in its order.
import { describe, expect, it } from 'vitest';
import { emptyProfile } from '@/profile/profileTypes';
import { GROUP_TEST_KEYS, GROUP_TESTS } from '@/profile/groupTests';
import { pushupsUpdate } from '@/profile/builders/pushupsUpdate';
import { applyProfileUpdate } from '@/profile/profileUpdate';
import { CATALOG_TEST_KEYS, gridTestsOf, isCatalogTestKey, TEST_CATALOG, testsStillToDo } from '@/profile/testCatalog';
import { batteryProblem, readStoredAssignment, readStoredBattery } from '@/profile/batteries';

const MAN_40 = { ...emptyProfile('c1'), age: 40, sex: 'MALE' as const, height: 180, currentWeight: 80 };

describe('the test list', () => {
  it('holds every group grid test under the grid’s key, each key once, with its own entry', () => {
    for (const key of GROUP_TEST_KEYS) expect(CATALOG_TEST_KEYS).toContain(key);
    expect(new Set(CATALOG_TEST_KEYS).size).toBe(CATALOG_TEST_KEYS.length);
    for (const key of CATALOG_TEST_KEYS) expect(TEST_CATALOG[key].key).toBe(key);
    expect(isCatalogTestKey('gripStrength')).toBe(true);
    expect(isCatalogTestKey('toString')).toBe(false);
  });

  it('a test is done once the session holds the result its form stores', () => {
    const applied = applyProfileUpdate(MAN_40, pushupsUpdate(MAN_40, 25));
    if (!applied.ok) throw new Error(applied.message);
    expect(TEST_CATALOG.pushups.done(MAN_40)).toBe(false);
    expect(TEST_CATALOG.pushups.done(applied.user)).toBe(true);
    expect(testsStillToDo(['gripStrength', 'pushups', 'restingHr'], applied.user).map((t) => t.key)).toEqual([
      'gripStrength',
      'restingHr',
    ]);
  });

  it('a battery walks the grid through its grid tests only, in its order', () => {
    expect(gridTestsOf(['gripStrength', 'skinfolds', 'restingHr', 'vo2Max', 'weight'])).toEqual([
      'gripStrength',
      'restingHr',
      'weight',
    ]);
    for (const key of gridTestsOf(CATALOG_TEST_KEYS)) expect(GROUP_TESTS[key].label).toBeTruthy();
  });

  it('units follow the user’s units where the form takes either', () => {
    expect(TEST_CATALOG.benchPress.unit(true)).toBe('kg');
    expect(TEST_CATALOG.benchPress.unit(false)).toBe('lb');
    expect(TEST_CATALOG.sitAndReach.unit(false)).toBe('cm');
  });
});

describe('a stored battery', () => {
  it('is read field by field', () => {
    expect(readStoredBattery({ id: 'b', name: ' Strength ', tests: ['gripStrength', 'gripStrength', 'nope'] })).toEqual(
      {
        id: 'b',
        name: 'Strength',
        tests: ['gripStrength'],
      },
    );
    expect(readStoredBattery({ id: 'b', tests: 'gripStrength' })).toEqual({
      id: 'b',
      name: 'Unnamed battery',
      tests: [],
    });
    expect(readStoredBattery({ name: 'x' })).toBeNull();
    expect(readStoredBattery('b')).toBeNull();
    expect(readStoredAssignment({ clientId: 'c1', batteryId: 'b' }, 'c1')).toBe('b');
    expect(readStoredAssignment({ clientId: 'c2', batteryId: 'b' }, 'c1')).toBeNull();
  });

  it('needs a name and a test', () => {
    expect(batteryProblem('  ', ['gripStrength'])).toBe('Give the battery a name.');
    expect(batteryProblem('Strength', [])).toBe('Choose at least one test for the battery.');
    expect(batteryProblem('x'.repeat(81), ['gripStrength'])).toMatch(/at most 80/);
    expect(batteryProblem('Strength', ['gripStrength'])).toBeNull();
  });
});
