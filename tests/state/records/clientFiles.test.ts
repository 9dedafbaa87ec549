// A client file's import waits until no roster change is under way (decision 0160): the roster's start ends by
// replacing the open profile, which clears the error banner, so an import that failed before it ended was said and
// wiped unseen (this was an end-to-end test, flaky under load).
import { describe, expect, it, vi } from 'vitest';
import { createActor, setup } from 'xstate';
import { importClientFile } from '@/state/records/clientFiles';
import type { ClientsActor } from '@/state/records/clientsActor';
import type { SessionDatabaseActor } from '@/state/records/sessionDatabase';

/** A roster that is starting (tagged busy, as clientsMachine's loading state is) until it is sent LOADED. */
const startingRoster = setup({ types: { events: {} as { type: 'LOADED' } } }).createMachine({
  initial: 'loading',
  states: { loading: { tags: ['busy'], on: { LOADED: 'ready' } }, ready: {} },
});

describe('importClientFile', () => {
  it('touches neither the file nor the databases while the roster is starting, and imports once it has', async () => {
    const roster = createActor(startingRoster).start();
    const clients = roster as unknown as ClientsActor;
    const touched = vi.fn();
    // A sessions database still opening: the import waits on it, so the test sees only whether it was reached.
    const database = {
      getSnapshot: () => {
        touched();
        return { matches: () => false, context: {} };
      },
      subscribe: () => {
        touched();
        return { unsubscribe: () => {} };
      },
      send: () => {},
    } as unknown as SessionDatabaseActor;
    const file = { text: vi.fn(async () => '{}') } as unknown as File;
    void importClientFile(database, clients, file).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(touched).not.toHaveBeenCalled();
    expect(file.text).not.toHaveBeenCalled();
    roster.send({ type: 'LOADED' });
    await vi.waitFor(() => expect(touched).toHaveBeenCalled());
  });
});
