// A profile with complete demographics for the measurement builder tests.
import { emptyProfile, type UserProfile } from '@/profile/profileTypes';

export function measuredPerson(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    ...emptyProfile('uid-test'),
    fname: 'Ada',
    lname: 'L',
    age: 30,
    sex: 'MALE',
    height: 180,
    currentWeight: 80,
    ...overrides,
  };
}
