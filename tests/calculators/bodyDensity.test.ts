import { describe, expect, it } from 'vitest';
import { RANGE_MESSAGES } from '@/calculators/CalculatorRangeError';
import { BODY_DENSITY_EQUATIONS, bodyDensity, densityFromSum } from '@/calculators/bodyDensity';
import { siriBodyFat } from '@/calculators/siriBodyFat';
import type { Skinfolds } from '@/domain/bodySites';
import { emptySkinfolds } from '@/domain/bodySites';
import { NON_FINITE, expectRangeError } from './rangeError';

const sevenSites = (mm: Partial<Skinfolds>): Skinfolds => ({ ...emptySkinfolds(), ...mm });
/** formulas §6 worked example (Σ7 = 100). */
const EXAMPLE = sevenSites({
  chest: 10,
  midaxillary: 12,
  tricep: 11,
  subscap: 15,
  abdominal: 20,
  supraIliac: 14,
  thigh: 18,
});

describe('bodyDensity: equations (formulas §6)', () => {
  it('worked example: men 7-site, age 30, Σ7 100 → 1.0653532, never rounded', () => {
    const result = bodyDensity('MALE', 30, EXAMPLE);
    expect(result).not.toBeNull();
    expect(result?.value).toBeCloseTo(1.0653532, 7);
    expect(result?.equation).toBe('jackson-pollock-7-men');
    expect(result?.sum).toBe(100);
    expect(result?.method).toBe('Jackson-Pollock 7-site (men)');
    expect(result?.source).toMatch(/Jackson & Pollock, Br J Nutr 1978/);
    expect(siriBodyFat(result?.value ?? 0)).toBe(14.6);
  });
  it('does not floor the density to 2 decimals before Siri (the old app gave 17.0 %)', () => {
    expect(siriBodyFat(1.06)).toBe(17);
    expect(siriBodyFat(bodyDensity('MALE', 30, EXAMPLE)?.value ?? 0)).toBe(14.6);
  });
  it('men 3-site, Σ3 120, age 45 → 34.5 % (published quadratic term 0.0000016; the old app gave 44.6 %)', () => {
    const result = bodyDensity('MALE', 45, { chest: 40, abdominal: 40, thigh: 40 });
    expect(result?.equation).toBe('jackson-pollock-3-men');
    expect(result?.value).toBeCloseTo(1.10938 - 0.0008267 * 120 + 0.0000016 * 14400 - 0.0002574 * 45, 12);
    expect(siriBodyFat(result?.value ?? 0)).toBe(34.5);
    const oldApp = 1.10938 - 0.0008267 * 120 + 0.00000016 * 14400 - 0.0002574 * 45;
    expect(siriBodyFat(oldApp)).toBe(44.6);
  });
  it('women 3-site uses the published age term 0.0001392', () => {
    const result = bodyDensity('FEMALE', 40, { tricep: 20, supraIliac: 25, thigh: 30 });
    expect(result?.equation).toBe('jackson-pollock-3-women');
    expect(result?.value).toBeCloseTo(1.0994921 - 0.0009929 * 75 + 0.0000023 * 75 * 75 - 0.0001392 * 40, 12);
  });
  it('women 7-site and both alternative 3-site equations use the table coefficients', () => {
    const women7 = bodyDensity('FEMALE', 30, EXAMPLE);
    expect(women7?.equation).toBe('jackson-pollock-7-women');
    expect(women7?.value).toBeCloseTo(1.097 - 0.046971 + 0.0056 - 0.0038484, 12);
    const menAlt = bodyDensity('MALE', 30, { chest: 10, tricep: 11, subscap: 15 });
    expect(menAlt?.equation).toBe('pollock-3-men-alternative');
    expect(menAlt?.value).toBeCloseTo(1.1125025 - 0.0013125 * 36 + 0.0000055 * 1296 - 0.000244 * 30, 12);
    const womenAlt = bodyDensity('FEMALE', 30, { tricep: 11, supraIliac: 14, abdominal: 20 });
    expect(womenAlt?.equation).toBe('pollock-3-women-alternative');
    expect(womenAlt?.value).toBeCloseTo(1.089733 - 0.0009245 * 45 + 0.0000025 * 2025 - 0.0000979 * 30, 12);
  });
  it('lists six equations with exactly the published sites', () => {
    const sites = Object.fromEntries(BODY_DENSITY_EQUATIONS.map((eq) => [eq.id, [...eq.sites].sort()]));
    const seven = ['abdominal', 'chest', 'midaxillary', 'subscap', 'supraIliac', 'thigh', 'tricep'];
    expect(sites).toEqual({
      'jackson-pollock-7-men': seven,
      'jackson-pollock-3-men': ['abdominal', 'chest', 'thigh'],
      'pollock-3-men-alternative': ['chest', 'subscap', 'tricep'],
      'jackson-pollock-7-women': seven,
      'jackson-pollock-3-women': ['supraIliac', 'thigh', 'tricep'],
      'pollock-3-women-alternative': ['abdominal', 'supraIliac', 'tricep'],
    });
  });
  it('densityFromSum evaluates one equation', () => {
    const men7 = BODY_DENSITY_EQUATIONS[0];
    if (!men7) throw new Error('missing equation');
    expect(densityFromSum(men7, 100, 30)).toBeCloseTo(1.0653532, 10);
  });
});

