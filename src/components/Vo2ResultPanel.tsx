// The result of a VO2 max test form (field tests and treadmill protocol forms): the VO2 max and METs, the category
// panel of spec §2 (anchor 'vo2' on Fitness Categories) and the equation's source, plus any caveat.
import type { ReactNode } from 'react';
import type { Vo2MaxResult } from '@/calculators/oxygenUptake';
import { normSource } from '@/norms/normSources';
import { thresholdGauge } from '@/norms/thresholdGauge';
import { useProfile } from '@/state/AppActorsContext';
import { CategoryPanel } from './CategoryPanel';
import { SourceLine } from './SourceLine';
import { stoppedEarlyText } from '@/domain/stopTestIndications';

export interface Vo2ResultPanelProps {
  /** What was submitted, e.g. "1.5 mile in 12:00". */
  summary: string;
  result: Vo2MaxResult;
  /** VO2 max as shown (2 decimals for the field tests, 1 for treadmill stages). */
  valueText: string;
  category: string;
  /** e.g. "Peak VO2" for the 6-minute walk. */
  label?: string;
  caveat?: ReactNode;
  /** The reason the test was stopped early (decision 50), written after the result. */
  stoppedEarly?: string | null;
}

export function Vo2ResultPanel({
  summary,
  result,
  valueText,
  category,
  label = 'VO2 max',
  caveat,
  stoppedEarly,
}: Vo2ResultPanelProps) {
  const sex = useProfile((c) => c.user.sex);
  const age = useProfile((c) => c.user.age);
  return (
    <div className="vo2-result">
      <CategoryPanel
        endsBeforeOldAge="vo2max"
        category={category}
        source={normSource('vo2max')}
        categoriesAnchor="vo2"
        gauge={thresholdGauge('vo2max', sex, age, result.value)}
        result={`${summary}: ${label} ${valueText} mL/kg/min (${result.mets} METs)${stoppedEarly ? `. ${stoppedEarlyText(stoppedEarly)}` : ''}`}
      />
      <SourceLine provenance={result} />
      {caveat}
    </div>
  );
}
