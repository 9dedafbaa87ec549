import { describe, expect, it } from 'vitest';
import { RANGE_MESSAGES } from '@/calculators/CalculatorRangeError';
import type { IntensityBasis } from '@/calculators/intensityZones';
import {
  INTENSITY_ZONES,
  INTENSITY_ZONE_LABELS,
  INTENSITY_ZONE_TABLE,
  intensityColumn,
  zone,
  zoneLimits,
} from '@/calculators/intensityZones';
import { NON_FINITE, expectRangeError } from './rangeError';

describe('zone limit table (formulas §19)', () => {
  it('has the published limits and bands', () => {
    const rows = INTENSITY_ZONE_TABLE.map((c) => [c.id, c.limits, c.bands.join(' | ')]);
    expect(rows).toEqual([
      ['hrMax', [57, 63, 76, 95], '<57 | 57–63 | 64–76 | 77–95 | ≥96'],
      ['hrReserve', [30, 39, 59, 89], '<30 | 30–39 | 40–59 | 60–89 | ≥90'],
      ['vo2Reserve', [30, 39, 59, 89], '<30 | 30–39 | 40–59 | 60–89 | ≥90'],
      ['vo2Max', [37, 45, 63, 90], '<37 | 37–45 | 46–63 | 64–90 | ≥91'],
      ['oneRepMax', [30, 49, 69, 84], '<30 | 30–49 | 50–69 | 70–84 | ≥85'],
      ['metsUpTo5', [44, 51, 67, 91], '<44 | 44–51 | 52–67 | 68–91 | ≥92'],
      ['mets5To10', [37, 45, 63, 90], '<37 | 37–45 | 46–63 | 64–90 | ≥91'],
      ['metsAbove10', [34, 42, 61, 90], '<34 | 34–42 | 43–61 | 62–90 | ≥91'],
    ]);
  });
  it('labels the five zones', () => {
    expect(INTENSITY_ZONES).toEqual(['very-low', 'low', 'moderate', 'high', 'maximal']);
    expect(INTENSITY_ZONE_LABELS).toEqual({
      'very-low': 'Very light',
      low: 'Light',
      moderate: 'Moderate',
      high: 'Vigorous',
      maximal: 'Near maximal to maximal',
    });
  });
});

describe('zone', () => {
  it('"up to" is inclusive: 63 % HRmax is light, 64 % moderate', () => {
    expect(zone('hrMax', 56)).toBe('very-low');
    expect(zone('hrMax', 57)).toBe('low');
    expect(zone('hrMax', 63)).toBe('low');
    expect(zone('hrMax', 64)).toBe('moderate');
    expect(zone('hrMax', 76)).toBe('moderate');
    expect(zone('hrMax', 77)).toBe('high');
    expect(zone('hrMax', 95)).toBe('high');
    expect(zone('hrMax', 96)).toBe('maximal');
  });
  it('the old "< L2" edge cases are light: 39 % HRR, 45 % VO2max, 49 % 1RM, 39 % VO2R', () => {
    expect(zone('hrReserve', 39)).toBe('low');
    expect(zone('vo2Reserve', 39)).toBe('low');
    expect(zone('vo2Max', 45)).toBe('low');
    expect(zone('oneRepMax', 49)).toBe('low');
    expect(zone('hrReserve', 50)).toBe('moderate');
    expect(zone('vo2Max', 91)).toBe('maximal');
  });
  it('every band edge of every column', () => {
    const bases: [IntensityBasis, number | undefined][] = [
      ['hrMax', undefined],
      ['hrReserve', undefined],
      ['vo2Reserve', undefined],
      ['vo2Max', undefined],
      ['oneRepMax', undefined],
      ['mets', 4],
      ['mets', 8],
      ['mets', 12],
    ];
    for (const [basis, maxMets] of bases) {
      const [l1, l2, l3, l4] = zoneLimits(basis, maxMets);
      expect([l1 - 1, l1, l2, l2 + 1, l3, l3 + 1, l4, l4 + 1].map((p) => zone(basis, p, maxMets))).toEqual([
        'very-low',
        'low',
        'low',
        'moderate',
        'moderate',
        'high',
        'high',
        'maximal',
      ]);
    }
  });
  it('chooses the METs column by capacity: up to 5, above 5 to 10, above 10 (decision 0012)', () => {
    expect(intensityColumn('mets', 3).id).toBe('metsUpTo5');
    expect(intensityColumn('mets', 5).id).toBe('metsUpTo5');
    expect(intensityColumn('mets', 5.01).id).toBe('mets5To10');
    expect(intensityColumn('mets', 10).id).toBe('mets5To10');
    expect(intensityColumn('mets', 10.01).id).toBe('metsAbove10');
    expect(intensityColumn('mets', 17.5 / 3.5).id).toBe('metsUpTo5');
    expect(zone('mets', 91, 4)).toBe('high');
    expect(zone('mets', 91, 8)).toBe('maximal');
    expect(zone('mets', 90, 12)).toBe('high'); // published 90, old code 91
    expect(zone('mets', 43, 4)).toBe('very-low');
    expect(zone('mets', 42, 12)).toBe('low');
    expect(zone('mets', 43, 12)).toBe('moderate');
  });
  it('handles fractional percentages and float noise at a limit', () => {
    expect(zone('hrMax', 63.5)).toBe('moderate');
    expect(zone('hrMax', 0.63 * 100)).toBe('low');
    expect(zone('hrMax', 57 - 1e-12)).toBe('low');
    expect(zone('hrMax', 0)).toBe('very-low');
    expect(zone('hrMax', 150)).toBe('maximal');
  });
  it('rejects bad input', () => {
    expectRangeError(() => zone('hrMax', -1), RANGE_MESSAGES.value, 'percent');
    expectRangeError(() => zone('mets', 50), RANGE_MESSAGES.value, 'maxMets');
    expectRangeError(() => zone('mets', 50, 0), RANGE_MESSAGES.value, 'maxMets');
    expectRangeError(() => zone('watts' as never, 50), RANGE_MESSAGES.value, 'basis');
    for (const bad of NON_FINITE) {
      expectRangeError(() => zone('hrMax', bad), RANGE_MESSAGES.value, 'percent');
      expectRangeError(() => zone('mets', 50, bad), RANGE_MESSAGES.value, 'maxMets');
    }
  });
});
