// An actor that fails shows its error on screen (decision 0126): @xstate/react's useSelector, behind the app's
// useProfile, re-renders on the actor's error and throws it, so the route's error page shows what happened instead
// of a screen frozen on the last good snapshot. The same holds for an actor a screen owns through useActorRef
// (decision 0159): Past Sessions' actor, whose alert throws when the database cannot be opened.
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createActor, setup } from 'xstate';
import { useSelector } from '@xstate/react';
import { createDatabaseInitMachine } from '@machines/databaseInitMachine';
import { usePastSessionsActor, type PastSessionsDeps } from '@/state/records/pastSessionsActor';
import { RouteErrorBoundary } from '@/app/RouteErrorBoundary';
import { AppActorsProvider, useProfile } from '@/state/AppActorsContext';
import type { AppActors } from '@/state/createAppActors';

/** A stand-in for the profile actor whose one action throws, as a bug in a machine's action would. */
const failingProfile = setup({
  types: { context: {} as { user: { fname: string } }, events: {} as { type: 'BREAK' } },
  actions: {
    breakDown: () => {
      throw new Error('the profile store refused the write');
    },
  },
}).createMachine({ context: { user: { fname: 'Ada' } }, on: { BREAK: { actions: 'breakDown' } } });

function FirstName() {
  return <p>Client: {useProfile((context) => context.user.fname)}</p>;
}

describe('an actor that fails', () => {
  it("shows the route's error page with its message, not the last snapshot", async () => {
    const profile = createActor(failingProfile).start();
    const actors = Promise.resolve({ profile } as unknown as AppActors);
    await act(async () => {
      render(
        <AppActorsProvider actors={actors}>
          <RouteErrorBoundary resetKey="/parq">
            <Suspense fallback={<p>Loading</p>}>
              <FirstName />
            </Suspense>
          </RouteErrorBoundary>
        </AppActorsProvider>,
      );
    });
    expect(screen.getByText('Client: Ada')).toBeInTheDocument();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() => profile.send({ type: 'BREAK' }));
    logged.mockRestore();
    expect(profile.getSnapshot().status).toBe('error');
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText(/the profile store refused the write/)).toBeInTheDocument();
    expect(screen.queryByText('Client: Ada')).not.toBeInTheDocument();
  });
});

/** A screen that owns Past Sessions' actor (as PastSessionsScreen does) and shows its state. */
function PastSessionsState({ deps }: { deps: PastSessionsDeps }) {
  const actor = usePastSessionsActor(deps);
  return <p>Past Sessions: {useSelector(actor, (snapshot) => String(snapshot.value))}</p>;
}

describe('an actor a screen owns (useActorRef) that fails', () => {
  it("shows the route's error page with its message", async () => {
    // The database machine without its open effect: every open fails, so the read rejects as not ready.
    const database = createActor(createDatabaseInitMachine<never>()).start();
    const alertSend = vi.fn((event: unknown) => {
      if ((event as { alertType?: string }).alertType === 'error')
        throw new Error('the alert banner refused the message');
    });
    const deps = { database, profile: { send: vi.fn() }, alert: { send: alertSend } } as unknown as PastSessionsDeps;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = render(
      <RouteErrorBoundary resetKey="/sessions">
        <PastSessionsState deps={deps} />
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Past Sessions: loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    logged.mockRestore();
    expect(alertSend).toHaveBeenCalledWith(
      expect.objectContaining({ alertType: 'error', message: 'Init Not complete' }),
    );
    expect(screen.getByText(/the alert banner refused the message/)).toBeInTheDocument();
    expect(screen.queryByText(/Past Sessions:/)).not.toBeInTheDocument();
    view.unmount();
  });
});
