// View model of the five treadmill protocol forms and the timer links (spec §2, §5 and §9; decisions 0011 and 0018):
// the stage entered is checked against THAT protocol's own range by the calculator, the submission is VO2 max =
// METs × 3.5 from the calculator, sent as the vo2Max update every VO2 test sends. No arithmetic lives in the views.
import { CalculatorRangeError } from '@/calculators/CalculatorRangeError';
import {
  TREADMILL_PROTOCOL_LIST, protocolDurationMs, treadmillStage, treadmillVo2Max,
  type TreadmillProtocol, type TreadmillProtocolId, type TreadmillStage,
} from '@/calculators/treadmillProtocols';
import type { Vo2MaxResult } from '@/calculators/oxygenUptake';
import { vo2MaxUpdate } from '@/profile/builders/vo2MaxUpdate';
import type { UserProfile } from '@/profile/profileTypes';
import type { ProfileUpdate, Requirement } from '@/profile/profileUpdate';
import { formatElapsed } from '@machines/timing';

/** Treadmill tests need weight, age and sex (spec §5 "Test forms"). */
export const TREADMILL_REQUIRES: readonly Requirement[] = ['sex', 'age', 'currentWeight'];

export const TREADMILL_TIMER_PATH = '/treadmill-protocols/bruce';
export const TREADMILL_RESULTS_PATH = '/treadmill-protocols/bruce/results';

/** The timer of any protocol is the Bruce timer route with ?protocol=<id> (decision 0011); Bruce is the default. */
export function timerPath(protocol: TreadmillProtocol): string {
  return protocol.id === 'bruce' ? TREADMILL_TIMER_PATH : `${TREADMILL_TIMER_PATH}?protocol=${protocol.id}`;
}

/** The protocol a ?protocol= value names; null when absent or unknown. */
export function protocolFromParam(value: string | null): TreadmillProtocol | null {
  return TREADMILL_PROTOCOL_LIST.find((p) => p.id === value) ?? null;
}

/** The form field of a protocol's final stage (unique on the page). */
export function stageFieldId(protocol: TreadmillProtocol): string {
  return `${protocol.id}-stage`;
}

/** The stage typed, or NaN when it is not a number (the calculator rejects NaN with the protocol's message). */
function stageNumber(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/**
 * The inline message for what is typed in a protocol's final-stage field: null while empty or valid, otherwise the
 * calculator's message naming this protocol's own range, e.g. 'Stage must be between 1 and 7 for the Bruce protocol'.
 */
export function stageInputMessage(protocol: TreadmillProtocol, text: string): string | null {
  if (text.trim() === '') return null;
  try {
    treadmillStage(protocol, stageNumber(text));
    return null;
  } catch (error) {
    if (error instanceof CalculatorRangeError) return error.message;
    throw error;
  }
}

/** True when the text is a stage of this protocol (what enables Submit). */
export function isValidStage(protocol: TreadmillProtocol, text: string): boolean {
  return text.trim() !== '' && stageInputMessage(protocol, text) === null;
}

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
export function treadmillSubmission(user: UserProfile, protocol: TreadmillProtocol, stageText: string): TreadmillSubmission {
  const stage = stageNumber(stageText);
  const row = treadmillStage(protocol, stage);
  const result = treadmillVo2Max(protocol, stage);
  return { row, result, update: vo2MaxUpdate(user, result, treadmillTestLabel(protocol), TREADMILL_REQUIRES) };
}

/** A treadmill VO2 max is a whole number of METs × 3.5, shown with one decimal (45.5, 28.0, 49.0). */
export function formatTreadmillVo2(value: number): string {
  return value.toFixed(1);
}

/** Grade and speed as the stage tables print them: 10 %, 1.7 mph (Bruce 5 → 5.0). */
export function formatGrade(grade: number): string {
  return `${grade}`;
}

export function formatSpeed(speed: number): string {
  return speed.toFixed(1);
}

/** "3 min", "2 min", "30 s". */
export function formatStageLength(protocol: TreadmillProtocol): string {
  return protocol.stageSeconds % 60 === 0 ? `${protocol.stageSeconds / 60} min` : `${protocol.stageSeconds} s`;
}

/** How long the whole protocol lasts, mm:ss (Bruce 21:00, Ramp 15:30). */
export function formatProtocolDuration(protocol: TreadmillProtocol): string {
  return formatElapsed(protocolDurationMs(protocol));
}

/** When to choose each protocol (shown above its form). */
export const PROTOCOL_NOTES: Readonly<Record<TreadmillProtocolId, string>> = {
  bruce:
    'The standard graded test for active, apparently healthy adults. Speed and grade rise every 3 minutes in large steps '
    + '(2-3 METs each), so the test is short; the big jumps suit people who are unfit or unwell less well.',
  modifiedBruce:
    'The Bruce test with two easier stages in front (1.7 mph at 0\u00a0% and 5\u00a0% grade). For older or deconditioned people '
    + 'and people with heart disease: the first stages are gentle, and it then follows the Bruce stages.',
  naughton:
    'A low-intensity walking test in 2-minute stages of about 1 MET each, at 2 mph after the first stage. For people with '
    + 'low fitness or heart disease who cannot walk fast; it tops out at 8 METs.',
  modifiedNaughton:
    'The Naughton test extended with 3 mph stages, still about 1 MET per 2-minute stage, up to 14 METs. For people of low '
    + 'to moderate fitness who may outlast the Naughton stages.',
  ramp:
    'Small steps every 30 seconds: speed rises to 3 mph, then the grade rises 1 % at a time. The smooth rise suits a wide '
    + 'range of people; choose the test so that the person stops after 8-12 minutes.',
};

/** When a stage starts on the timer, mm:ss from the start: stage n at (n − 1) × the stage length (Bruce 3 → 06:00). */
export function stageStartText(protocol: TreadmillProtocol, stage: number): string {
  return formatElapsed((stage - 1) * protocol.stageSeconds * 1000);
}
