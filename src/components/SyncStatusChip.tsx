// The header's sync status (decision 44): nothing while sync is off; else Synced / Syncing (n) / Offline / the error in
// words, with the number of conflicts, linking to Settings → Sync.
import { Link } from 'react-router-dom';
import { ROUTE_PATHS } from '@/domain/routePaths';
import { useSyncView } from '@/state/sync/syncView';

export function SyncStatusChip() {
  const { text } = useSyncView();
  if (text === null) return null;
  return (
    <p className="sync-status" role="status" aria-live="polite">
      <Link to={ROUTE_PATHS.syncSettings}>Sync: {text}</Link>
    </p>
  );
}
