// What Discard would forget (decision 0152): each result of a set-aside session its saved record does not hold, named
// with the history's measure and the user's units; every result when the session was never saved.
import { describe, expect, it } from 'vitest';
import { resultsNotSaved } from '@/clients/unsavedResults';
import { openSessionRecord } from '@/clients/sessionModel';
import { emptyProfile, type UserProfile } from '@/profile/profileTypes';

const SAM: UserProfile = {
  ...emptyProfile('client-sam'),
  sessionId: 'session-1',
  sessionStartedAt: '2026-01-10T10:00:00.000Z',
  fname: 'Sam',
  age: 34,
  sex: 'MALE',
  height: 180,
  pushups: { pushups: 24, category: 'good' },
};

describe('resultsNotSaved', () => {
  it('a session never saved: every result, in the history order and units', () => {
    const profile = { ...SAM, currentWeight: 82, gripStrength: { gripStrength: 85, category: 'good' } };
    expect(resultsNotSaved(profile, null, true)).toEqual(['Weight 82 kg', 'Pushups 24', 'Grip Strength 85 kg']);
    expect(resultsNotSaved(profile, null, false)).toEqual(['Weight 180.4 lb', 'Pushups 24', 'Grip Strength 187 lb']);
  });

  it('a saved session: only what was entered or changed since its save', () => {
    const saved = {
      ...openSessionRecord(SAM, new Date('2026-01-10T11:00:00.000Z'), { measuredOnly: true }),
      timestamp: 1,
    };
    const since = {
      ...SAM,
      pushups: { pushups: 31, category: 'good' },
      gripStrength: { gripStrength: 85, category: 'good' },
    };
    expect(resultsNotSaved(since, saved, true)).toEqual(['Pushups 31', 'Grip Strength 85 kg']);
    expect(resultsNotSaved(SAM, saved, true)).toEqual([]);
  });
});
