// The note shown when saving or sharing is asked for without a first name: fill out the demographic form first.
import { Link } from 'react-router-dom';
import { ROUTE_PATHS, demographicsThen } from '@/domain/routePaths';

export function NeedsNameNote({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <div className="panel demographics-prompt session-note no-print" role="alert">
      <p>{message}</p>
      <p>
        <Link to={demographicsThen(ROUTE_PATHS.currentSession)}>Fill out the Demographic Form</Link>
      </p>
      <button type="button" className="button" onClick={onClose}>Close</button>
    </div>
  );
}
