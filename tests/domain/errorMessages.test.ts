// Error texts a person reads (decision 0071): known DOMException names get plain advice, anything else a generic next
// step; the technical text is kept as the detail, never dropped; the database-open text of spec §8 stays first and whole.
import { describe, expect, it } from 'vitest';
import {
  ExplainedError,
  INIT_DB_GENERIC_ADVICE,
  TRY_AGAIN_ADVICE,
  explainFailure,
  explainedError,
  initDbErrorMessage,
  plainAdvice,
  presentError,
  technicalDetailOf,
} from '@/domain/errorMessages';

const VERSION_ADVICE =
  'This browser blocked saving: another tab is using a newer version of the app. Close other tabs of this app and reload.';

describe('initDbErrorMessage', () => {
  it('a newer version open in another tab: the technical text, then what to do', () => {
    const error = new DOMException('The requested version (7) is less than the existing version (8).', 'VersionError');
    expect(initDbErrorMessage(error)).toBe(
      `request.onerror - initDB: The requested version (7) is less than the existing version (8). ${VERSION_ADVICE}`,
    );
  });

  it('an unknown cause keeps the technical text first, then the generic advice', () => {
    expect(initDbErrorMessage(new Error('Simulated open failure'))).toBe(
      `request.onerror - initDB: Simulated open failure. ${INIT_DB_GENERIC_ADVICE}`,
    );
    expect(initDbErrorMessage(undefined)).toBe(`request.onerror - initDB: Unknown Error. ${INIT_DB_GENERIC_ADVICE}`);
  });
});

describe('plainAdvice: known DOMException names', () => {
  it.each([
    ['VersionError', /another tab is using a newer version of the app\. Close other tabs of this app and reload\./],
    ['QuotaExceededError', /storage for this site is full\. Free some space/],
    ['InvalidStateError', /connection to the saved data was closed.*Reload the page/],
    ['SecurityError', /does not allow saving here.*Allow site data/],
    ['NotAllowedError', /did not allow this.*Tap the button again/],
    ['AbortError', /stopped before it finished\. Try again\./],
    ['UnknownError', /could not reach its storage.*Reload the page/],
    ['TimeoutError', /took too long.*Try again\./],
  ])('%s', (name, advice) => {
    expect(plainAdvice(new DOMException('browser words', name))).toMatch(advice);
  });

  it('finds the cause of a wrapped error, and knows nothing of an unknown name', () => {
    const wrapped = new Error('outer', { cause: new DOMException('inner', 'QuotaExceededError') });
    expect(plainAdvice(wrapped)).toMatch(/full/);
    expect(plainAdvice(new DOMException('x', 'DataCloneError'))).toBeNull();
    expect(plainAdvice(new Error('x'))).toBeNull();
    expect(plainAdvice({ name: 'constructor' })).toBeNull();
  });
});

describe('explainFailure: plain words first, the technical detail kept', () => {
  it('a known cause: what happened, its advice, what is kept; the browser words as the detail', () => {
    const error = new DOMException('The requested version (7) is less than the existing version (8).', 'VersionError');
    expect(
      explainFailure('The session was not saved.', error, { unchanged: 'Your current session has not been changed.' }),
    ).toEqual({
      message: `The session was not saved. ${VERSION_ADVICE} Your current session has not been changed.`,
      detail: 'VersionError: The requested version (7) is less than the existing version (8).',
    });
  });

  it("an unknown error: the generic next step (or the caller's), and its message as the detail", () => {
    expect(explainFailure('The file was not made.', new Error('disk on fire'))).toEqual({
      message: `The file was not made. ${TRY_AGAIN_ADVICE}`,
      detail: 'disk on fire',
    });
    expect(
      explainFailure('Printing did not start.', new TypeError('no print'), { nextStep: 'Use the browser menu.' }),
    ).toEqual({
      message: 'Printing did not start. Use the browser menu.',
      detail: 'TypeError: no print',
    });
  });

  it('a value with nothing to say has no detail, and the message still says what to do', () => {
    expect(explainFailure('It failed.', undefined)).toEqual({
      message: `It failed. ${TRY_AGAIN_ADVICE}`,
      detail: null,
    });
    expect(explainFailure('It failed.', new Error(''))).toEqual({
      message: `It failed. ${TRY_AGAIN_ADVICE}`,
      detail: null,
    });
  });
});

describe('presentError and technicalDetailOf', () => {
  it('an ExplainedError is shown as it was written, its detail kept', () => {
    const error = explainedError('The backup was not restored.', new DOMException('full', 'QuotaExceededError'));
    expect(error).toBeInstanceOf(ExplainedError);
    expect(presentError(error, 'ignored')).toEqual({ message: error.message, detail: 'QuotaExceededError: full' });
  });

  it("a plain error is explained with the caller's first sentence", () => {
    expect(presentError(new Error('boom'), 'The client file was not imported.')).toEqual({
      message: `The client file was not imported. ${TRY_AGAIN_ADVICE}`,
      detail: 'boom',
    });
  });

  it('names the error and its cause', () => {
    expect(technicalDetailOf(new DOMException('gone', 'InvalidStateError'))).toBe('InvalidStateError: gone');
    expect(technicalDetailOf('plain text')).toBe('plain text');
    expect(technicalDetailOf(new Error('outer', { cause: new DOMException('inner', 'AbortError') }))).toBe(
      'outer (cause: AbortError: inner)',
    );
    expect(technicalDetailOf(null)).toBeNull();
  });
});
