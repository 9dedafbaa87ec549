// Body density from skinfolds, Jackson-Pollock generalized equations (formulas §6; decision 0007).
// Selection: the 7-site equation when all seven sites are > 0, else the first complete 3-site equation in table order.
import type { Sex } from '@/domain/person';
import type { SkinfoldSite, Skinfolds } from '@/domain/bodySites';
import { SKINFOLD_SITES } from '@/domain/bodySites';
import { RANGE_MESSAGES } from './CalculatorRangeError';
import { requireFiniteResult, requireRange, requireSex } from './guards';
import type { Sourced } from './provenance';

export type BodyDensityEquationId =
  | 'jackson-pollock-7-men'
  | 'jackson-pollock-3-men'
  | 'pollock-3-men-alternative'
  | 'jackson-pollock-7-women'
  | 'jackson-pollock-3-women'
  | 'pollock-3-women-alternative';

/** density (g/cm³) = intercept − linear·Σ + quadratic·Σ² − perYear·age, Σ = sum of `sites` in mm. */
export interface BodyDensityEquation {
  readonly id: BodyDensityEquationId;
  readonly sex: Sex;
  readonly method: string;
  readonly source: string;
  readonly sites: readonly SkinfoldSite[];
  readonly intercept: number;
  readonly linear: number;
  readonly quadratic: number;
  readonly perYear: number;
}

const SEVEN_SITES: readonly SkinfoldSite[] = [
  'chest',
  'midaxillary',
  'tricep',
  'subscap',
  'abdominal',
  'supraIliac',
  'thigh',
];

/** In the order of formulas §6: per sex the 7-site equation first, then the 3-site equations in selection order. */
export const BODY_DENSITY_EQUATIONS: readonly BodyDensityEquation[] = [
  {
    id: 'jackson-pollock-7-men',
    sex: 'MALE',
    method: 'Jackson-Pollock 7-site (men)',
    source: 'Jackson & Pollock, Br J Nutr 1978;40:497-504',
    sites: SEVEN_SITES,
    intercept: 1.112,
    linear: 0.00043499,
    quadratic: 0.00000055,
    perYear: 0.00028826,
  },
  {
    id: 'jackson-pollock-3-men',
    sex: 'MALE',
    method: 'Jackson-Pollock 3-site (men: chest, abdominal, thigh)',
    source: 'Jackson & Pollock, Br J Nutr 1978;40:497-504',
    sites: ['chest', 'abdominal', 'thigh'],
    intercept: 1.10938,
    linear: 0.0008267,
    quadratic: 0.0000016,
    perYear: 0.0002574,
  },
  {
    id: 'pollock-3-men-alternative',
    sex: 'MALE',
    method: 'Pollock 3-site (men: chest, triceps, subscapular)',
    source: "Pollock, Schmidt & Jackson, Compr Ther 1980;6(9):12-27; ACSM's Guidelines",
    sites: ['chest', 'tricep', 'subscap'],
    intercept: 1.1125025,
    linear: 0.0013125,
    quadratic: 0.0000055,
    perYear: 0.000244,
  },
  {
    id: 'jackson-pollock-7-women',
    sex: 'FEMALE',
    method: 'Jackson-Pollock 7-site (women)',
    source: 'Jackson, Pollock & Ward, Med Sci Sports Exerc 1980;12:175-182',
    sites: SEVEN_SITES,
    intercept: 1.097,
    linear: 0.00046971,
    quadratic: 0.00000056,
    perYear: 0.00012828,
  },
  {
    id: 'jackson-pollock-3-women',
    sex: 'FEMALE',
    method: 'Jackson-Pollock 3-site (women: triceps, suprailiac, thigh)',
    source: 'Jackson, Pollock & Ward, Med Sci Sports Exerc 1980;12:175-182',
    sites: ['tricep', 'supraIliac', 'thigh'],
    intercept: 1.0994921,
    linear: 0.0009929,
    quadratic: 0.0000023,
    perYear: 0.0001392,
  },
  {
    id: 'pollock-3-women-alternative',
    sex: 'FEMALE',
    method: 'Pollock 3-site (women: triceps, suprailiac, abdominal)',
    source: "Pollock, Schmidt & Jackson, Compr Ther 1980;6(9):12-27; ACSM's Guidelines",
    sites: ['tricep', 'supraIliac', 'abdominal'],
    intercept: 1.089733,
    linear: 0.0009245,
    quadratic: 0.0000025,
    perYear: 0.0000979,
  },
];

/** mm, per site (spec §5 "Measurement forms": max 500, biceps max 50). */
export const SKINFOLD_RANGE = { min: 0, max: 500, bicepMax: 50 } as const;
/** Years: the demographic form's submit range (the equations were derived for men 18-61 and women 18-55). */
export const BODY_DENSITY_AGE_RANGE = { min: 18, max: 100 } as const;

export interface BodyDensityResult extends Sourced<number> {
  /** Unrounded density in g/cm³: never round it before the Siri equation. */
  readonly value: number;
  readonly equation: BodyDensityEquationId;
  readonly sites: readonly SkinfoldSite[];
  /** Sum of the equation's sites, mm. */
  readonly sum: number;
}

/** Evaluates one equation for a skinfold sum (mm) and age (years), unrounded. */
export function densityFromSum(equation: BodyDensityEquation, sum: number, age: number): number {
  const { intercept, linear, quadratic, perYear } = equation;
  return intercept - linear * sum + quadratic * sum * sum - perYear * age; // Jackson-Pollock generalized equation (see `equation.source`)
}

/**
 * Body density (g/cm³, unrounded) with the equation chosen as in formulas §6, or null when no
 * equation for that sex has all its sites present (> 0). Every supplied site must be 0-500 mm (biceps 0-50),
 * otherwise 'Skinfold is outside of the acceptable range'; age 18-100.
 */
export function bodyDensity(sex: Sex, age: number, skinfolds: Partial<Skinfolds>): BodyDensityResult | null {
  requireSex(sex);
  requireRange(age, BODY_DENSITY_AGE_RANGE.min, BODY_DENSITY_AGE_RANGE.max, 'age', RANGE_MESSAGES.age);
  for (const site of SKINFOLD_SITES) {
    const mm = skinfolds[site];
    if (mm === null || mm === undefined) continue;
    const max = site === 'bicep' ? SKINFOLD_RANGE.bicepMax : SKINFOLD_RANGE.max;
    requireRange(mm, SKINFOLD_RANGE.min, max, site, RANGE_MESSAGES.skinfold);
  }
  const present = (site: SkinfoldSite): boolean => {
    const mm = skinfolds[site];
    return typeof mm === 'number' && mm > 0;
  };
  const equation = BODY_DENSITY_EQUATIONS.find((eq) => eq.sex === sex && eq.sites.every(present));
  if (!equation) return null;
  const sum = equation.sites.reduce((total, site) => total + (skinfolds[site] ?? 0), 0);
  const value = requireFiniteResult(densityFromSum(equation, sum, age), 'density');
  return { value, equation: equation.id, sites: equation.sites, sum, method: equation.method, source: equation.source };
}
