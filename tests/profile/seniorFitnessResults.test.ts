// A session keeps each Senior Fitness Test item with its score in the record's units: typed in yards or inches it is
// stored in metres or centimetres and compared in the norms' own units, a best-of-two item keeps both trials, and the
// list survives the saved record, the stored profile and a read that checks each entry.
import { describe, expect, it } from 'vitest';
import { emptyProfile, type UserProfile } from '@/profile/profileTypes';
import { applyProfileUpdate, type ProfileUpdate } from '@/profile/profileUpdate';
import { seniorItemReset, seniorItemUpdate } from '@/profile/builders/seniorFitnessUpdate';
import {
  classifySeniorResult,
  readSeniorResults,
  seniorResultText,
  type SeniorResult,
} from '@/profile/seniorFitnessResults';
import { sessionContentKey } from '@/profile/canonicalRecord';
import { sessionRecordFromProfile } from '@/profile/sessionRecordFromProfile';
import { readSessionRecord } from '@/storage/sessionSchema';
import { readStoredProfile, toStoredProfile } from '@/profile/readStoredProfile';
import { MeasurementInputError } from '@/profile/builders/measurementInputError';

const WOMAN_76: UserProfile = { ...emptyProfile('u'), sex: 'FEMALE', age: 76 };

function apply(user: UserProfile, update: ProfileUpdate): UserProfile {
  const outcome = applyProfileUpdate(user, update);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.user;
}

const only = (user: UserProfile): SeniorResult => {
  expect(user.seniorFitness).toHaveLength(1);
  return user.seniorFitness[0]!;
};

