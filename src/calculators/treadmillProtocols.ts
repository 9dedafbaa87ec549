// Treadmill protocols: stage tables as data, stage → METs → VO2 max, and the stage at a given elapsed time
// (formulas §13; spec §9 "Treadmill protocols"; decisions 0011 and 0018).
import { CalculatorRangeError, RANGE_MESSAGES } from './CalculatorRangeError';
import { requireRange } from './guards';
import type { Vo2MaxResult } from './oxygenUptake';
import { ML_KG_MIN_PER_MET, vo2MaxResult } from './oxygenUptake';
import type { Provenance } from './provenance';

export type TreadmillProtocolId = 'bruce' | 'modifiedBruce' | 'naughton' | 'modifiedNaughton' | 'ramp';

export interface TreadmillStage {
  /** 1-based stage number. */
  readonly stage: number;
  /** Treadmill grade, %. */
  readonly grade: number;
  /** Belt speed, mph. */
  readonly speed: number;
  /** Whole-MET value of the stage (specification table). */
  readonly mets: number;
}

export interface TreadmillProtocol {
  readonly id: TreadmillProtocolId;
  readonly name: string;
  /** Length of every stage, seconds. */
  readonly stageSeconds: number;
  readonly stages: readonly TreadmillStage[];
}

export const TREADMILL_PROVENANCE: Provenance = {
  method: 'Final stage → METs (whole-MET stage tables) → VO2max = METs × 3.5',
  source:
    "Product rule (stage tables); checked against ACSM's metabolic equations and Fletcher et al., Circulation 2013;128:873-934",
};

function stages(rows: readonly (readonly [grade: number, speed: number, mets: number])[]): readonly TreadmillStage[] {
  return rows.map(([grade, speed, mets], i) => ({ stage: i + 1, grade, speed, mets }));
}

const BRUCE_ROWS = [
  [10, 1.7, 5],
  [12, 2.5, 7],
  [14, 3.4, 10],
  [16, 4.2, 13],
  [18, 5.0, 15],
  [20, 5.5, 18],
  [22, 6.0, 20],
] as const;

/** Ramp METs by stage, 31 stages (spec §9). */
const RAMP_METS = [
  1, 1, 2, 2, 2, 3, 3, 4, 4, 4, 5, 5, 6, 6, 6, 7, 7, 8, 8, 8, 9, 9, 10, 10, 10, 11, 11, 12, 12, 13, 13,
] as const;

export const BRUCE: TreadmillProtocol = { id: 'bruce', name: 'Bruce', stageSeconds: 180, stages: stages(BRUCE_ROWS) };

export const MODIFIED_BRUCE: TreadmillProtocol = {
  id: 'modifiedBruce',
  name: 'Modified Bruce',
  stageSeconds: 180,
  stages: stages([[0, 1.7, 2], [5, 1.7, 3], [10, 1.7, 5], ...BRUCE_ROWS.slice(1)]),
};

export const NAUGHTON: TreadmillProtocol = {
  id: 'naughton',
  name: 'Naughton',
  stageSeconds: 120,
  stages: stages([
    [0, 1, 2],
    [0, 2, 3],
    [3.5, 2, 4],
    [7, 2, 5],
    [10.5, 2, 6],
    [14, 2, 7],
    [17.5, 2, 8],
  ]),
};

/** Stage 7 = 8 METs and stage 13 = 14 METs (decision 0011; the old list had 12 entries and 7 twice). */
export const MODIFIED_NAUGHTON: TreadmillProtocol = {
  id: 'modifiedNaughton',
  name: 'Modified Naughton',
  stageSeconds: 120,
  stages: stages([
    [0, 1, 2],
    [0, 1.5, 3],
    [3.5, 2, 4],
    [7, 2, 5],
    [10.5, 2, 6],
    [7.5, 3, 7],
    [10, 3, 8],
    [12.5, 3, 9],
    [15, 3, 10],
    [17.5, 3, 11],
    [20, 3, 12],
    [22.5, 3, 13],
    [25, 3, 14],
  ]),
};

/** Stages 1-6: grade 0 at 0.5 to 3.0 mph; stages 7-31: 3 mph at grade 1 to 25 %. */
export const RAMP: TreadmillProtocol = {
  id: 'ramp',
  name: 'Ramp',
  stageSeconds: 30,
  stages: RAMP_METS.map((mets, i) => ({
    stage: i + 1,
    grade: i < 6 ? 0 : i - 5,
    speed: i < 6 ? (i + 1) * 0.5 : 3,
    mets,
  })),
};

export const TREADMILL_PROTOCOLS: Readonly<Record<TreadmillProtocolId, TreadmillProtocol>> = {
  bruce: BRUCE,
  modifiedBruce: MODIFIED_BRUCE,
  naughton: NAUGHTON,
  modifiedNaughton: MODIFIED_NAUGHTON,
  ramp: RAMP,
};

