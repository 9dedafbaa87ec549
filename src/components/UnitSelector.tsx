// Metric / imperial selector: sets the remembered unit preference (decision 0024).
import { useAppActors, useProfile } from '@/state/AppActorsContext';

export function UnitSelector() {
  const { profile } = useAppActors();
  const prefersMetric = useProfile((c) => c.user.prefers_metric);
  return (
    <fieldset className="unit-selector">
      <legend>Units</legend>
      <label>
        <input
          type="radio"
          name="units"
          value="metric"
          checked={prefersMetric}
          onChange={() => profile.send({ type: 'SET_PREFERS_METRIC', prefersMetric: true })}
        />
        Metric (kg, cm)
      </label>
      <label>
        <input
          type="radio"
          name="units"
          value="imperial"
          checked={!prefersMetric}
          onChange={() => profile.send({ type: 'SET_PREFERS_METRIC', prefersMetric: false })}
        />
        Imperial (lb, in)
      </label>
    </fieldset>
  );
}
