// View model of the five treadmill protocol forms (spec §2, §5 and §9; decisions 0011 and 0018): the stage entered is
// checked against THAT protocol's own range by the calculator; the submission itself is built by
// src/profile/builders/treadmillVo2Update.ts. No arithmetic lives in the views.
import { CalculatorRangeError } from '@/calculators/CalculatorRangeError';
import {
  protocolDurationMs,
  treadmillStage,
  type TreadmillProtocol,
  type TreadmillProtocolId,
} from '@/calculators/treadmillProtocols';
import { formatElapsed } from '@machines/timing';
import { typedNumber } from '@/domain/typedNumber';

/** The form field of a protocol's final stage (unique on the page). */
export function stageFieldId(protocol: TreadmillProtocol): string {
  return `${protocol.id}-stage`;
}

/**
 * The inline message for what is typed in a protocol's final-stage field: null while empty or valid, otherwise the
 * calculator's message naming this protocol's own range, e.g. 'Stage must be between 1 and 7 for the Bruce protocol'.
 */
export function stageInputMessage(protocol: TreadmillProtocol, text: string): string | null {
  if (text.trim() === '') return null;
  try {
    treadmillStage(protocol, typedNumber(text));
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

/** A treadmill VO2 max is a whole number of METs × 3.5, shown with one decimal (45.5, 28.0, 49.0). */
export function formatTreadmillVo2(value: number): string {
  return value.toFixed(1);
}

/** Grade as the stage tables print it: 10 % (the speed: formatSpeed in src/calculators/treadmillProtocols.ts). */
export function formatGrade(grade: number): string {
  return `${grade}`;
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
    'The standard graded test for active, apparently healthy adults. Speed and grade rise every 3 minutes in large steps ' +
    '(2-3 METs each), so the test is short; the big jumps suit people who are unfit or unwell less well.',
  modifiedBruce:
    'The Bruce test with two easier stages in front (1.7 mph at 0\u00a0% and 5\u00a0% grade). For older or deconditioned people ' +
    'and people with heart disease: the first stages are gentle, and it then follows the Bruce stages.',
  naughton:
    'A low-intensity walking test in 2-minute stages of about 1 MET each, at 2 mph after the first stage. For people with ' +
    'low fitness or heart disease who cannot walk fast; it tops out at 8 METs.',
  modifiedNaughton:
    'The Naughton test extended with 3 mph stages, still about 1 MET per 2-minute stage, up to 14 METs. For people of low ' +
    'to moderate fitness who may outlast the Naughton stages.',
  ramp:
    'Small steps every 30 seconds: speed rises to 3 mph, then the grade rises 1 % at a time. The smooth rise suits a wide ' +
    'range of people; choose the test so that the person stops after 8-12 minutes.',
};

/** When a stage starts on the timer, mm:ss from the start: stage n at (n − 1) × the stage length (Bruce 3 → 06:00). */
export function stageStartText(protocol: TreadmillProtocol, stage: number): string {
  return formatElapsed((stage - 1) * protocol.stageSeconds * 1000);
}
