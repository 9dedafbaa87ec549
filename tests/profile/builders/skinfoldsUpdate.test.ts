// skinfoldsUpdate / skinfoldsReset: equation selection, unrounded density, Siri %fat with its category, ranges.
import { describe, expect, it } from 'vitest';
import {
  SKINFOLD_DENSITY_MESSAGE,
  hasStoredSkinfolds,
  skinfoldsReset,
  skinfoldsUpdate,
  type SkinfoldValuesMm,
} from '@/profile/builders/skinfoldsUpdate';
import {
  isBeyondDerivationAges,
  sevenSiteEquation,
  skinfoldEquationByName,
  threeSiteEquations,
} from '@/profile/builders/skinfoldsEquationInfo';
import { MeasurementInputError } from '@/profile/builders/measurementInputError';
import { applyProfileUpdate } from '@/profile/profileUpdate';
import { emptySkinfolds } from '@/domain/bodySites';
import { measuredPerson } from './measurementTestProfile';

/** formulas §6, men 7-site example: Σ7 = 100 mm. */
const sevenSites: SkinfoldValuesMm = {
  chest: 10,
  midaxillary: 12,
  tricep: 11,
  subscap: 15,
  abdominal: 20,
  supraIliac: 14,
  thigh: 18,
};

describe('skinfoldsUpdate', () => {
  it('uses the men’s 7-site equation for the worked example: density 1.0653532 unrounded, 14.6 %, excellent', () => {
    const update = skinfoldsUpdate(measuredPerson({ sex: 'MALE', age: 30 }), { ...sevenSites, bicep: 5, calf: 9 });
    expect(update.requires).toEqual(['sex', 'age']);
    expect(update.patch.skinfolds).toEqual({ ...sevenSites, bicep: 5, calf: 9 });
    expect(update.patch.bodyDensity).toBeCloseTo(1.0653532, 10);
    expect(update.patch.bodyComp).toEqual({
      percentage: 14.6,
      category: 'excellent',
      equation: 'Jackson-Pollock 7-site (men)',
    });
  });

  it('falls back to the sex’s first complete 3-site equation', () => {
    const men = skinfoldsUpdate(measuredPerson({ sex: 'MALE', age: 45 }), { chest: 40, abdominal: 40, thigh: 40 });
    expect(men.patch.bodyComp?.percentage).toBe(34.5); // formulas §6: men 3-site Σ 120 mm, 45 y
    expect(men.patch.bodyComp?.equation).toBe('Jackson-Pollock 3-site (men: chest, abdominal, thigh)');
    const menAlternative = skinfoldsUpdate(measuredPerson({ sex: 'MALE' }), { chest: 10, tricep: 11, subscap: 15 });
    expect(menAlternative.patch.bodyComp?.equation).toBe('Pollock 3-site (men: chest, triceps, subscapular)');
    const women = skinfoldsUpdate(measuredPerson({ sex: 'FEMALE' }), { tricep: 15, supraIliac: 12, thigh: 20 });
    expect(women.patch.bodyComp?.equation).toBe('Jackson-Pollock 3-site (women: triceps, suprailiac, thigh)');
  });

  it('computes the women’s 7-site equation from the same seven sites', () => {
    const update = skinfoldsUpdate(measuredPerson({ sex: 'FEMALE', age: 30 }), sevenSites);
    const density = 1.097 - 0.00046971 * 100 + 0.00000056 * 100 * 100 - 0.00012828 * 30;
    expect(update.patch.bodyDensity).toBeCloseTo(density, 12);
    expect(update.patch.bodyComp?.percentage).toBe(Math.round((495 / density - 450) * 10) / 10);
    expect(update.patch.bodyComp?.equation).toBe('Jackson-Pollock 7-site (women)');
  });

  it('stores the sites without a density or body fat when no equation is complete', () => {
    const update = skinfoldsUpdate(measuredPerson(), { bicep: 6, calf: 10, chest: 12 });
    expect(update.patch).toEqual({
      skinfolds: { ...emptySkinfolds(), bicep: 6, calf: 10, chest: 12 },
      bodyDensity: null,
      bodyComp: null,
    });
  });

  it('gives no category (but a percentage) outside the body-fat age window', () => {
    const update = skinfoldsUpdate(measuredPerson({ age: 18 }), sevenSites);
    expect(update.patch.bodyComp?.category).toBe('');
    expect(update.patch.bodyComp?.percentage).toBeGreaterThan(0);
  });

  it('accepts each limit (biceps 50, others 500 mm) and refuses a site beyond it, naming the field', () => {
    expect(skinfoldsUpdate(measuredPerson(), { bicep: 50 }).patch.skinfolds?.bicep).toBe(50);
    expect(skinfoldsUpdate(measuredPerson(), { calf: 500 }).patch.skinfolds?.calf).toBe(500);
    expect(() => skinfoldsUpdate(measuredPerson(), { bicep: 50.5 })).toThrow(
      new MeasurementInputError('Biceps skinfold must be 0 to 50 mm', 'bicepSkin'),
    );
    expect(() => skinfoldsUpdate(measuredPerson(), { thigh: 500.5 })).toThrow(
      new MeasurementInputError('Thigh skinfold must be 0 to 500 mm', 'thighSkin'),
    );
    expect(() => skinfoldsUpdate(measuredPerson(), { chest: -0.5 })).toThrow(MeasurementInputError);
  });

  it('refuses skinfolds whose density leaves the Siri model instead of storing an impossible body fat', () => {
    const huge = { chest: 400, abdominal: 400, thigh: 400 };
    expect(() => skinfoldsUpdate(measuredPerson(), huge)).toThrow(
      new MeasurementInputError(SKINFOLD_DENSITY_MESSAGE, 'skinfolds'),
    );
  });

  it('is refused by the profile naming sex and age when they are missing', () => {
    const user = measuredPerson({ sex: null, age: null });
    const outcome = applyProfileUpdate(user, skinfoldsUpdate(user, sevenSites));
    expect(outcome).toEqual({
      ok: false,
      message: 'Skinfolds needs your sex and age first. Please fill out the Demographic Form.',
    });
  });
});

