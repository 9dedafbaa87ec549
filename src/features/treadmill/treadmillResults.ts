// View model of /treadmill-protocols/bruce/results?mets=N (spec §2; formulas §13; decision 0011):
// VO2 max = METs × 3.5 mL/kg/min, classified with the user's OWN sex table for their age; 'No Data' when mets is
// missing or not a usable number, or when no category applies.
import { vo2MaxFromMets, type Vo2MaxResult } from '@/calculators/oxygenUptake';
import { findTreadmillProtocol, type TreadmillProtocol } from '@/calculators/treadmillProtocols';
import { classifyVo2Max } from '@/norms';
import type { UserProfile } from '@/profile/profileTypes';

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

export interface TreadmillResultView {
  /** null: 'No Data'. */
  result: Vo2MaxResult | null;
  /** '' when no category applies (no sex, age outside 20-69, no result). */
  category: string;
  /** The protocol and final stage the timer reported, when the URL names them validly. */
  protocol: TreadmillProtocol | null;
  stage: number | null;
}

export function treadmillResultView(params: URLSearchParams, user: UserProfile): TreadmillResultView {
  const result = vo2FromMetsParam(params.get('mets'));
  const protocol = findTreadmillProtocol(params.get('protocol'));
  const stageText = params.get('stage');
  const stageNumber = stageText !== null && /^\d+$/.test(stageText) ? Number(stageText) : null;
  const stage = protocol && stageNumber !== null && stageNumber >= 1 && stageNumber <= protocol.stages.length ? stageNumber : null;
  const category = result ? classifyVo2Max(user.sex, user.age, result.value) : '';
  return { result, category, protocol, stage };
}

/** 'You have {category} cardio respiratory fitness', or 'No Data' (spec §8 "Cardio results"). */
export function cardioSentence(view: TreadmillResultView): string {
  return view.result && view.category ? `You have ${view.category} cardio respiratory fitness` : NO_DATA;
}
