// The database-open message: the specification's technical text first, then plain words on what to do.
import { describe, expect, it } from 'vitest';
import { initDbErrorMessage } from '@/domain/errorMessages';

describe('initDbErrorMessage', () => {
  it('a newer version open in another tab: the technical text, then what to do', () => {
    const error = new DOMException('The requested version (7) is less than the existing version (8).', 'VersionError');
    expect(initDbErrorMessage(error)).toBe(
      'request.onerror - initDB: The requested version (7) is less than the existing version (8). '
      + 'This browser blocked saving: another tab is using a newer version of the app. Close other tabs of this app and reload.',
    );
  });

  it('an unknown cause keeps the technical text alone', () => {
    expect(initDbErrorMessage(new Error('Simulated open failure'))).toBe('request.onerror - initDB: Simulated open failure');
    expect(initDbErrorMessage(undefined)).toBe('request.onerror - initDB: Unknown Error');
  });
});
