// Builds the VO2 max update of a treadmill protocol (spec §5 and §9; decisions 0011 and 0018): the final stage →
// METs → VO2 max (× 3.5) from the calculator, sent as the vo2Max update every VO2 test sends, labelled with the protocol.
import {
  treadmillStage,
  treadmillVo2Max,
  type TreadmillProtocol,
  type TreadmillStage,
} from '@/calculators/treadmillProtocols';
import type { Vo2MaxResult } from '@/calculators/oxygenUptake';
import type { UserProfile } from '@/profile/profileTypes';
import type { ProfileUpdate, Requirement } from '@/profile/profileUpdate';
import { vo2MaxUpdate } from './vo2MaxUpdate';
import { typedNumber } from '@/domain/typedNumber';

/** Treadmill tests need weight, age and sex (spec §5 "Test forms"). */
export const TREADMILL_REQUIRES: readonly Requirement[] = ['sex', 'age', 'currentWeight'];

export interface TreadmillSubmission {
  row: TreadmillStage;
  result: Vo2MaxResult;
  update: ProfileUpdate;
}

/** The label stored with the VO2 max (user.vo2Max.test). */
export function treadmillTestLabel(protocol: TreadmillProtocol): string {
  return `${protocol.name} treadmill protocol`;
}

/** The final stage → METs → VO2 max (× 3.5) and its profile update; throws CalculatorRangeError for a stage out of range. */
export function treadmillSubmission(
  user: UserProfile,
  protocol: TreadmillProtocol,
  stageText: string,
): TreadmillSubmission {
  const stage = typedNumber(stageText);
  const row = treadmillStage(protocol, stage);
  const result = treadmillVo2Max(protocol, stage);
  return { row, result, update: vo2MaxUpdate(user, result, treadmillTestLabel(protocol), TREADMILL_REQUIRES) };
}

/**
 * The vo2Max update the treadmill results page's "Record" button sends (the protocol, when the timer named it, and how
 * the result was worked out when that is the time: 'Bruce treadmill protocol, from 8:59 on the treadmill').
 */
export function treadmillResultUpdate(
  user: UserProfile,
  result: Vo2MaxResult,
  protocol: TreadmillProtocol | null,
  how?: string,
  stoppedEarly?: string,
): ProfileUpdate {
  const label = protocol ? treadmillTestLabel(protocol) : 'Treadmill protocol';
  return vo2MaxUpdate(user, result, how ? `${label}, ${how}` : label, TREADMILL_REQUIRES, stoppedEarly);
}

/** How a timed Bruce result was worked out, in words: 'from 8:59 on the treadmill' (the time as shown, m:ss). */
export function fromTreadmillTimeText(timeText: string): string {
  return `from ${timeText} on the treadmill`;
}

/** A stored label's own time: 'Bruce treadmill protocol, from 8:59 on the treadmill'. */
const TIMED_LABEL = /^(.*), from \d{1,3}:\d{2} on the treadmill$/;

/**
 * What two VO2 max results must share to be compared (decision 49: the same test, protocol and units): the stored test
 * label without the result's own time, so every timed Bruce result ('…, from 8:59 on the treadmill', '…, from 10:30 on
 * the treadmill') has one key, 'Bruce treadmill protocol, from the time on the treadmill', and a Bruce result from its
 * final stage (another equation) another one. '' when no test is stored.
 */
export function vo2MaxTestKey(test: string | null | undefined): string {
  if (!test) return '';
  const timed = TIMED_LABEL.exec(test);
  return timed ? `${timed[1]}, ${fromTreadmillTimeText('the time')}` : test;
}
