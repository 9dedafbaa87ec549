// The text of a failure, written once: the message of any thrown value (Error, DOMException, text or an object with a
// message), the 'Unknown Error' stand-in, and the database-open prefix of spec §8 ("Database open failure").
export const UNKNOWN_ERROR = 'Unknown Error';

/** The trimmed message of any thrown value, or null when it has none. */
export function errorMessageOf(error: unknown): string | null {
  if (typeof error === 'string') return error.trim() || null;
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    return error.message.trim() || null;
  }
  return null;
}

/** The message of any thrown value, or 'Unknown Error'. */
export function errorMessageOrUnknown(error: unknown): string {
  return errorMessageOf(error) ?? UNKNOWN_ERROR;
}

export const INIT_DB_ERROR_PREFIX = 'request.onerror - initDB: ';

/**
 * The text the app shows when the sessions database cannot be opened (spec §8, decision 0019):
 * 'request.onerror - initDB: {message}', or '... Unknown Error' when the error has no message. Idempotent: a message
 * that already has the prefix is returned as it is.
 */
export function initDbErrorMessage(error: unknown): string {
  const message = errorMessageOf(error);
  if (message?.startsWith(INIT_DB_ERROR_PREFIX)) return message;
  const technical = `${INIT_DB_ERROR_PREFIX}${message ?? UNKNOWN_ERROR}`;
  const advice = plainAdvice(error);
  // The specification's technical text stays first (decision 0019); plain words on what to do follow it.
  return advice ? `${technical.replace(/[.\s]*$/, '.')} ${advice}` : technical;
}

/** What a person can do about a known cause of a storage failure, in plain words; null when the cause is not known. */
export function plainAdvice(error: unknown): string | null {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  if (name === 'VersionError') {
    return 'This browser blocked saving: another tab is using a newer version of the app. Close other tabs of this app and reload.';
  }
  if (name === 'QuotaExceededError') {
    return "This browser's storage for this site is full. Free some space (or export a backup and delete old data), then reload.";
  }
  if (name === 'InvalidStateError' || name === 'SecurityError') {
    return 'This browser does not allow saving here (private browsing or blocked site data). Allow site data for this app, then reload.';
  }
  return null;
}
