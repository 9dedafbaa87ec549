// The demographics the /parq form submits, already validated and converted to metric.
import type { ActivityLevel, Sex } from '@/domain/person';

export interface Demographics {
  fname: string;
  lname: string;
  age: number;
  sex: Sex;
  /** cm */
  height: number;
  /** kg */
  currentWeight: number;
  /** kg */
  goalWeight: number;
  activityLevel: ActivityLevel;
  /** `YYYY-MM-DD`, or null when none was given (decision 0105). */
  dateOfBirth: string | null;
}
