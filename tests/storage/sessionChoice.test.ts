// A remembered session choice is read back only when it is one of the valid choices; null forgets it.
import { afterEach, describe, expect, it } from 'vitest';
import { readSessionChoice, writeSessionChoice } from '@/storage/sessionChoice';

const KEY = 'openTreadmillProtocol';
const VALID = ['bruce', 'ramp'] as const;

describe('session choices', () => {
  afterEach(() => sessionStorage.clear());

  it('reads back what was written', () => {
    writeSessionChoice(KEY, 'ramp');
    expect(readSessionChoice(KEY, VALID)).toBe('ramp');
  });

  it('anything else reads as no choice, and is left where it is', () => {
    for (const stored of ['', 'RAMP', '"ramp"', 'treadmill-of-doom']) {
      sessionStorage.setItem(KEY, stored);
      expect(readSessionChoice(KEY, VALID)).toBeNull();
      expect(sessionStorage.getItem(KEY)).toBe(stored);
    }
    sessionStorage.removeItem(KEY);
    expect(readSessionChoice(KEY, VALID)).toBeNull();
  });

  it('null forgets the choice', () => {
    writeSessionChoice(KEY, 'bruce');
    writeSessionChoice(KEY, null);
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });
});
