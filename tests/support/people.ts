// The people of the component tests: one set, each with every demographic a screen can ask for, so that a name
// such as MAN_25 means the same person in every file. A test that needs a missing field spreads one of these and
// overrides it (`{ ...MAN_25, currentWeight: null }`).
import type { UserProfile } from '@/profile/profileTypes';

/** A 25-year-old man, 80 kg, 180 cm. */
export const MAN_25: Partial<UserProfile> = {
  fname: 'Sam',
  lname: 'Test',
  age: 25,
  sex: 'MALE',
  currentWeight: 80,
  height: 180,
};

/** A 30-year-old man, 80 kg, 180 cm. */
export const MAN_30: Partial<UserProfile> = { ...MAN_25, fname: 'Ada', age: 30 };

/** A 30-year-old woman, 60 kg, 165 cm. */
export const WOMAN_30: Partial<UserProfile> = {
  fname: 'Eve',
  lname: 'Test',
  age: 30,
  sex: 'FEMALE',
  currentWeight: 60,
  height: 165,
};
