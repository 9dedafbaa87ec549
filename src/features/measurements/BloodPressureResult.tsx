// The stored blood pressure reading with its JNC 7 class, its gauge (systolic and diastolic tracks) and source.
import { normSource } from '@/norms/normSources';
import { bloodPressureGauge } from '@/norms/classGauges';
import { CategoryGauge } from '@/components/CategoryGauge';
import type { UserProfile } from '@/profile/profileTypes';
import { formatCategory } from '@/norms/formatCategory';
import { SourceLine } from '@/components/SourceLine';

export function BloodPressureResult({ reading }: { reading: NonNullable<UserProfile['bloodPressure']> }) {
  const gauge = bloodPressureGauge(reading.sbp, reading.dbp);
  return (
    <section
      className="panel category-panel"
      aria-labelledby="blood-pressure-result"
      aria-live="polite"
      data-category-level={gauge.available ? gauge.level : undefined}
    >
      <p className="result-value">
        {reading.sbp}/{reading.dbp} mmHg
      </p>
      {reading.classification ? (
        <h2 id="blood-pressure-result">
          Your blood pressure is in the &quot;{formatCategory(reading.classification)}&quot; class
        </h2>
      ) : (
        <h2 id="blood-pressure-result">No class for this reading</h2>
      )}
      <CategoryGauge gauge={gauge} headline={false} />
      <SourceLine provenance={normSource('bloodPressure')} />
      <p className="hint">
        One reading is a screen, not a diagnosis: when a reading is high, repeat it on another day and talk to a health
        professional.
      </p>
    </section>
  );
}
