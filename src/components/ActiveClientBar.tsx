// The header line that always says whose session is open, with the way to another client (decision 0080).
// Reads only the profile, so the roster's code and database stay out of the first screen.
import { Link } from 'react-router-dom';
import { clientLabel } from '@/clients/clientTypes';
import { useOptionalAppActors } from '@/state/AppActorsContext';
import { useActorSelector } from '@/state/useActorSelector';
import type { AppActors } from '@/state/createAppActors';

function ClientName({ profile }: { profile: AppActors['profile'] }) {
  const name = useActorSelector(profile, (s) => [s.context.user.fname, s.context.user.lname].filter(Boolean).join(' '));
  return <strong>{clientLabel(name)}</strong>;
}

export function ActiveClientBar({ onNavigate }: { onNavigate: () => void }) {
  const actors = useOptionalAppActors();
  if (!actors) return null;
  return (
    <p className="active-client" aria-live="polite">
      <span>Session of <ClientName profile={actors.profile} /></span>
      <Link to="/clients" onClick={onNavigate} className="active-client-switch">Switch client</Link>
    </p>
  );
}