describe('bodyDensity: selection', () => {
  it('prefers the 7-site equation when all seven sites are > 0', () => {
    expect(bodyDensity('MALE', 30, { ...EXAMPLE, bicep: 5, calf: 9 })?.equation).toBe('jackson-pollock-7-men');
  });
  it('falls back to the first complete 3-site equation in table order', () => {
    // men: chest/abdominal/thigh before chest/triceps/subscapular
    expect(bodyDensity('MALE', 30, { ...EXAMPLE, midaxillary: null })?.equation).toBe('jackson-pollock-3-men');
    expect(bodyDensity('MALE', 30, { ...EXAMPLE, midaxillary: null, thigh: null })?.equation).toBe(
      'pollock-3-men-alternative',
    );
    // women: triceps/suprailiac/thigh before triceps/suprailiac/abdominal
    expect(bodyDensity('FEMALE', 30, { ...EXAMPLE, chest: 0 })?.equation).toBe('jackson-pollock-3-women');
    expect(bodyDensity('FEMALE', 30, { ...EXAMPLE, chest: 0, thigh: 0 })?.equation).toBe('pollock-3-women-alternative');
  });
  it('uses the selected sites only (3-site sum ignores the other sites)', () => {
    const result = bodyDensity('MALE', 30, { ...EXAMPLE, midaxillary: 0 });
    expect(result?.sum).toBe(10 + 20 + 18);
    expect(result?.sites).toEqual(['chest', 'abdominal', 'thigh']);
  });
  it('returns null when no equation is complete (0 and null are absent; biceps and calf are never used)', () => {
    expect(bodyDensity('MALE', 30, emptySkinfolds())).toBeNull();
    expect(bodyDensity('MALE', 30, {})).toBeNull();
    expect(bodyDensity('MALE', 30, { bicep: 10, calf: 10, tricep: 10, supraIliac: 10, abdominal: 10 })).toBeNull();
    expect(bodyDensity('FEMALE', 30, { chest: 10, abdominal: 10, thigh: 10, subscap: 10 })).toBeNull();
    expect(bodyDensity('MALE', 30, { chest: 10, abdominal: 0, thigh: 10 })).toBeNull();
  });
});

describe('bodyDensity: ranges', () => {
  it('accepts skinfolds 0-500 mm (biceps 0-50) and age 18-100', () => {
    expect(bodyDensity('MALE', 18, { chest: 500, abdominal: 500, thigh: 500, bicep: 50 })).not.toBeNull();
    expect(bodyDensity('FEMALE', 100, { tricep: 0.5, supraIliac: 0.5, thigh: 0.5 })).not.toBeNull();
  });
  it('throws just outside', () => {
    expectRangeError(() => bodyDensity('MALE', 30, { chest: 500.5 }), RANGE_MESSAGES.skinfold, 'chest');
    expectRangeError(() => bodyDensity('MALE', 30, { thigh: -0.5 }), RANGE_MESSAGES.skinfold, 'thigh');
    expectRangeError(() => bodyDensity('MALE', 30, { bicep: 50.5 }), RANGE_MESSAGES.skinfold, 'bicep');
    expectRangeError(() => bodyDensity('MALE', 17.9, EXAMPLE), RANGE_MESSAGES.age, 'age');
    expectRangeError(() => bodyDensity('MALE', 100.1, EXAMPLE), RANGE_MESSAGES.age, 'age');
    for (const bad of NON_FINITE) {
      expectRangeError(() => bodyDensity('MALE', 30, { ...EXAMPLE, chest: bad }), RANGE_MESSAGES.skinfold, 'chest');
      expectRangeError(() => bodyDensity('MALE', bad, EXAMPLE), RANGE_MESSAGES.age);
    }
  });
  it('rejects an unknown sex at run time', () => {
    expectRangeError(() => bodyDensity('OTHER' as never, 30, EXAMPLE), 'Sex Is Outside Testing Types', 'sex');
  });
});
