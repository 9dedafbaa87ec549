// 'Last measured 72 kg on 10 Jan 2026' (decision 0101): the open client's latest weight while the open session has none.
import { useLastMeasuredWeight } from '@/state/records/useLastMeasuredWeight';
import { useProfile } from '@/state/AppActorsContext';
import { toUserUnits } from '@/profile/userUnits';
import { formatDate } from '@/domain/dates';

export function LastMeasuredWeight({ id }: { id?: string }) {
  const metric = useProfile((c) => c.user.prefers_metric);
  const weight = useLastMeasuredWeight();
  if (!weight) return null;
  const value = toUserUnits(weight.kg, 'mass', metric);
  if (value === null) return null;
  return (
    <p className="hint" id={id} data-testid="last-measured-weight">
      Weight last measured {value} {metric ? 'kg' : 'lb'} on {formatDate(weight.date)}
    </p>
  );
}
