// Today's weight asked in place by a result that needs it (decision 0174): shown while the open session has no weight,
// with the client's last measured weight and its date as a one-tap choice. The result itself is kept without it.
import { useId } from 'react';
import { useProfile } from '@/state/AppActorsContext';
import { useLastMeasuredWeight } from '@/state/records/useLastMeasuredWeight';
import { toUserUnits } from '@/profile/userUnits';
import { TODAYS_WEIGHT_FIELD } from '@/profile/builders/oneRepMaxRatio';
import { WEIGHT_KG, WEIGHT_LB } from '@/profile/profileLimits';
import { formatDate } from '@/domain/dates';
import { NumberField } from './NumberField';

export interface TodaysWeightFieldProps {
  /** What the weight is for, in running text: "the ratio to body weight and the category". */
  needs: string;
  value: string;
  onChange: (value: string) => void;
  /** Stores the result with the last measured weight (kg), in one tap. */
  onUseLast: (kg: number) => void;
}

export function TodaysWeightField({ needs, value, onChange, onUseLast }: TodaysWeightFieldProps) {
  const legendId = useId();
  const metric = useProfile((c) => c.user.prefers_metric);
  const last = useLastMeasuredWeight();
  const unit = metric ? 'kg' : 'lb';
  const limit = metric ? WEIGHT_KG : WEIGHT_LB;
  const lastShown = last ? toUserUnits(last.kg, 'mass', metric) : null;
  return (
    <fieldset className="panel todays-weight" aria-labelledby={legendId}>
      <legend id={legendId}>Today&apos;s weight</legend>
      <p className="hint">This session has no weight yet: {needs} need today&apos;s weight.</p>
      <NumberField
        name={TODAYS_WEIGHT_FIELD}
        label={`Today's weight (${unit})`}
        value={value}
        onChange={onChange}
        min={limit.min}
        max={limit.max}
        step={0.1}
        placeholder={unit}
      />
      {last && lastShown !== null ? (
        <button type="button" className="button" onClick={() => onUseLast(last.kg)}>
          Use {lastShown} {unit}, last measured {formatDate(last.date)}
        </button>
      ) : null}
    </fieldset>
  );
}
