// The text of a failure, written once: the message of any thrown value (Error, DOMException, text or an object with a
// message), the 'Unknown Error' stand-in, the database-open prefix of spec §8 ("Database open failure"), and the plain
// words a person reads about a failure: what happened, what to do next (decision 0071), with the technical detail kept
// beside them for whoever needs it, never in their place.
// The message of a thrown value, its technical detail, ExplainedError and the error page's advice live in
// ./errorDetail.ts (re-exported here), so the first paint's error page carries them without the advice table below.
import { errorMessageOf, errorNameOf, technicalDetailOf, ExplainedError } from './errorDetail';

export { technicalDetailOf, ExplainedError, SCREEN_FAILED_ADVICE } from './errorDetail';

/**
 * Where an error shown in the banner came from: a step clears its own error when it later
 * succeeds, by origin, never by matching the words of the message. `form`: a form's entry or a refused update;
 * `storage`: the profile not stored; `database`: the sessions database would not open or closed; `roster`: a step
 * of the client list; `save`: saving the open session; `edit`: editing an earlier session; `restore`: a backup restore.
 */
export type ErrorOrigin = 'form' | 'storage' | 'database' | 'roster' | 'save' | 'edit' | 'restore';

export const UNKNOWN_ERROR = 'Unknown Error';

/** What a person reads about a failure, and the technical text behind it (shown under "Technical detail"). */
export interface ExplainedText {
  message: string;
  /** The browser's own words (error name and message), or null when there is nothing more to show. */
  detail: string | null;
}

/** What the user keeps when a session is not saved or updated. */
export const SESSION_UNCHANGED = 'Your current session has not been changed.';

/** The save's answer when saved sessions cannot be opened; the database's own text follows it. */
export const CANNOT_SAVE_NOW = 'This session cannot be saved right now: saved sessions are unavailable.';
export const ENTRIES_KEPT =
  'Everything you entered stays in the open session on this device: save it once saved sessions open again.';

/** The next step when the cause is not one of the known ones below. */
export const TRY_AGAIN_ADVICE = 'Try again; if it keeps failing, reload the page.';

const STORAGE_FULL_ADVICE =
  "This browser's storage for this site is full. Free some space (export a backup, then delete old sessions or other sites' data), then try again.";

const KNOWN_ADVICE: Readonly<Record<string, string>> = {
  VersionError:
    'This browser blocked saving: another tab is using a newer version of the app. Close other tabs of this app and reload.',
  QuotaExceededError: STORAGE_FULL_ADVICE,
  NS_ERROR_DOM_QUOTA_REACHED: STORAGE_FULL_ADVICE,
  InvalidStateError:
    'The connection to the saved data was closed (the app may have been updated in another tab, or site data was cleared). Reload the page, then try again.',
  SecurityError:
    'This browser does not allow saving here (private browsing or blocked site data). Allow site data for this app, then reload.',
  NotAllowedError:
    'The browser did not allow this (a permission was refused, or it needs a tap first). Tap the button again, or allow it in the site settings.',
  AbortError: 'It was stopped before it finished. Try again.',
  UnknownError:
    'The browser could not reach its storage (a disk or browser problem). Reload the page; if it keeps failing, restart the browser.',
  TimeoutError: 'The browser took too long to answer. Try again.',
};

/** What a person can do about a known cause (by the DOMException name), in plain words; null when not known. */
export function plainAdvice(error: unknown): string | null {
  if (error instanceof ExplainedError) return null;
  const name = errorNameOf(error);
  const own = Object.prototype.hasOwnProperty.call(KNOWN_ADVICE, name) ? (KNOWN_ADVICE[name] ?? null) : null;
  if (own) return own;
  // A wrapped error (a storage error around the browser's) is known by its cause.
  return typeof error === 'object' && error !== null && 'cause' in error ? plainAdvice(error.cause) : null;
}

/**
 * A failure in plain words: `happened` ('The session was not saved.'), then the advice for the error's known cause
 * or `nextStep` (by default: try again), then `unchanged` (what the user keeps, e.g. 'Your current session has not
 * been changed.'). The technical text goes to `detail`.
 */
export function explainFailure(
  happened: string,
  error: unknown,
  { nextStep = TRY_AGAIN_ADVICE, unchanged }: { nextStep?: string; unchanged?: string } = {},
): ExplainedText {
  const parts = [happened, plainAdvice(error) ?? nextStep, unchanged].filter((part): part is string => Boolean(part));
  return { message: parts.join(' '), detail: technicalDetailOf(error) };
}

/** explainFailure as a throwable ExplainedError (its cause is the original error). */
export function explainedError(
  happened: string,
  error: unknown,
  options?: { nextStep?: string; unchanged?: string },
): ExplainedError {
  const { message, detail } = explainFailure(happened, error, options);
  return new ExplainedError(message, { cause: error, detail });
}

/**
 * The text of any error that reaches a person: an ExplainedError as it was written, anything else explained with
 * `happened` as the first sentence (the browser's own words go to the detail).
 */
export function presentError(
  error: unknown,
  happened: string,
  options?: { nextStep?: string; unchanged?: string },
): ExplainedText {
  if (error instanceof ExplainedError) return { message: error.message, detail: error.detail };
  return explainFailure(happened, error, options);
}

/** Printing did not start (decision 0018: never console only). */
export const PRINT_FAILED = 'Printing did not start.';
export const PRINT_NEXT_STEP = "Use your browser's Print command instead.";

export const INIT_DB_ERROR_PREFIX = 'request.onerror - initDB: ';

/** Plain words after the database-open text when its cause is not one of the known ones. */
export const INIT_DB_GENERIC_ADVICE =
  'Saved sessions cannot be opened right now; everything else in the app still works. Reload the page to try again.';

/**
 * The text the app shows when the sessions database cannot be opened (spec §8, decision 0019):
 * 'request.onerror - initDB: {message}', or '... Unknown Error' when the error has no message, followed by plain words
 * on what to do (decision 0071). Idempotent: a message that already has the prefix is returned as it is.
 */
export function initDbErrorMessage(error: unknown): string {
  const message = errorMessageOf(error);
  if (message?.startsWith(INIT_DB_ERROR_PREFIX)) return message;
  const technical = `${INIT_DB_ERROR_PREFIX}${message ?? UNKNOWN_ERROR}`;
  // The specification's technical text stays first and whole (decision 0019); plain words on what to do follow it.
  return `${technical.replace(/[.\s]*$/, '.')} ${plainAdvice(error) ?? INIT_DB_GENERIC_ADVICE}`;
}
