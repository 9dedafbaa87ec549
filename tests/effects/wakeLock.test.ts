// Screen wake lock: acquire/release, re-acquire on return to the page, silently skipped where unsupported or refused.
import { describe, expect, it, vi } from 'vitest';
import { createActor, setup } from 'xstate';
import { createWakeLock, wakeLockActor, type WakeLockApiLike, type WakeLockSentinelLike } from '@/effects/wakeLock';

class FakeSentinel extends EventTarget implements WakeLockSentinelLike {
  released = false;
  release = vi.fn(async () => {
    this.systemRelease();
  });
  /** What the browser does when the page is hidden. */
  systemRelease() {
    if (this.released) return;
    this.released = true;
    this.dispatchEvent(new Event('release'));
  }
}

class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  show(state: DocumentVisibilityState) {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

function fakeApi() {
  const sentinels: FakeSentinel[] = [];
  const api: WakeLockApiLike & { request: ReturnType<typeof vi.fn> } = {
    request: vi.fn(async (type: 'screen') => {
      expect(type).toBe('screen');
      const s = new FakeSentinel();
      sentinels.push(s);
      return s;
    }),
  };
  return { api, sentinels };
}

const flush = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });

describe('wakeLock', () => {
  it('acquires a screen lock and releases it', async () => {
    const { api, sentinels } = fakeApi();
    const lock = createWakeLock({ api, document: new FakeDocument() as unknown as Document });
    expect(lock.supported).toBe(true);
    await lock.acquire();
    expect(lock.active).toBe(true);
    expect(api.request).toHaveBeenCalledTimes(1);
    await lock.acquire(); // already held: no second request
    expect(api.request).toHaveBeenCalledTimes(1);
    await lock.release();
    expect(lock.active).toBe(false);
    expect(sentinels[0]!.release).toHaveBeenCalledTimes(1);
  });

  it('re-acquires when the page becomes visible again, only while wanted', async () => {
    const { api, sentinels } = fakeApi();
    const doc = new FakeDocument();
    const lock = createWakeLock({ api, document: doc as unknown as Document });
    await lock.acquire();
    doc.visibilityState = 'hidden';
    sentinels[0]!.systemRelease();
    doc.show('hidden');
    expect(lock.active).toBe(false);
    doc.show('visible');
    await flush();
    expect(api.request).toHaveBeenCalledTimes(2);
    expect(lock.active).toBe(true);
    await lock.release();
    doc.show('hidden');
    doc.show('visible');
    await flush();
    expect(api.request).toHaveBeenCalledTimes(2);
  });

  it('does not request while the page is hidden', async () => {
    const { api } = fakeApi();
    const doc = new FakeDocument();
    doc.visibilityState = 'hidden';
    const lock = createWakeLock({ api, document: doc as unknown as Document });
    await lock.acquire();
    expect(api.request).not.toHaveBeenCalled();
    doc.show('visible');
    await flush();
    expect(lock.active).toBe(true);
  });

  it('releases a lock granted after release was asked for', async () => {
    const sentinel = new FakeSentinel();
    let grant!: (s: FakeSentinel) => void;
    const api = {
      request: vi.fn(
        () =>
          new Promise<FakeSentinel>((resolve) => {
            grant = resolve;
          }),
      ),
    };
    const lock = createWakeLock({ api, document: new FakeDocument() as unknown as Document });
    const acquiring = lock.acquire();
    await lock.release();
    grant(sentinel);
    await acquiring;
    expect(sentinel.release).toHaveBeenCalledTimes(1);
    expect(lock.active).toBe(false);
  });

  it('is silently skipped where unsupported or refused', async () => {
    const unsupported = createWakeLock({ api: null, document: new FakeDocument() as unknown as Document });
    expect(unsupported.supported).toBe(false);
    await expect(unsupported.acquire()).resolves.toBeUndefined();
    await expect(unsupported.release()).resolves.toBeUndefined();

    const refused = createWakeLock({
      api: { request: vi.fn(() => Promise.reject(new DOMException('Battery saver', 'NotAllowedError'))) },
      document: new FakeDocument() as unknown as Document,
    });
    await expect(refused.acquire()).resolves.toBeUndefined();
    expect(refused.active).toBe(false);

    // jsdom has no navigator.wakeLock: the defaults find no API and do nothing.
    const defaults = createWakeLock();
    expect(defaults.supported).toBe(false);
    await expect(defaults.acquire()).resolves.toBeUndefined();
  });

  it('as an actor holds the lock while the invoking state is active', async () => {
    const { api, sentinels } = fakeApi();
    const machine = setup({
      actors: { wakeLock: wakeLockActor({ api, document: new FakeDocument() as unknown as Document }) },
    }).createMachine({
      initial: 'off',
      states: { off: { on: { GO: 'on' } }, on: { invoke: { src: 'wakeLock' }, on: { STOP: 'off' } } },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'GO' });
    await flush();
    expect(sentinels).toHaveLength(1);
    expect(sentinels[0]!.released).toBe(false);
    actor.send({ type: 'STOP' });
    await flush();
    expect(sentinels[0]!.released).toBe(true);
  });
});
