// DRI micronutrient lookup (decision 0013): life-stage groups, edges, range errors, values.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import nutrition from '../../src/norms/data/nutrition.json';
import { CalculatorRangeError } from '../../src/calculators/CalculatorRangeError';
import {
  LIFE_STAGE_GROUPS,
  MICRONUTRIENT_KEYS,
  lifeStageGroup,
  micronutrientSource,
  micronutrientTable,
  micronutrients,
} from '../../src/norms/micronutrients';
import type { Sex } from '@/domain/person';

function amounts(sex: Sex, age: number): Record<string, number | null> {
  return Object.fromEntries(micronutrients(sex, age).map((m) => [m.key, m.amount]));
}

describe('lifeStageGroup', () => {
  it.each([
    [0.01, '0-6 mo'],
    [0.49, '0-6 mo'],
    [0.5, '7-12 mo'],
    [6 / 12, '7-12 mo'],
    [0.99, '7-12 mo'],
    [1, '1-3 y'],
    [3.99, '1-3 y'],
    [4, '4-8 y'],
    [8, '4-8 y'],
    [9, '9-13 y'],
    [13, '9-13 y'],
    [14, '14-18 y'],
    [18, '14-18 y'],
    [19, '19-30 y'],
    [30, '19-30 y'],
    [31, '31-50 y'],
    [50, '31-50 y'],
    [51, '51-70 y'],
    [70, '51-70 y'],
    [70.99, '51-70 y'],
    [71, '>70 y'],
    [120, '>70 y'],
  ])('age %f is in %s', (age, label) => {
    expect(lifeStageGroup(age).label).toBe(label);
  });

  it.each([0, -1, 120.01, 121, Number.NaN, Number.POSITIVE_INFINITY])('age %f throws the range error', (age) => {
    expect(() => lifeStageGroup(age)).toThrow(CalculatorRangeError);
    expect(() => lifeStageGroup(age)).toThrow('Age is outside of the acceptable range');
    try {
      lifeStageGroup(age);
    } catch (e) {
      expect((e as CalculatorRangeError).field).toBe('age');
    }
  });

  it('every age in (0, 120] has exactly one group', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 120, noNaN: true, minExcluded: true }), (age) => {
        const matching = LIFE_STAGE_GROUPS.filter(
          (g) => age >= g.minAgeYears && (g.maxAgeYearsExclusive === null || age < g.maxAgeYearsExclusive),
        );
        expect(matching).toHaveLength(1);
        expect(lifeStageGroup(age)).toBe(matching[0]);
      }),
    );
  });
});

describe('micronutrients', () => {
  it('returns the 17 nutrients in data order with unit and AI/RDA flag', () => {
    const list = micronutrients('FEMALE', 30);
    expect(list).toHaveLength(17);
    expect(list.map((m) => m.key)).toEqual(Object.keys(nutrition.micronutrients));
    expect(MICRONUTRIENT_KEYS).toHaveLength(17);
    for (const m of list) {
      expect(['AI', 'RDA']).toContain(m.valueType);
      expect(['g', 'mg', 'µg']).toContain(m.unit);
      expect(typeof m.amount).toBe('number');
    }
  });

  it('woman of 51: iron 8 mg, calcium 1200 mg, vitamin B6 1.5 mg, fiber 21 g', () => {
    const list = micronutrients('FEMALE', 51);
    const byKey = Object.fromEntries(list.map((m) => [m.key, m]));
    expect(byKey.iron).toMatchObject({ amount: 8, unit: 'mg', valueType: 'RDA', name: 'Iron' });
    expect(byKey.calcium).toMatchObject({ amount: 1200, unit: 'mg', valueType: 'RDA' });
    expect(byKey.vitaminB6).toMatchObject({ amount: 1.5, unit: 'mg', valueType: 'RDA' });
    expect(byKey.fiber).toMatchObject({ amount: 21, unit: 'g', valueType: 'AI' });
  });

  it('a woman of 50 still gets 1.3 mg B6 and 18 mg iron (31-50 group)', () => {
    expect(amounts('FEMALE', 50)).toMatchObject({ vitaminB6: 1.3, iron: 18, calcium: 1000, fiber: 25 });
  });

  it('vitamin D: 10/15/20 µg; >70 starts at 71', () => {
    expect(amounts('MALE', 0.3).vitaminD).toBe(10);
    expect(amounts('MALE', 70).vitaminD).toBe(15);
    expect(amounts('MALE', 71).vitaminD).toBe(20);
    expect(micronutrients('MALE', 71).find((m) => m.key === 'vitaminD')?.unit).toBe('µg');
  });

  it('infants split at 6 months (0.49 vs 0.5)', () => {
    expect(amounts('MALE', 0.49)).toMatchObject({ iron: 0.27, vitaminB6: 0.1, iodine: 110, fiber: null });
    expect(amounts('MALE', 0.5)).toMatchObject({ iron: 11, vitaminB6: 0.3, iodine: 130, fiber: null });
    const at049 = micronutrients('MALE', 0.49);
    const at05 = micronutrients('MALE', 0.5);
    expect(at049.find((m) => m.key === 'iron')?.valueType).toBe('AI');
    expect(at05.find((m) => m.key === 'iron')?.valueType).toBe('RDA');
    expect(at05.find((m) => m.key === 'calcium')?.valueType).toBe('AI');
  });

  it('fiber has no value for infants but AI for everyone else', () => {
    const fiber = micronutrients('FEMALE', 0.2).find((m) => m.key === 'fiber');
    expect(fiber).toMatchObject({ amount: null, valueType: 'AI' });
  });

  it('B12 is in micrograms', () => {
    expect(micronutrients('MALE', 40).find((m) => m.key === 'vitaminB12')).toMatchObject({ amount: 2.4, unit: 'µg' });
  });

  it('men > 70: calcium 1200 mg; men 51: fiber 30 g', () => {
    expect(amounts('MALE', 71).calcium).toBe(1200);
    expect(amounts('MALE', 70).calcium).toBe(1000);
    expect(amounts('MALE', 51).fiber).toBe(30);
  });

  it('age 120 is accepted; 0 and 121 throw', () => {
    expect(micronutrients('MALE', 120)).toHaveLength(17);
    expect(() => micronutrients('MALE', 0)).toThrow('Age is outside of the acceptable range');
    expect(() => micronutrients('MALE', 121)).toThrow(CalculatorRangeError);
  });

  it('an unknown sex throws a range error on the sex field', () => {
    expect(() => micronutrients('OTHER' as Sex, 30)).toThrow(CalculatorRangeError);
  });

  it('every group of both sexes resolves an amount (or null) and a flag for every nutrient', () => {
    for (const sex of ['MALE', 'FEMALE'] as const) {
      const table = micronutrientTable(sex);
      expect(table.lifeStageGroups).toHaveLength(10);
      for (const row of table.rows) {
        expect(row.amounts).toHaveLength(10);
        expect(row.valueTypes.every((t) => t === 'AI' || t === 'RDA')).toBe(true);
        row.amounts.forEach((a, i) => {
          if (a === null) expect(row.key === 'fiber' && i < 2, `${sex} ${row.key} ${i}`).toBe(true);
          else expect(a).toBeGreaterThan(0);
        });
      }
    }
  });

  it('has a provenance', () => {
    const p = micronutrientSource();
    expect(p.source).toContain('Dietary Reference Intakes');
    expect(p.fullSource).toBe(nutrition.source.primary);
  });
});
