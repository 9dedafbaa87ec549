// The header line that always says whose session is open, with the way to another client (decision 0080) and to a new
// session of this client (decision 0101). Reads only the profile, so the roster's code and database stay out of the first screen.
// The name and 'Start a new session' are their own modules, fetched with the state chunk, so the bar adds no XState and
// nothing the first screen does not show to the first paint (decision 0127's budget).
import { lazy } from 'react';
import { Link } from 'react-router-dom';
import { useOptionalAppActors } from '@/state/appActorsSource';
import { ROUTE_PATHS } from '@/domain/routePaths';

const ActiveClientName = lazy(() =>
  import('./ActiveClientName').then((module) => ({ default: module.ActiveClientName })),
);
const NewSessionButton = lazy(() =>
  import('./NewSessionButton').then((module) => ({ default: module.NewSessionButton })),
);

export function ActiveClientBar({ onNavigate }: { onNavigate: () => void }) {
  const actors = useOptionalAppActors();
  if (!actors) return null;
  return (
    <p className="active-client" aria-live="polite">
      <span>
        <span className="session-of">Session of </span>
        <ActiveClientName profile={actors.profile} />
      </span>
      <Link to={ROUTE_PATHS.clients} onClick={onNavigate} className="active-client-switch">
        Switch client
      </Link>
      <NewSessionButton className="active-client-switch link-button" />
    </p>
  );
}

/** The bar's box before the state module has loaded: the same height, so the page never moves when the name arrives. */
export function ActiveClientBarPlaceholder() {
  return <p className="active-client" aria-hidden="true" />;
}
