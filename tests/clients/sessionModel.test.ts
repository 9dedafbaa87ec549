// The pure rules of the records model (decision 0101, decision 0102): what a new session keeps, when opening continues
// a session, the open session's record (its id, the marker, its date) and the app-start rule for a day-old session.
import { describe, expect, it } from 'vitest';
import { emptyProfile, type UserProfile } from '@/profile/profileTypes';
import {
  continuesSession,
  holdsNoResult,
  lastMeasuredWeight,
  newSessionProfile,
  openSessionRecord,
} from '@/clients/sessionModel';

const DAY1 = new Date(2026, 0, 10, 9, 0); // local times: the rules work on the local calendar day
const DAY1_EVENING = new Date(2026, 0, 10, 23, 30);
const DAY2 = new Date(2026, 0, 11, 0, 30);

const SAM: UserProfile = {
  ...emptyProfile('client-sam'),
  sessionId: 's1',
  sessionStartedAt: DAY1.toISOString(),
  dateOfBirth: '1991-03-04',
  fname: 'Sam',
  lname: 'Jones',
  age: 34,
  sex: 'MALE',
  height: 180,
  currentWeight: 82,
  goalWeight: 78,
  activityLevel: 'moderately active',
  hrMax: 186,
  bmi: { bmi: 25.3, classification: 'overweight' },
  pushups: { pushups: 20, category: 'good' },
  restingHR: 60,
  circumferences: { ...emptyProfile('x').circumferences, arm: 31 },
};

describe('a new session (decision 0101)', () => {
  it('keeps the demographics and nothing measured', () => {
    const next = newSessionProfile(SAM, 's2', DAY2);
    expect(next).toEqual({
      ...emptyProfile('client-sam'),
      sessionId: 's2',
      sessionStartedAt: DAY2.toISOString(),
      dateOfBirth: '1991-03-04',
      fname: 'Sam',
      lname: 'Jones',
      age: 34,
      sex: 'MALE',
      height: 180,
      goalWeight: 78,
      activityLevel: 'moderately active',
      hrMax: 186,
    });
    expect(holdsNoResult(next)).toBe(true);
    expect(holdsNoResult(SAM)).toBe(false);
    expect(holdsNoResult({ ...next, currentWeight: 80 })).toBe(false); // weight is a measurement
  });

  it('opening continues an unsaved session, or one saved the same local day; else not', () => {
    expect(continuesSession(SAM, null, DAY2)).toBe(true);
    expect(continuesSession(SAM, { date: DAY1.toISOString(), recordId: 'other' }, DAY2)).toBe(true);
    expect(continuesSession(SAM, { date: DAY1.toISOString(), recordId: 's1' }, DAY1_EVENING)).toBe(true);
    expect(continuesSession(SAM, { date: DAY1.toISOString(), recordId: 's1' }, DAY2)).toBe(false);
    expect(continuesSession({ sessionId: null }, null, DAY1)).toBe(false);
  });
});

describe("the open session's record (decision 0102)", () => {
  it('carries the client, the session as record id, the marker, and keeps its first date on an update', () => {
    const first = openSessionRecord(SAM, DAY1, { measuredOnly: true });
    expect(first).toMatchObject({
      clientId: 'client-sam',
      recordId: 's1',
      measuredOnly: true,
      date: DAY1.toISOString(),
      pushups: 20,
    });
    const update = openSessionRecord(SAM, DAY1_EVENING, { measuredOnly: false, firstSavedAt: DAY1.toISOString() });
    expect(update.date).toBe(DAY1.toISOString());
    expect(update.updatedAt).toBe(DAY1_EVENING.toISOString());
    expect('measuredOnly' in update).toBe(false);
    expect(() => openSessionRecord({ ...SAM, sessionId: null }, DAY1, { measuredOnly: true })).toThrow(
      /not been started|no id/,
    );
  });

  it('the last measured weight is the latest record that has one', () => {
    expect(
      lastMeasuredWeight([
        { date: 'a', current_weight: 82 },
        { date: 'b', current_weight: 80 },
        { date: 'c', current_weight: null },
      ]),
    ).toEqual({ kg: 80, date: 'b' });
    expect(lastMeasuredWeight([{ date: 'a', current_weight: null }])).toBeNull();
  });
});
