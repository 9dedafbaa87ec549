// View model of /treadmill-protocols/bruce/results?mets=N (spec §2; formulas §13 and §13a; decisions 0011 and 0036):
// VO2 max = METs × 3.5 mL/kg/min, or from the total time when the Bruce protocol ran on the timer (?time=), classified
// with the user's OWN sex table for their age; 'No Data' when mets is missing or not a usable number, or when no
// category applies; outside 3:00-21:00 the time gives no estimate and the reason is shown.
import { bruceVo2MaxFromTime } from '@/calculators/bruceTime';
import { CalculatorRangeError } from '@/calculators/CalculatorRangeError';
import { vo2MaxFromMets, type Vo2MaxResult } from '@/calculators/oxygenUptake';
import { formatMmSs } from '@machines/timing';
import { findTreadmillProtocol, type TreadmillProtocol } from '@/calculators/treadmillProtocols';
import { classifyVo2Max } from '@/norms/classifiers';
import type { UserProfile } from '@/profile/profileTypes';
import { fromTreadmillTimeText } from '@/profile/builders/treadmillVo2Update';

export const NO_DATA = 'No Data';

const PLAIN_NUMBER = /^\d+(\.\d+)?$/;

/** VO2 max from the ?mets= value, or null when it is missing, not a plain positive number, or gives no VO2 (0, > 150). */
export function vo2FromMetsParam(value: string | null): Vo2MaxResult | null {
  if (value === null || !PLAIN_NUMBER.test(value.trim())) return null;
  const mets = Number(value.trim());
  try {
    return vo2MaxFromMets(mets);
  } catch {
    return null;
  }
}

/** How the VO2 max was worked out: from the Bruce time on the timer, or from the final stage's METs. */
export type TreadmillMethod = 'time' | 'stage';

export interface TreadmillResultView {
  /** null: 'No Data' (or no estimate from time, with `noEstimateReason`). */
  result: Vo2MaxResult | null;
  method: TreadmillMethod;
  /** The total time shown, m:ss ('8:59'), when the Bruce protocol ran on the timer. */
  timeText: string | null;
  /** Why the time gives no VO2 max (outside 3:00-21:00, or the sex is not known). */
  noEstimateReason: string | null;
  /** '' when no category applies (no sex, age outside 20-69, no result). */
  category: string;
  /** The protocol and final stage the timer reported, when the URL names them validly. */
  protocol: TreadmillProtocol | null;
  stage: number | null;
}

/** Whole seconds from ?time=, or null when absent or not a plain whole number. */
function secondsParam(value: string | null): number | null {
  return value !== null && /^\d{1,5}$/.test(value.trim()) ? Number(value.trim()) : null;
}

/** 539 → '8:59' (minutes without a leading zero, as the worked examples write it). */
export function formatTreadmillTime(seconds: number): string {
  return formatMmSs(seconds).replace(/^0(\d:)/, '$1');
}

/** The Bruce time estimate (decision 0036): a result, or why there is none. */
function bruceTimeEstimate(user: UserProfile, seconds: number): { result: Vo2MaxResult | null; reason: string | null } {
  if (user.sex === null)
    return { result: null, reason: 'The VO2 max from time needs your sex (men and women have their own equations).' };
  try {
    return { result: bruceVo2MaxFromTime(user.sex, seconds), reason: null };
  } catch (error) {
    if (error instanceof CalculatorRangeError) return { result: null, reason: error.message };
    throw error;
  }
}

export function treadmillResultView(params: URLSearchParams, user: UserProfile): TreadmillResultView {
  const protocol = findTreadmillProtocol(params.get('protocol'));
  const stageText = params.get('stage');
  const stageNumber = stageText !== null && /^\d+$/.test(stageText) ? Number(stageText) : null;
  const stage =
    protocol && stageNumber !== null && stageNumber >= 1 && stageNumber <= protocol.stages.length ? stageNumber : null;
  const seconds = secondsParam(params.get('time'));
  // Only the Bruce protocol run on the timer has a time equation; every other protocol keeps the stage method.
  if (protocol?.id === 'bruce' && seconds !== null) {
    const { result, reason } = bruceTimeEstimate(user, seconds);
    const category = result ? classifyVo2Max(user.sex, user.age, result.value) : '';
    return {
      result,
      method: 'time',
      timeText: formatTreadmillTime(seconds),
      noEstimateReason: reason,
      category,
      protocol,
      stage,
    };
  }
  const result = vo2FromMetsParam(params.get('mets'));
  const category = result ? classifyVo2Max(user.sex, user.age, result.value) : '';
  return { result, method: 'stage', timeText: null, noEstimateReason: null, category, protocol, stage };
}

/** How the result was worked out, in words: 'from 8:59 on the treadmill' or 'from stage 4 (13 METs × 3.5)'. */
export function methodText(view: TreadmillResultView): string {
  if (view.method === 'time' && view.timeText) return fromTreadmillTimeText(view.timeText);
  if (view.result) return `from ${view.stage ? `stage ${view.stage} (` : '('}${view.result.mets} METs × 3.5)`;
  return '';
}

/** 'You have {category} cardio respiratory fitness', or 'No Data' (spec §8 "Cardio results"). */
export function cardioSentence(view: TreadmillResultView): string {
  return view.result && view.category ? `You have ${view.category} cardio respiratory fitness` : NO_DATA;
}
