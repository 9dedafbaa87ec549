// Asks the browser to keep this site's storage (the saved sessions) under storage pressure instead of
// evicting it. Browsers decide on their own (engagement, installed app, a permission prompt in Firefox).

export type PersistentStorageResult = 'granted' | 'denied' | 'unsupported';

/**
 * 'granted' when storage is (or becomes) persistent, 'denied' when the browser says no or the request
 * fails, 'unsupported' when the browser has no StorageManager.persist. Never throws.
 */
export async function requestPersistentStorage(
  storage: Pick<StorageManager, 'persist' | 'persisted'> | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.storage,
): Promise<PersistentStorageResult> {
  if (!storage || typeof storage.persist !== 'function') return 'unsupported';
  try {
    if (typeof storage.persisted === 'function' && (await storage.persisted())) return 'granted';
    return (await storage.persist()) ? 'granted' : 'denied';
  } catch {
    return 'denied';
  }
}
