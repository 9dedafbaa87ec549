// Records a treadmill result in the session, the one way both the timer's Stop (decision 0104: a timed result is kept
// when the timer stops) and the results page's Record button do it: the results route's query read as the results
// page reads it, sent through the one submit path. Without the weight, age or sex the VO2 max needs, nothing is sent
// (the results page then asks for them).
import { useCallback } from 'react';
import { missingRequirements } from '@/profile/profileUpdate';
import { TREADMILL_REQUIRES, treadmillResultUpdate } from '@/profile/builders/treadmillVo2Update';
import { useAppActors } from '@/state/AppActorsContext';
import { useSubmitBuiltUpdate } from '@/state/useSubmitUpdate';
import { methodText, treadmillResultView } from './treadmillResults';

/** The router state the timer hands to the results page: the result is already in the session. */
export interface TreadmillResultsState {
  recorded: boolean;
  /** The tester's reason when the test was stopped early (decision 50). */
  stoppedEarly?: string;
}

/**
 * `record(query, stoppedEarly)`: true when the VO2 max of that results query is now in the session, labelled with
 * the reason when the test was stopped early.
 */
export function useRecordTreadmillResult(): (query: URLSearchParams, stoppedEarly?: string) => boolean {
  const { profile } = useAppActors();
  const submit = useSubmitBuiltUpdate();
  return useCallback(
    (query: URLSearchParams, stoppedEarly?: string) => {
      const user = profile.getSnapshot().context.user;
      const view = treadmillResultView(query, user);
      const { result } = view;
      if (!result || missingRequirements(user, TREADMILL_REQUIRES).length > 0) return false;
      const how = view.method === 'time' ? methodText(view) : undefined;
      return submit(() =>
        treadmillResultUpdate(profile.getSnapshot().context.user, result, view.protocol, how, stoppedEarly),
      );
    },
    [profile, submit],
  );
}

/** The query of a results path (`/treadmill-protocols/bruce/results?mets=…`). */
export function queryOf(path: string): URLSearchParams {
  const at = path.indexOf('?');
  return new URLSearchParams(at < 0 ? '' : path.slice(at + 1));
}
