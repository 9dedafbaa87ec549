// The choice of another client on this device, each named with age and last test so two of the same name are told
// apart (decision 0100): where a client's sessions are merged into another, and where one session moves to another.
import type { ClientSummary } from '@/clients/clientTypes';
import { clientIdentity } from '@/clients/clientTypes';
import { formatDate } from '@/domain/dates';

export function OtherClientSelect({
  id,
  label,
  clients,
  value,
  onChange,
}: {
  id: string;
  label: string;
  clients: readonly ClientSummary[];
  /** The chosen client's id, '' while none is chosen. */
  value: string;
  onChange: (clientId: string) => void;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Choose a client</option>
        {clients.map((o) => (
          <option key={o.id} value={o.id}>
            {clientIdentity(o, formatDate)}
          </option>
        ))}
      </select>
    </>
  );
}
