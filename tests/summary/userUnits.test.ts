// Units of the session screens: the app's conversions (2.2 lb/kg, 0.3937 in/cm) and display rounding.
import { describe, expect, it } from 'vitest';
import { columnValueInUserUnits, lengthInUserUnits, massInUserUnits } from '@/summary/userUnits';
import { formatHeight, formatLength, formatMass, formatNumber, formatRange } from '@/summary/summaryFormat';

describe('userUnits', () => {
  it('converts with units.ts only in imperial', () => {
    expect(massInUserUnits(80, true)).toBe(80);
    expect(massInUserUnits(80, false)).toBe(176);
    expect(lengthInUserUnits(100, false)).toBeCloseTo(39.37, 10);
    expect(columnValueInUserUnits(177, 'length', false)).toBe(69.68);
    expect(columnValueInUserUnits(177, 'circumference', true)).toBe(177);
    expect(columnValueInUserUnits(61.555, 'mass', true)).toBe(61.56);
    expect(columnValueInUserUnits(58, 'none', false)).toBe(58);
    expect(columnValueInUserUnits(-1, 'mass', false)).toBeNull();
  });
});

describe('summaryFormat', () => {
  it('rounds half-up for display without trailing zeros', () => {
    expect(formatNumber(24.685, 2)).toBe('24.69');
    expect(formatNumber(80, 1)).toBe('80');
    expect(formatMass(61.5, false)).toBe('135.3 lb');
    expect(formatLength(95, false)).toBe('37.4 in');
    expect(formatHeight(180.34, false)).toBe('5 ft 11 in');
    expect(formatHeight(165.1, true)).toBe('165.1 cm');
    expect(formatRange(0, 52, 'g')).toBe('0–52 g');
    expect(formatRange(5, 5, 'g')).toBe('5 g');
  });
});
