// Every builder whose result needs body weight, given a session with no weight (a re-test, decision 0174): what the
// tester entered is kept, or refused with a message naming the weight; it is never dropped in silence.
import { describe, expect, it } from 'vitest';
import { missingFieldTestData, rockportSubmission, sixMinuteWalkSubmission } from '@/profile/builders/fieldTestUpdates';
import { treadmillSubmission } from '@/profile/builders/treadmillVo2Update';
import { BRUCE } from '@/calculators/treadmillProtocols';
import { vo2MaxUpdate } from '@/profile/builders/vo2MaxUpdate';
import { currentWeightUpdate } from '@/profile/builders/demographicsUpdate';
import { restingHrUpdate } from '@/profile/builders/restingHrUpdate';
import { gripStrengthUpdate } from '@/profile/builders/gripStrengthUpdate';
import { applyProfileUpdate } from '@/profile/profileUpdate';
import { twelveMinuteRun } from '@/calculators/fieldTests';
import { strengthPerson } from './strengthTestProfile';

const noWeight = () =>
  strengthPerson({
    age: 40,
    currentWeight: null,
    bloodPressure: { sbp: 120, dbp: 80, classification: 'prehypertension' },
  });

describe('weight-dependent builders in a session with no weight', () => {
  it('Rockport and the 6-minute walk need the weight for their formula: the screen names it, the builder cannot run', () => {
    expect(missingFieldTestData(noWeight(), 'rockport')).toEqual(['currentWeight']);
    expect(missingFieldTestData(noWeight(), 'sixMinuteWalk')).toEqual(['currentWeight']);
    expect(() => rockportSubmission(noWeight(), '15', '0', '120')).toThrow();
    expect(() => sixMinuteWalkSubmission(noWeight(), '500', '110')).toThrow();
  });

  it('a treadmill result is refused with a message naming the weight, and nothing changes', () => {
    const user = noWeight();
    const outcome = applyProfileUpdate(user, treadmillSubmission(user, BRUCE, '3').update);
    expect(outcome.ok ? null : outcome.message).toMatch(/weight/);
  });

  it('a VO2 max is kept without a weight; its raw VO2 follows once the weight is given', () => {
    const user = noWeight();
    const kept = applyProfileUpdate(user, vo2MaxUpdate(user, twelveMinuteRun(2400), '12 minute run/walk'));
    expect(kept.ok && kept.user.vo2Max?.vo2Max).toBeGreaterThan(0);
    expect(kept.ok && kept.user.rawVo2).toBeNull();
    if (!kept.ok) return;
    const weighed = applyProfileUpdate(kept.user, currentWeightUpdate(kept.user, 80));
    expect(weighed.ok && weighed.user.rawVo2).toBeGreaterThan(0);
  });

  it('a resting heart rate is refused with a message naming the weight (the SPEC asks the whole Demographic Form)', () => {
    const user = noWeight();
    const outcome = applyProfileUpdate(user, restingHrUpdate(user, 60));
    expect(outcome.ok ? null : outcome.message).toMatch(/weight/);
  });

  it('a grip strength is kept without a weight (its ratio is shown only once there is one)', () => {
    const user = noWeight();
    const outcome = applyProfileUpdate(user, gripStrengthUpdate(user, 50, 55));
    expect(outcome.ok && outcome.user.gripStrength?.gripStrength).toBe(105);
  });
});
