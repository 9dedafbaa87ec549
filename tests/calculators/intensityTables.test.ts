import { describe, expect, it } from 'vitest';
import { RANGE_MESSAGES } from '@/calculators/CalculatorRangeError';
import { VO2_RESERVE_REST, intensityTable } from '@/calculators/intensityTables';
import { NON_FINITE, expectRangeError } from './rangeError';

const row = (rows: ReturnType<typeof intensityTable>, percent: number) => {
  const found = rows.find((r) => r.percent === percent);
  if (!found) throw new Error(`no ${percent} % row`);
  return found;
};

describe('intensityTable (formulas §19)', () => {
  it('worked examples: HRmax 190 → 63 % 120 light, 64 % 122 moderate', () => {
    const rows = intensityTable({ basis: 'hrMax', max: 190, step: 1 });
    expect(row(rows, 63)).toMatchObject({ value: 120, zone: 'low' });
    expect(row(rows, 64)).toMatchObject({ value: 122, zone: 'moderate' });
    expect(row(rows, 63).exact).toBeCloseTo(119.7, 10);
  });
  it('worked example: HRR with HRmax 190, rest 60, 50 % → 125 moderate', () => {
    const rows = intensityTable({ basis: 'hrReserve', max: 190, rest: 60 });
    expect(row(rows, 50)).toMatchObject({ value: 125, zone: 'moderate' });
    expect(row(rows, 100).value).toBe(190);
    expect(row(rows, 10).value).toBe(73);
  });
  it('worked example: VO2max 45, 91 % → 41 near maximal', () => {
    expect(row(intensityTable({ basis: 'vo2Max', max: 45, step: 1 }), 91)).toMatchObject({
      value: 41,
      zone: 'maximal',
    });
  });
  it('worked example: energy at 50 % of VO2max 45 for 80 kg is 9.0 kcal/min, from the row VO2 22.5', () => {
    const fifty = row(intensityTable({ basis: 'vo2Max', max: 45, weightKg: 80 }), 50);
    expect(fifty.value).toBe(23); // 22.5 shown whole
    expect(fifty.vo2).toBe(22.5);
    expect(fifty.kcalPerMin).toBe(9);
  });
  it('steps of 10 (default), 5 or 1 from 100 down while > 0', () => {
    expect(intensityTable({ basis: 'hrMax', max: 200 }).map((r) => r.percent)).toEqual([
      100, 90, 80, 70, 60, 50, 40, 30, 20, 10,
    ]);
    expect(intensityTable({ basis: 'hrMax', max: 200, step: 5 })).toHaveLength(20);
    const ones = intensityTable({ basis: 'hrMax', max: 200, step: 1 });
    expect(ones).toHaveLength(100);
    expect(ones.at(-1)?.percent).toBe(1);
    expectRangeError(
      () => intensityTable({ basis: 'hrMax', max: 200, step: 3 as never }),
      RANGE_MESSAGES.value,
      'step',
    );
  });
  it('VO2 reserve uses rest 3.5 mL/kg/min and the HRR cut-points (decision 0012)', () => {
    expect(VO2_RESERVE_REST).toBe(3.5);
    const rows = intensityTable({ basis: 'vo2Reserve', max: 45, weightKg: 80 });
    const fifty = row(rows, 50);
    expect(fifty.vo2).toBe(24.25); // (45 − 3.5) × 0.5 + 3.5
    expect(fifty.value).toBe(24);
    expect(fifty.kcalPerMin).toBe(9.7);
    expect(fifty.zone).toBe('moderate');
    expect(row(rows, 30).zone).toBe('low');
  });
  it('1RM rows in kg, or in lb with 2 decimals from the unrounded kg row', () => {
    const kg = intensityTable({ basis: 'oneRepMax', max: 105.6 });
    expect(row(kg, 100).value).toBe(106);
    expect(row(kg, 70)).toMatchObject({ value: 74, zone: 'high' });
    const lb = intensityTable({ basis: 'oneRepMax', max: 105.6, imperial: true });
    expect(row(lb, 100).value).toBe(232.32);
    expect(row(lb, 70).value).toBe(162.62); // 73.92 kg × 2.2 = 162.624
    expect(row(lb, 50)).toMatchObject({ value: 116.16, zone: 'moderate' });
    expect(lb[0]?.vo2).toBeUndefined();
  });
  it('METs rows: whole METs, column chosen by the max METs, energy from METs × 3.5', () => {
    const rows = intensityTable({ basis: 'mets', max: 12, weightKg: 80 });
    expect(row(rows, 50)).toMatchObject({ value: 6, zone: 'moderate', vo2: 21, kcalPerMin: 8.4 });
    expect(row(rows, 40).zone).toBe('low'); // > 10 METs column: 34/42/61/90
    expect(row(intensityTable({ basis: 'mets', max: 4 }), 40).zone).toBe('very-low'); // ≤ 5 column: 44/51/67/91
  });
  it('validates max, rest and weight', () => {
    expectRangeError(() => intensityTable({ basis: 'hrMax', max: 0 }), RANGE_MESSAGES.heartRate, 'max');
    expectRangeError(() => intensityTable({ basis: 'hrMax', max: 221 }), RANGE_MESSAGES.heartRate, 'max');
    expect(intensityTable({ basis: 'hrMax', max: 220 })[0]?.value).toBe(220);
    expectRangeError(
      () => intensityTable({ basis: 'hrReserve', max: 190, rest: 190 }),
      RANGE_MESSAGES.heartRate,
      'rest',
    );
    expectRangeError(() => intensityTable({ basis: 'hrReserve', max: 190, rest: 0 }), RANGE_MESSAGES.heartRate, 'rest');
    expect(intensityTable({ basis: 'hrReserve', max: 190, rest: 189 })[9]?.value).toBe(189);
    expectRangeError(() => intensityTable({ basis: 'vo2Reserve', max: 3.5 }), RANGE_MESSAGES.value, 'max');
    expectRangeError(() => intensityTable({ basis: 'vo2Max', max: 150.5 }), RANGE_MESSAGES.value, 'max');
    expect(intensityTable({ basis: 'vo2Max', max: 150, weightKg: 800 })[0]?.kcalPerMin).toBe(600);
    expectRangeError(() => intensityTable({ basis: 'oneRepMax', max: 1000.5 }), RANGE_MESSAGES.value, 'max');
    expectRangeError(() => intensityTable({ basis: 'mets', max: 43 }), RANGE_MESSAGES.value, 'max');
    expectRangeError(() => intensityTable({ basis: 'vo2Max', max: 45, weightKg: 0 }), RANGE_MESSAGES.weight, 'weight');
    for (const bad of NON_FINITE) {
      expectRangeError(() => intensityTable({ basis: 'vo2Max', max: bad }), RANGE_MESSAGES.value, 'max');
      expectRangeError(
        () => intensityTable({ basis: 'hrReserve', max: 190, rest: bad }),
        RANGE_MESSAGES.heartRate,
        'rest',
      );
    }
  });
});