describe('skinfoldsReset', () => {
  it('clears the sites, the density and the body composition', () => {
    const user = measuredPerson();
    const stored = applyProfileUpdate(user, skinfoldsUpdate(user, sevenSites));
    if (!stored.ok) throw new Error(stored.message);
    expect(hasStoredSkinfolds(stored.user)).toBe(true);
    const reset = applyProfileUpdate(stored.user, skinfoldsReset());
    if (!reset.ok) throw new Error(reset.message);
    expect(reset.user).toMatchObject({ skinfolds: emptySkinfolds(), bodyDensity: null, bodyComp: null });
    expect(hasStoredSkinfolds(reset.user)).toBe(false);
  });
});

describe('skinfold equation information', () => {
  it('finds a stored equation by its name', () => {
    expect(skinfoldEquationByName('Jackson-Pollock 7-site (men)')?.sites).toHaveLength(7);
    expect(skinfoldEquationByName('Jackson-Pollock 3-site (women: triceps, suprailiac, thigh)')?.id).toBe(
      'jackson-pollock-3-women',
    );
    expect(skinfoldEquationByName('unknown')).toBeUndefined();
  });

  it('names every equation with its site count, so the stored name says 7-site or 3-site', () => {
    for (const sex of ['MALE', 'FEMALE'] as const) {
      expect(sevenSiteEquation(sex)?.method).toContain('7-site');
      for (const equation of threeSiteEquations(sex)) expect(equation.method).toContain('3-site');
    }
  });

  it('flags ages beyond the derivation samples (men 18-61, women 18-55)', () => {
    expect(isBeyondDerivationAges('MALE', 61)).toBe(false);
    expect(isBeyondDerivationAges('MALE', 62)).toBe(true);
    expect(isBeyondDerivationAges('FEMALE', 55)).toBe(false);
    expect(isBeyondDerivationAges('FEMALE', 56)).toBe(true);
  });

  it('lists each sex’s two 3-site equations in selection order', () => {
    expect(threeSiteEquations('MALE').map((e) => e.id)).toEqual(['jackson-pollock-3-men', 'pollock-3-men-alternative']);
    expect(threeSiteEquations('FEMALE').map((e) => e.id)).toEqual([
      'jackson-pollock-3-women',
      'pollock-3-women-alternative',
    ]);
  });
});

describe('sevenSiteEquation', () => {
  it('is the Jackson-Pollock 7-site equation of the sex', () => {
    expect(sevenSiteEquation('MALE')?.id).toBe('jackson-pollock-7-men');
    expect(sevenSiteEquation('FEMALE')?.id).toBe('jackson-pollock-7-women');
  });
});
