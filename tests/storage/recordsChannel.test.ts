// Cross-tab change notices (decision 0133): another tab's notice reaches the listeners, this page's own notice goes
// to the other tabs only, and something that is not a notice is ignored (as are session keys that are not keys).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceRecordsChanged, onRecordsChanged, resetRecordsChannel } from '@/storage/recordsChannel';

const CHANNEL = 'fitness-records-changed';

afterEach(() => resetRecordsChannel());

describe('recordsChannel', () => {
  it('a notice from another tab reaches the listener; an odd message does not', async () => {
    const heard = vi.fn();
    const stop = onRecordsChanged(heard);
    const otherTab = new BroadcastChannel(CHANNEL);
    otherTab.postMessage({ nonsense: true });
    otherTab.postMessage({ store: 'sessions', clientId: 'ada' });
    otherTab.postMessage({ store: 'sessions', keys: [3, 9] });
    otherTab.postMessage({ store: 'sessions', keys: [3, 'x'] });
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(3));
    expect(heard.mock.calls).toEqual([
      [{ store: 'sessions', clientId: 'ada' }],
      [{ store: 'sessions', keys: [3, 9] }],
      [{ store: 'sessions' }],
    ]);
    stop();
    otherTab.postMessage({ store: 'clients' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toHaveBeenCalledTimes(3);
    otherTab.close();
  });

  it("this page's notice goes to the other tabs, not to its own listeners", async () => {
    const own = vi.fn();
    onRecordsChanged(own);
    const otherTab = new BroadcastChannel(CHANNEL);
    const received: unknown[] = [];
    otherTab.onmessage = (event: MessageEvent) => received.push(event.data);
    announceRecordsChanged({ store: 'clients', clientId: 'mal' });
    await vi.waitFor(() => expect(received).toEqual([{ store: 'clients', clientId: 'mal' }]));
    expect(own).not.toHaveBeenCalled();
    otherTab.close();
  });
});