describe('a Senior Fitness Test item in the session', () => {
  it('a 6-minute walk typed in yards is stored in metres and compared in yards, its bounds exact', () => {
    // Women 75-79: 435-585 yd (Rikli & Jones 1999 via the trainer manual).
    const atLower = only(apply(WOMAN_76, seniorItemUpdate(WOMAN_76, 'sixMinuteWalk', [435], false)));
    expect(atLower.score).toBeCloseTo(397.764, 6);
    expect(classifySeniorResult(atLower, 'FEMALE', 76)).toMatchObject({ kind: 'classified', level: 'within' });
    const below = only(apply(WOMAN_76, seniorItemUpdate(WOMAN_76, 'sixMinuteWalk', [434.5], false)));
    expect(classifySeniorResult(below, 'FEMALE', 76)).toMatchObject({ level: 'below' });
    const inMetres = only(apply(WOMAN_76, seniorItemUpdate(WOMAN_76, 'sixMinuteWalk', [535], true)));
    expect(inMetres.score).toBe(535);
    // 535 m = 585.08 yd: past the upper bound.
    expect(classifySeniorResult(inMetres, 'FEMALE', 76)).toMatchObject({ level: 'above' });
    expect(seniorResultText(atLower, false)).toBe('6-Minute Walk (SFT course): 435 yd');
    expect(seniorResultText(atLower, true)).toBe('6-Minute Walk (SFT course): 398 m');
  });

  it('back scratch: the better of two signed trials in inches, stored in cm', () => {
    const user = apply(WOMAN_76, seniorItemUpdate(WOMAN_76, 'backScratch', [-5.5, -5], false));
    const result = only(user);
    expect(result.score).toBeCloseTo(-12.7, 9);
    expect(result.trials).toHaveLength(2);
    // Women 75-79: -5.0 to +0.5 in.
    expect(classifySeniorResult(result, 'FEMALE', 76)).toMatchObject({ level: 'within' });
    expect(seniorResultText(result, false)).toBe('Back Scratch: -5 in (best of -5.5 in, -5 in)');
  });

  it('up-and-go: the faster trial counts, and a faster time is the better verdict', () => {
    const result = only(apply(WOMAN_76, seniorItemUpdate(WOMAN_76, 'upAndGo', [7.9, 7.5], true)));
    expect(result.score).toBe(7.5);
    // Women 75-79: 7.4-5.2 s; 7.5 s is slower than the range.
    expect(classifySeniorResult(result, 'FEMALE', 76)).toMatchObject({ level: 'below' });
  });

  it('a second trial left empty: the one trial is the score', () => {
    const result = only(apply(WOMAN_76, seniorItemUpdate(WOMAN_76, 'chairSitAndReach', [2, Number.NaN], true)));
    expect(result).toEqual({ item: 'chairSitAndReach', score: 2, trials: [2] });
  });

  it('past the ages of the norms the score is recorded without a category', () => {
    const result = only(apply(WOMAN_76, seniorItemUpdate(WOMAN_76, 'armCurl', [14], true)));
    expect(result.score).toBe(14);
    // Women 75-79: 11-17 curls; at 95 no table applies.
    expect(classifySeniorResult(result, 'FEMALE', 76)).toMatchObject({ kind: 'classified', level: 'within' });
    expect(classifySeniorResult(result, 'FEMALE', 95)).toEqual({ kind: 'outsideAges', age: 95 });
  });

  it('an item done again replaces its own entry; reset takes it out; others stay', () => {
    let user = apply(WOMAN_76, seniorItemUpdate(WOMAN_76, 'chairStand', [11], true));
    user = apply(user, seniorItemUpdate(user, 'twoMinuteStep', [80], true));
    user = apply(user, seniorItemUpdate(user, 'chairStand', [12], true));
    expect(user.seniorFitness.map((r) => [r.item, r.score])).toEqual([
      ['twoMinuteStep', 80],
      ['chairStand', 12],
    ]);
    user = apply(user, seniorItemReset(user, 'twoMinuteStep'));
    expect(user.seniorFitness.map((r) => r.item)).toEqual(['chairStand']);
  });

  it('out of range or not whole: refused with the field named, nothing stored', () => {
    expect(() => seniorItemUpdate(WOMAN_76, 'chairStand', [12.5], true)).toThrow(MeasurementInputError);
    expect(() => seniorItemUpdate(WOMAN_76, 'upAndGo', [6, 500], true)).toThrow(
      expect.objectContaining({ field: 'trial2' }),
    );
    expect(() => seniorItemUpdate(WOMAN_76, 'backScratch', [Number.NaN, 2], true)).toThrow(
      expect.objectContaining({ field: 'trial1' }),
    );
  });

  it('the saved record holds the items; they read back from storage and the stored profile', () => {
    let user = apply(WOMAN_76, seniorItemUpdate(WOMAN_76, 'chairStand', [11], true));
    user = apply(user, seniorItemUpdate(user, 'backScratch', [-4, -3.5], false));
    const record = sessionRecordFromProfile(user, new Date('2026-11-28T10:00:00Z'));
    expect(record.seniorFitness).toEqual(user.seniorFitness);
    const read = readSessionRecord({ ...record, timestamp: 1 });
    expect(read.ok && read.record.seniorFitness).toEqual(user.seniorFitness);
    expect(readStoredProfile(toStoredProfile(user), () => 'new').user.seniorFitness).toEqual(user.seniorFitness);
    // The items make two sessions differ.
    expect(sessionContentKey(record)).not.toBe(sessionContentKey({ ...record, seniorFitness: [] }));
  });

  it('a record without items stays as it was; an unreadable entry makes the list unreadable, not partly read', () => {
    expect('seniorFitness' in sessionRecordFromProfile(WOMAN_76, new Date())).toBe(false);
    expect(readSeniorResults([{ item: 'chairStand', score: 11, trials: null }])).toEqual([
      { item: 'chairStand', score: 11, trials: null },
    ]);
    expect(readSeniorResults([{ item: 'chairStand', score: -1 }])).toBeUndefined();
    expect(readSeniorResults([{ item: 'chairStand', score: 11.5 }])).toBeUndefined();
    expect(readSeniorResults([{ item: 'hopping', score: 3 }])).toBeUndefined();
    expect(readSeniorResults([{ item: 'upAndGo', score: 6, trials: [6, 7, 8] }])).toBeUndefined();
    expect(readSeniorResults('11 stands')).toBeUndefined();
    const read = readSessionRecord({
      ...sessionRecordFromProfile(WOMAN_76, new Date()),
      timestamp: 2,
      seniorFitness: [{ item: 'upAndGo', score: 'fast' }],
    });
    expect(read.ok && read.record.seniorFitness).toBeNull();
  });
});
