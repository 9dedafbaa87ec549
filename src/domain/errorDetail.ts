// The part of src/domain/errorMessages.ts the first paint needs (its error page, decision 0071): the message of any
// thrown value, its technical detail, the ExplainedError that carries one, and the advice under 'Unexpected Application
// Error!'. Everything else imports these through errorMessages.ts, which re-exports them.

/** The trimmed message of any thrown value, or null when it has none. */
export function errorMessageOf(error: unknown): string | null {
  if (typeof error === 'string') return error.trim() || null;
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    return error.message.trim() || null;
  }
  return null;
}

/** The name of a thrown value ('QuotaExceededError'), or '' when it has none. */
export function errorNameOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string'
    ? error.name
    : '';
}

/**
 * The technical detail of any thrown value: 'VersionError: The requested version (7) is less than …'. An error that
 * already carries a detail (ExplainedError) gives that; a wrapped error gives its cause's detail; null when the value
 * says nothing (undefined, an empty Error).
 */
export function technicalDetailOf(error: unknown): string | null {
  if (error instanceof ExplainedError) return error.detail;
  const message = errorMessageOf(error);
  const name = errorNameOf(error);
  const own = message === null ? null : name && name !== 'Error' ? `${name}: ${message}` : message;
  const cause = typeof error === 'object' && error !== null && 'cause' in error ? technicalDetailOf(error.cause) : null;
  if (own && cause && cause !== own) return `${own} (cause: ${cause})`;
  return own ?? cause ?? (name && name !== 'Error' ? name : null);
}

/**
 * An error whose message is already written for a person (what happened and what to do next) and that keeps the
 * technical detail apart. Storage and file modules throw these; the banners show `message` and offer `detail`.
 */
export class ExplainedError extends Error {
  override name = 'ExplainedError';
  readonly detail: string | null;
  constructor(message: string, options: { cause?: unknown; detail?: string | null } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.detail =
      options.detail !== undefined
        ? options.detail
        : options.cause === undefined
          ? null
          : technicalDetailOf(options.cause);
  }
}

/** Under 'Unexpected Application Error!' (spec §2): a screen failed to show. */
export const SCREEN_FAILED_ADVICE =
  'This screen could not be shown. Your stored data is not affected: go to the home page or reload the page, then try again.';
