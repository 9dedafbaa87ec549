// The open session's client name in the header bar, read from the profile actor with @xstate/react. Loaded with the
// state chunk (decision 0126), so neither XState nor @xstate/react is in the first paint.
// Chunk: state (build/stateRoots.ts): the header's part that reads the state.
import { useSelector } from '@xstate/react';
import { clientLabel } from '@/clients/clientLabel';
import type { AppActors } from '@/state/createAppActors';

export function ActiveClientName({ profile }: { profile: AppActors['profile'] }) {
  const name = useSelector(profile, (s) => [s.context.user.fname, s.context.user.lname].filter(Boolean).join(' '));
  return (
    <strong className="active-client-name" data-testid="active-client-name">
      {clientLabel(name)}
    </strong>
  );
}
