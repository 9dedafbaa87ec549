// Which sites give a body composition for this sex: the 7-site equation, else the 3-site equations in selection order.
import type { Sex } from '@/domain/person';
import { SKINFOLD_LABELS } from '@/domain/bodySites';
import { sevenSiteEquation, threeSiteEquations } from '@/profile/builders/skinfoldsEquationInfo';
import type { BodyDensityEquation } from '@/calculators/bodyDensity';

/** "chest, abdominal and thigh". */
function siteList(equation: BodyDensityEquation | undefined): string {
  const names = equation ? equation.sites.map((site) => SKINFOLD_LABELS[site].toLowerCase()) : [];
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function SkinfoldEquationHint({ sex }: { sex: Sex }) {
  const [first, second] = threeSiteEquations(sex);
  return (
    <p className="hint" id="skinfold-equation-hint">
      Body composition uses the 7-site equation when {siteList(sevenSiteEquation(sex))} are all entered; otherwise the
      3-site equation of {siteList(first)}
      {second ? <>, or else of {siteList(second)}</> : null}. Biceps and calf are recorded but not used by the
      equations. Leave a site empty if you did not measure it.
    </p>
  );
}
