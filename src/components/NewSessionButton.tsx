// "Start a new session" (decision 0101), offered for the open client at any time: in the header bar and on Current
// Session. The work is in src/state/records/startNewSession.ts, loaded on the press so the first screen stays light.
import { useOptionalAppActors } from '@/state/appActorsSource';

export const NEW_SESSION_LABEL = 'Start a new session';

export function NewSessionButton({ className = 'button' }: { className?: string }) {
  const actors = useOptionalAppActors();
  if (!actors) return null;
  const start = () => { void import('@/state/records/startNewSession').then(({ startNewSession }) => startNewSession(actors)); };
  // On a phone the header bar shows 'New session' (the words of its name that fit beside the client's name and Switch
  // client); the name stays the whole label everywhere.
  return (
    <button type="button" className={className} onClick={start} aria-label={NEW_SESSION_LABEL}>
      {/* A no-break space: a flex button drops the spaces at the edges of its parts. */}
      <span className="new-session-lead">Start a{'\u00a0'}</span><span className="new-session-rest">new session</span>
    </button>
  );
}
