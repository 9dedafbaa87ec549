// Submits a VO2 max test form (field tests, treadmill protocol forms): builds the submission from the current profile
// with the calculators, sends its vo2Max update through the one submit path (useSubmitBuiltUpdate, which shows
// 'form submitted'), and reports what happened so the form can show the result and its category, or the calculator's
// range message inline (never a NaN; decision 0018).
import { useCallback } from 'react';
import { CalculatorRangeError } from '@/calculators/CalculatorRangeError';
import type { Vo2MaxResult } from '@/calculators/oxygenUptake';
import type { UserProfile } from '@/profile/profileTypes';
import type { ProfileUpdate } from '@/profile/profileUpdate';
import { useAppActors } from '@/state/AppActorsContext';
import { useSubmitBuiltUpdate } from '@/state/useSubmitUpdate';

export interface Vo2Submission {
  result: Vo2MaxResult;
  update: ProfileUpdate;
}

export type Vo2SubmitOutcome<S extends Vo2Submission> =
  | { status: 'stored'; submission: S; category: string }
  /** A calculator range error: its message and the input it is about. */
  | { status: 'invalid'; message: string; field: string }
  /** The profile machine refused the update (missing data); its message is in the error banner. */
  | { status: 'refused' };

export function useVo2Submit(): <S extends Vo2Submission>(build: (user: UserProfile) => S) => Vo2SubmitOutcome<S> {
  const { profile } = useAppActors();
  const submit = useSubmitBuiltUpdate();
  return useCallback(
    <S extends Vo2Submission>(build: (user: UserProfile) => S): Vo2SubmitOutcome<S> => {
      let submission: S;
      try {
        submission = build(profile.getSnapshot().context.user);
      } catch (error) {
        if (error instanceof CalculatorRangeError)
          return { status: 'invalid', message: error.message, field: error.field };
        throw error;
      }
      if (!submit(() => submission.update)) return { status: 'refused' };
      return { status: 'stored', submission, category: profile.getSnapshot().context.user.vo2Max?.category ?? '' };
    },
    [profile, submit],
  );
}
