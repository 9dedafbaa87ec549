// The header line that always says whose session is open, with the way to another client (decision 0080) and to a new
// session of this client (decision 0101). Reads only the profile, so the roster's code and database stay out of the
// first screen.
import { Link } from '@/components/hashRouter';
import { clientLabel } from '@/clients/clientLabel';
import { useOptionalAppActors } from '@/state/AppActorsContext';
import { ROUTE_PATHS } from '@/domain/routePaths';
import { useActorSelector } from '@/state/useActorSelector';
import type { AppActors } from '@/state/createAppActors';
import { NewSessionButton } from './NewSessionButton';

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
      <Link to={ROUTE_PATHS.clients} onClick={onNavigate} className="active-client-switch">Switch client</Link>
      <NewSessionButton className="active-client-switch link-button" />
    </p>
  );
}

/** The bar's box before the state module has loaded: the same height, so the page never moves when the name arrives. */
export function ActiveClientBarPlaceholder() {
  return <p className="active-client" aria-hidden="true" />;
}
