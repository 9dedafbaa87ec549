// Skinfold results: body fat category with its source, body density, the equation used and its derivation ages.
import { SIRI_PROVENANCE } from '@/calculators/siriBodyFat';
import { roundHalfUp } from '@/calculators/rounding';
import { normSource } from '@/norms/normSources';
import type { UserProfile } from '@/profile/profileTypes';
import { hasStoredSkinfolds } from '@/profile/builders/skinfoldsUpdate';
import {
  SKINFOLD_DERIVATION_AGES,
  isBeyondDerivationAges,
  skinfoldEquationByName,
} from '@/profile/builders/skinfoldsEquationInfo';
import { CategoryPanel } from '@/components/CategoryPanel';
import { resultGauge } from '@/summary/resultGauges';
import { SourceLine } from '@/components/SourceLine';
import { ROUTE_PATHS } from '@/domain/routePaths';

function DerivationAgesNote({ user }: { user: UserProfile }) {
  const { MALE: men, FEMALE: women } = SKINFOLD_DERIVATION_AGES;
  const beyond = user.sex !== null && user.age !== null && isBeyondDerivationAges(user.sex, user.age);
  return (
    <>
      <p className="hint">
        The Jackson-Pollock equations were derived for men aged {men.min}-{men.max} and women aged {women.min}-
        {women.max}; at older ages the result is an extrapolation and less certain.
      </p>
      {beyond ? (
        <p className="panel measurement-note" role="note">
          Your age ({user.age}) is above the ages these equations were derived for: read the body fat as an estimate.
        </p>
      ) : null}
    </>
  );
}

export function SkinfoldResults({ user }: { user: UserProfile }) {
  if (!hasStoredSkinfolds(user)) return null;
  const bodyComp = user.bodyComp;
  if (!bodyComp || user.bodyDensity === null) {
    return (
      <section className="panel measurement-note" aria-labelledby="skinfold-result-heading" aria-live="polite">
        <h2 id="skinfold-result-heading">Skinfolds stored, no body composition yet</h2>
        <p>Body composition needs all seven sites of the 7-site equation or the three sites of a 3-site equation.</p>
      </section>
    );
  }
  const equation = skinfoldEquationByName(bodyComp.equation);
  return (
    <>
      <CategoryPanel
        category={bodyComp.category}
        source={normSource('bodyFat')}
        categoriesAnchor="bodyfat"
        gauge={resultGauge(user, 'bodyFat')}
        result={`Body fat ${bodyComp.percentage.toFixed(1)} %`}
        nextTest={{ to: ROUTE_PATHS.pushupsInstructions, label: 'Pushups' }}
      />
      <section className="panel" aria-labelledby="body-density-heading">
        <h2 id="body-density-heading">Body density and equation</h2>
        <dl className="result-list">
          <dt>Body density</dt>
          <dd data-testid="body-density">{roundHalfUp(user.bodyDensity, 5).toFixed(5)} g/cm³</dd>
          <dt>Body fat</dt>
          <dd data-testid="body-fat">{bodyComp.percentage.toFixed(1)} % (Siri equation)</dd>
          <dt>Equation</dt>
          <dd data-testid="skinfold-equation">{bodyComp.equation}</dd>
        </dl>
        {equation ? <SourceLine provenance={equation} /> : null}
        <SourceLine provenance={SIRI_PROVENANCE} />
        <DerivationAgesNote user={user} />
      </section>
    </>
  );
}
