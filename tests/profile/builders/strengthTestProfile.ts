// A profile for the strength builder tests: a 25-year-old man of 80 kg (formulas §15).
import { emptyProfile, type UserProfile } from '@/profile/profileTypes';

export function strengthPerson(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    ...emptyProfile('uid-strength'),
    fname: 'A',
    lname: 'B',
    age: 25,
    sex: 'MALE',
    height: 180,
    currentWeight: 80,
    ...overrides,
  };
}
