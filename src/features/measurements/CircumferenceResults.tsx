// Circumference results: the waist risk category with its source, the waist-to-hip and waist-to-height ratios.
import { WAIST_HEIGHT_RATIO_PROVENANCE, WAIST_HIP_RATIO_PROVENANCE } from '@/calculators/bodyRatios';
import { cmToInches } from '@/calculators/units';
import { normSource } from '@/norms/normSources';
import type { UserProfile } from '@/profile/profileTypes';
import { CategoryPanel } from '@/components/CategoryPanel';
import { resultGauge } from '@/summary/resultGauges';
import { SourceLine } from '@/components/SourceLine';
import { storedText } from './formText';
import { WaistRiskClasses } from './WaistRiskClasses';
import { ROUTE_PATHS } from '@/domain/routePaths';

function ratioText(ratio: number | null, missing: string): string {
  return ratio === null ? missing : ratio.toFixed(2);
}

export function CircumferenceResults({ user }: { user: UserProfile }) {
  const waist = user.waistCircumference;
  if (!waist) return null;
  const shownWaist = user.prefers_metric
    ? `${storedText(waist.wc, 1)} cm`
    : `${storedText(cmToInches(waist.wc), 1)} in`;
  return (
    <>
      <CategoryPanel
        category={waist.category}
        tableKey="waistRisk"
        source={normSource('waistRisk')}
        categoriesAnchor="waist-circumference"
        gauge={resultGauge(user, 'waistRisk')}
        result={`Waist ${shownWaist}`}
        nextTest={{ to: ROUTE_PATHS.skinfolds, label: 'Skinfolds' }}
      />
      <section className="panel" aria-labelledby="waist-ratios-heading">
        <h2 id="waist-ratios-heading">Waist ratios</h2>
        <dl className="result-list">
          <dt>Waist-to-hip ratio</dt>
          <dd data-testid="waist-hip-ratio">{ratioText(user.waistHipRatio, 'Enter a hips circumference to see it')}</dd>
          <dt>Waist-to-height ratio</dt>
          <dd data-testid="waist-height-ratio">
            {ratioText(user.waistHeightRatio, 'Needs your height from the Demographic Form')}
          </dd>
        </dl>
        <p className="hint">The ratios are shown without categories.</p>
        <SourceLine provenance={WAIST_HIP_RATIO_PROVENANCE} />
        <SourceLine provenance={WAIST_HEIGHT_RATIO_PROVENANCE} />
      </section>
      {user.sex ? <WaistRiskClasses sex={user.sex} /> : null}
    </>
  );
}
