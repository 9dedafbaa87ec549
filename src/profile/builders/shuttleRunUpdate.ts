// The 20 m shuttle run's submission (decision 48): the level and shuttle reached → distance, the speed of the last
// completed level and VO2 max = -27.4 + 6.0 × that speed (Léger & Gadoury 1989, in the calculator), sent as the vo2Max
// update every VO2 test sends (classified with the product's VO2 max tables by age and sex) with the run added to the
// session's field tests (decision 0181), its distance standing for its score (decision 0210). Pure: the single-runner
// screen, the group timer and the group grid build a result the same one way.
import { shuttleRunResult, type ShuttleResult, type ShuttleScore } from '@/calculators/shuttleRun';
import type { Vo2MaxResult } from '@/calculators/oxygenUptake';
import { FIELD_TEST_LABELS, withFieldTestResult, type FieldTestResult } from '@/profile/fieldTestResults';
import type { UserProfile } from '@/profile/profileTypes';
import type { ProfileUpdate } from '@/profile/profileUpdate';
import { MeasurementInputError } from './measurementInputError';
import { VO2_MAX_REQUIRES, vo2MaxUpdate } from './vo2MaxUpdate';

/** The name stored with the VO2 max (`vo2Max.test`, the record's `vo2MaxTest`): one name, so every run compares. */
export const SHUTTLE_RUN_TEST = FIELD_TEST_LABELS.shuttleRun;

/** A run that ended before level 1's last shuttle has no completed level, so the equation has no speed. */
export const NO_COMPLETED_LEVEL_MESSAGE =
  'No VO2 max: level 1 was not completed, and the equation needs the speed of a completed level. The score is level 1.';

export interface ShuttleRunSubmission {
  readonly run: ShuttleResult;
  readonly result: Vo2MaxResult;
  readonly update: ProfileUpdate;
}

/**
 * The run's result and its profile update. Throws CalculatorRangeError for a level or shuttle outside the protocol
 * table, MeasurementInputError (field 'shuttle') when no level was completed.
 */
export function shuttleRunSubmission(
  user: UserProfile,
  score: ShuttleScore,
  stoppedEarly?: string,
): ShuttleRunSubmission {
  const run = shuttleRunResult(score);
  const result = run.vo2Max;
  if (result === null) throw new MeasurementInputError(NO_COMPLETED_LEVEL_MESSAGE, 'shuttle');
  const update = vo2MaxUpdate(user, result, SHUTTLE_RUN_TEST, VO2_MAX_REQUIRES, stoppedEarly);
  const entry: FieldTestResult = {
    test: 'shuttleRun',
    distanceM: run.distanceM,
    timeSeconds: null,
    heartRate: null,
    vo2Max: result.value,
    method: result.method.slice(0, 100),
  };
  return {
    run,
    result,
    update: { ...update, patch: { ...update.patch, fieldTests: withFieldTestResult(user.fieldTests, entry) } },
  };
}
