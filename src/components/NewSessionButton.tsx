// "Start a new session" (decision 0101), offered for the open client at any time: in the header bar and on Current
// Session. The work is in src/state/startNewSession.ts and the question in NewSessionDialog.tsx, both loaded on the
// press so the first screen stays light. The dialog goes to the end of the body: the header bar is a live paragraph.
// Chunk: state (build/stateRoots.ts): the header's part that reads the state.
import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { useOptionalAppActors } from '@/state/appActorsSource';
import type { NewSessionOutlook } from '@/state/records/startNewSession';

export const NEW_SESSION_LABEL = 'Start a new session';

const NewSessionDialog = lazy(() =>
  import('./NewSessionDialog').then((module) => ({ default: module.NewSessionDialog })),
);
const startModule = () => import('@/state/records/startNewSession');

export function NewSessionButton({ className = 'button' }: { className?: string }) {
  const actors = useOptionalAppActors();
  const [asking, setAsking] = useState<NewSessionOutlook | null>(null);
  if (!actors) return null;
  const press = () => {
    void startModule().then(({ newSessionOutlook, startNewSession }) => {
      const outlook = newSessionOutlook(actors.profile.getSnapshot().context.user);
      if (outlook) setAsking(outlook);
      else startNewSession(actors);
    });
  };
  const confirm = () => {
    setAsking(null);
    void startModule().then(({ startNewSession }) => startNewSession(actors));
  };
  // On a phone the header bar shows 'New session' (the words of its name that fit beside the client's name and Switch
  // client); the name stays the whole label everywhere.
  return (
    <>
      <button type="button" className={className} onClick={press} aria-label={NEW_SESSION_LABEL}>
        {/* A no-break space: a flex button drops the spaces at the edges of its parts. */}
        <span className="new-session-lead">Start a{'\u00a0'}</span>
        <span className="new-session-rest">new session</span>
      </button>
      {asking
        ? createPortal(
            <Suspense fallback={null}>
              <NewSessionDialog outlook={asking} onConfirm={confirm} onCancel={() => setAsking(null)} />
            </Suspense>,
            document.body,
          )
        : null}
    </>
  );
}
