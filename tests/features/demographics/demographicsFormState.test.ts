// A unit change re-shows the form only when nothing typed would be lost.
import { describe, expect, it } from 'vitest';
import { emptyProfile } from '@/profile/profileTypes';
import {
  formFromProfile,
  formIsUnchanged,
  missingFields,
  onlyGainedFirstSession,
} from '@/features/demographics/demographicsFormState';

const ada = {
  ...emptyProfile('u1', true),
  fname: 'Ada',
  lname: 'King',
  age: 36,
  currentWeight: 77,
  goalWeight: 70,
  height: 170,
};

describe('formIsUnchanged', () => {
  it("the stored profile shown in the form's units is unchanged", () => {
    expect(formIsUnchanged(formFromProfile(ada), ada, true)).toBe(true);
    expect(formIsUnchanged(formFromProfile({ ...ada, prefers_metric: false }), ada, false)).toBe(true);
  });

  it('a typed weight, or the stored values in other units, is a change', () => {
    expect(formIsUnchanged({ ...formFromProfile(ada), currentWeight: '78' }, ada, true)).toBe(false);
    expect(formIsUnchanged(formFromProfile(ada), ada, false)).toBe(false);
  });
});

describe('missingFields', () => {
  it("names each empty required field as its label says, in the form's units", () => {
    const empty = formFromProfile(emptyProfile('u2', true));
    expect(missingFields(empty, true)).toEqual([
      'First name',
      'Last name',
      'Age',
      'Weight (kg)',
      'Goal weight (kg)',
      'Height (cm)',
    ]);
    expect(missingFields({ ...formFromProfile(ada), currentWeight: ' ' }, false)).toEqual(['Weight (lb)']);
    expect(missingFields(formFromProfile(ada), true)).toEqual([]);
  });
});

describe('onlyGainedFirstSession', () => {
  const blank = emptyProfile('tab-uid', true);
  it('is the same person when a profile without a session gets one and nothing else changes', () => {
    expect(onlyGainedFirstSession(blank, { ...blank, uid: 'client-1', sessionId: 's1' })).toBe(true);
  });
  it('is another client or session when a stored value differs, or when there was a session already', () => {
    expect(onlyGainedFirstSession(blank, { ...blank, uid: 'client-2', sessionId: 's2', fname: 'Sam' })).toBe(false);
    expect(onlyGainedFirstSession({ ...blank, sessionId: 's1' }, { ...blank, sessionId: 's2' })).toBe(false);
  });
});
