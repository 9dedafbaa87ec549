import { describe, expect, it, vi } from 'vitest';
import { requestPersistentStorage } from '@/storage/requestPersistentStorage';

describe('requestPersistentStorage', () => {
  it("is 'unsupported' without a StorageManager or without persist()", async () => {
    expect(await requestPersistentStorage(undefined)).toBe('unsupported');
    expect(await requestPersistentStorage({} as StorageManager)).toBe('unsupported');
  });

  it("is 'granted' when already persisted, without asking again", async () => {
    const persist = vi.fn(async () => false);
    expect(await requestPersistentStorage({ persist, persisted: async () => true })).toBe('granted');
    expect(persist).not.toHaveBeenCalled();
  });

  it("is 'granted' or 'denied' as the browser answers", async () => {
    expect(await requestPersistentStorage({ persist: async () => true, persisted: async () => false })).toBe('granted');
    expect(await requestPersistentStorage({ persist: async () => false, persisted: async () => false })).toBe('denied');
  });

  it("is 'denied' when the request fails", async () => {
    const persist = async (): Promise<boolean> => {
      throw new DOMException('no', 'SecurityError');
    };
    expect(await requestPersistentStorage({ persist, persisted: async () => false })).toBe('denied');
  });

  it('uses navigator.storage by default', async () => {
    const persist = vi.fn(async () => true);
    vi.stubGlobal('navigator', { storage: { persist, persisted: async () => false } });
    try {
      expect(await requestPersistentStorage()).toBe('granted');
      expect(persist).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