/** In the order the screen lists them. */
export const TREADMILL_PROTOCOL_LIST: readonly TreadmillProtocol[] = [
  BRUCE,
  MODIFIED_BRUCE,
  NAUGHTON,
  MODIFIED_NAUGHTON,
  RAMP,
];

/** The protocol with this id (e.g. a ?protocol= value); null when absent or unknown. */
export function findTreadmillProtocol(id: string | null): TreadmillProtocol | null {
  return TREADMILL_PROTOCOL_LIST.find((p) => p.id === id) ?? null;
}

/** A speed as the protocol tables print it, to 0.1 mph: "2.5". */
export function formatSpeed(speed: number): string {
  return speed.toFixed(1);
}

export function getTreadmillProtocol(protocol: TreadmillProtocol | TreadmillProtocolId): TreadmillProtocol {
  if (typeof protocol !== 'string') return protocol;
  const found = (TREADMILL_PROTOCOLS as Partial<Record<string, TreadmillProtocol>>)[protocol];
  if (!found) throw new CalculatorRangeError(RANGE_MESSAGES.stage, 'protocol');
  return found;
}

/** The message for a stage outside 1..N, naming the protocol's own range (decision 0018). */
export function stageRangeMessage(protocol: TreadmillProtocol | TreadmillProtocolId): string {
  const p = getTreadmillProtocol(protocol);
  return `Stage must be between 1 and ${p.stages.length} for the ${p.name} protocol`;
}

/** The row of a final stage; a stage that is not a whole number 1..N throws with stageRangeMessage. */
export function treadmillStage(protocol: TreadmillProtocol | TreadmillProtocolId, stage: number): TreadmillStage {
  const p = getTreadmillProtocol(protocol);
  requireRange(stage, 1, p.stages.length, 'stage', stageRangeMessage(p), { integer: true });
  const row = p.stages[stage - 1];
  if (!row) throw new CalculatorRangeError(stageRangeMessage(p), 'stage');
  return row;
}

/** METs of the final stage reached (whole METs from the table). */
export function treadmillMets(protocol: TreadmillProtocol | TreadmillProtocolId, stage: number): number {
  return treadmillStage(protocol, stage).mets;
}

/** VO2 max (mL/kg/min, 2 decimals) = final-stage METs × 3.5 (Bruce 4 → 45.5; Modified Naughton 13 → 49; Ramp 20 → 28). */
export function treadmillVo2Max(protocol: TreadmillProtocol | TreadmillProtocolId, stage: number): Vo2MaxResult {
  const p = getTreadmillProtocol(protocol);
  const { mets } = treadmillStage(p, stage);
  const vo2 = mets * ML_KG_MIN_PER_MET; // 1 MET = 3.5 mL/kg/min (ACSM)
  return vo2MaxResult(
    vo2,
    { method: `${p.name} protocol, stage ${stage}: ${mets} METs × 3.5`, source: TREADMILL_PROVENANCE.source },
    'stage',
    stageRangeMessage(p),
  );
}

/** Total duration of a protocol, ms (Bruce 21:00, Modified Bruce 27:00, Naughton 14:00, Modified Naughton 26:00, Ramp 15:30). */
export function protocolDurationMs(protocol: TreadmillProtocol | TreadmillProtocolId): number {
  const p = getTreadmillProtocol(protocol);
  return p.stages.length * p.stageSeconds * 1000;
}

export interface StageAtTime extends TreadmillStage {
  /** When this stage started, ms since the start of the test: (stage − 1) × stageSeconds × 1000. */
  readonly stageStartMs: number;
  /** When this stage ends, ms since the start of the test. */
  readonly stageEndMs: number;
  /** True once elapsed >= the protocol's duration; the stage is then the last one. */
  readonly finished: boolean;
}

/**
 * The stage running at `elapsedMs` (ms since start, >= 0): stage n runs from (n − 1) × stageSeconds to
 * n × stageSeconds (Bruce stage 3 starts at 6:00). At or after the end, the last stage with finished = true.
 */
export function stageAt(protocol: TreadmillProtocol | TreadmillProtocolId, elapsedMs: number): StageAtTime {
  const p = getTreadmillProtocol(protocol);
  requireRange(elapsedMs, 0, Number.MAX_SAFE_INTEGER, 'elapsedMs', RANGE_MESSAGES.time);
  const stageMs = p.stageSeconds * 1000;
  const count = p.stages.length;
  const finished = elapsedMs >= count * stageMs;
  const index = finished ? count - 1 : Math.min(count - 1, Math.floor(elapsedMs / stageMs));
  const row = p.stages[index];
  if (!row) throw new CalculatorRangeError(stageRangeMessage(p), 'stage');
  return { ...row, stageStartMs: index * stageMs, stageEndMs: (index + 1) * stageMs, finished };
}
