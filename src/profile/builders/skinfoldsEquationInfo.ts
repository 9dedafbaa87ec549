// What to say about the body-density equation behind a stored result: its sites, source and the ages it was derived for.
import { BODY_DENSITY_EQUATIONS, type BodyDensityEquation } from '@/calculators/bodyDensity';
import type { Sex } from '@/domain/person';

/** Years the Jackson-Pollock samples covered (formulas §6): older ages are an extrapolation. */
export const SKINFOLD_DERIVATION_AGES: Readonly<Record<Sex, { min: number; max: number }>> = {
  MALE: { min: 18, max: 61 },
  FEMALE: { min: 18, max: 55 },
};

/** The equation a stored bodyComp.equation names, or undefined for a name no equation has. */
export function skinfoldEquationByName(name: string): BodyDensityEquation | undefined {
  return BODY_DENSITY_EQUATIONS.find((equation) => equation.method === name);
}

/** True when the age lies outside the ages the sex's equations were derived for. */
export function isBeyondDerivationAges(sex: Sex, age: number): boolean {
  const ages = SKINFOLD_DERIVATION_AGES[sex];
  return age < ages.min || age > ages.max;
}

/** The 7-site equation of a sex. */
export function sevenSiteEquation(sex: Sex): BodyDensityEquation | undefined {
  return BODY_DENSITY_EQUATIONS.find((equation) => equation.sex === sex && equation.sites.length === 7);
}

/** The 3-site equations of a sex, in selection order, for the "what to measure" hint. */
export function threeSiteEquations(sex: Sex): readonly BodyDensityEquation[] {
  return BODY_DENSITY_EQUATIONS.filter((equation) => equation.sex === sex && equation.sites.length === 3);
}
