// The header line that always says whose session is open, with the way to another client (decision 0080) and to a new
// session of this client (decision 0101). Reads only the profile, so the roster's code and database stay out of the first screen.
// The name is read in its own module, fetched with the state chunk, so the bar adds no XState to the first paint.
import { lazy } from 'react';
import { Link } from 'react-router-dom';
import { useOptionalAppActors } from '@/state/appActorsSource';
import { ROUTE_PATHS } from '@/domain/routePaths';
import { NewSessionButton } from './NewSessionButton';

const ActiveClientName = lazy(() => import('./ActiveClientName').then((module) => ({ default: module.ActiveClientName })));

export function ActiveClientBar({ onNavigate }: { onNavigate: () => void }) {
  const actors = useOptionalAppActors();
  if (!actors) return null;
  return (
    <p className="active-client" aria-live="polite">
      <span>Session of <ActiveClientName profile={actors.profile} /></span>
      <Link to={ROUTE_PATHS.clients} onClick={onNavigate} className="active-client-switch">Switch client</Link>
      <NewSessionButton className="active-client-switch link-button" />
    </p>
  );
}

/** The bar's box before the state module has loaded: the same height, so the page never moves when the name arrives. */
export function ActiveClientBarPlaceholder() {
  return <p className="active-client" aria-hidden="true" />;
}
