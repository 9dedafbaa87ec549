// View model of /treadmill-protocols/bruce/results?mets=N (spec §2; formulas §13; decision 0011):
// VO2 max = METs × 3.5 mL/kg/min, classified with the user's OWN sex table for their age; 'No Data' when mets is
// missing or not a usable number, or when no category applies. Also the URL the timer goes to when it stops.
import { vo2MaxFromMets, type Vo2MaxResult } from '@/calculators/oxygenUptake';
import type { TreadmillProtocol } from '@/calculators/treadmillProtocols';
import { classifyVo2Max } from '@/norms';
import { vo2MaxUpdate } from '@/profile/builders/vo2MaxUpdate';
import type { UserProfile } from '@/profile/profileTypes';
import type { ProfileUpdate } from '@/profile/profileUpdate';
import { TREADMILL_REQUIRES, TREADMILL_RESULTS_PATH, protocolFromParam, treadmillTestLabel } from './treadmillForm';

export const NO_DATA = 'No Data';

/** Where the timer goes when it stops: the Bruce results route with mets (and the protocol and stage it came from). */
export function resultsPath(protocol: TreadmillProtocol, result: { stage: number; mets: number }): string {
  const params = new URLSearchParams({ mets: String(result.mets), protocol: protocol.id, stage: String(result.stage) });
  return `${TREADMILL_RESULTS_PATH}?${params.toString()}`;
}

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
  const protocol = protocolFromParam(params.get('protocol'));
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

/** The vo2Max update the "Record" button sends (needs weight, age and sex like every treadmill test). */
export function treadmillResultUpdate(user: UserProfile, view: TreadmillResultView): ProfileUpdate | null {
  if (!view.result) return null;
  const label = view.protocol ? treadmillTestLabel(view.protocol) : 'Treadmill protocol';
  return vo2MaxUpdate(user, view.result, label, TREADMILL_REQUIRES);
}
