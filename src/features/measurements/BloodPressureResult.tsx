// The stored blood pressure reading with its JNC 7 class and source.
import { normSource } from '@/norms';
import type { UserProfile } from '@/profile/profileTypes';
import { formatCategory } from '@/norms/formatCategory';
import { SourceLine } from '@/components/SourceLine';

export function BloodPressureResult({ reading }: { reading: NonNullable<UserProfile['bloodPressure']> }) {
  return (
    <section className="panel category-panel" aria-labelledby="blood-pressure-result" aria-live="polite">
      <p className="result-value">{reading.sbp}/{reading.dbp} mmHg</p>
      {reading.classification ? (
        <h2 id="blood-pressure-result">Your blood pressure is in the &quot;{formatCategory(reading.classification)}&quot; class</h2>
      ) : (
        <h2 id="blood-pressure-result">No class for this reading</h2>
      )}
      <SourceLine provenance={normSource('bloodPressure')} />
      <p className="hint">
        One reading is a screen, not a diagnosis: when a reading is high, repeat it on another day and talk to a health
        professional.
      </p>
    </section>
  );
}
