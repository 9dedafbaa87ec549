// Relative intensity tables: rows from 100 % down, value and zone per row, energy per minute from the row's VO2
// (formulas §19-§20; spec §9 "Intensity zones"; decision 0012).
import { CalculatorRangeError, RANGE_MESSAGES } from './CalculatorRangeError';
import { ENERGY_WEIGHT_RANGE, energyPerMinute } from './energyPerMinute';
import { requireRange } from './guards';
import type { IntensityBasis, IntensityZone } from './intensityZones';
import { zone } from './intensityZones';
import { ML_KG_MIN_PER_MET, VO2_RANGE } from './oxygenUptake';
import { roundHalfUp } from './rounding';
import { kgToLb } from './units';

export type IntensityTableStep = 10 | 5 | 1;
export const INTENSITY_TABLE_STEPS: readonly IntensityTableStep[] = [10, 5, 1];

/** Resting VO2 for the VO2 reserve table: 3.5 mL/kg/min (decision 0012), not an absolute mL/min value. */
export const VO2_RESERVE_REST = 3.5;

/** Accepted maxima per basis: HR bpm (typed HRmax 1-220), VO2 mL/kg/min, 1RM kg (0-1000), METs. */
export const INTENSITY_MAX_RANGES: Readonly<Record<IntensityBasis, { readonly min: number; readonly max: number }>> = {
  hrMax: { min: 1, max: 220 },
  hrReserve: { min: 1, max: 220 },
  vo2Max: { min: 0, max: VO2_RANGE.max },
  vo2Reserve: { min: VO2_RESERVE_REST, max: VO2_RANGE.max },
  oneRepMax: { min: 0, max: 1000 },
  mets: { min: 0, max: VO2_RANGE.max / ML_KG_MIN_PER_MET },
};

interface TableBase {
  /** Row spacing in percent; default 10. */
  readonly step?: IntensityTableStep;
}
/** Energy per minute is added to each row when weightKg (1-800) is given. */
interface WithWeight {
  readonly weightKg?: number;
}

export type IntensityTableOptions =
  | (TableBase & { readonly basis: 'hrMax'; /** bpm */ readonly max: number })
  | (TableBase & {
      readonly basis: 'hrReserve';
      /** HRmax, bpm */ readonly max: number;
      /** resting HR, bpm, 1 <= rest < max */ readonly rest: number;
    })
  | (TableBase & WithWeight & { readonly basis: 'vo2Max'; /** mL/kg/min */ readonly max: number })
  | (TableBase &
      WithWeight & {
        readonly basis: 'vo2Reserve';
        /** VO2max, mL/kg/min (> 3.5); rest is always 3.5 */ readonly max: number;
      })
  | (TableBase & {
      readonly basis: 'oneRepMax';
      /** 1RM, kg */ readonly max: number;
      /** rows in lb (kg × 2.2, 2 decimals) */ readonly imperial?: boolean;
    })
  | (TableBase &
      WithWeight & {
        readonly basis: 'mets';
        /** max METs (capacity; also selects the zone column) */ readonly max: number;
      });

export interface IntensityTableRow {
  /** 100, 100 − step, ... > 0 */
  readonly percent: number;
  /** Shown value: whole bpm, mL/kg/min, kg or METs (round(max × p / 100) or the reserve formula); lb with 2 decimals. */
  readonly value: number;
  /** The unrounded value in the same unit. */
  readonly exact: number;
  readonly zone: IntensityZone;
  /** The row's unrounded oxygen uptake, mL/kg/min (VO2, VO2 reserve and METs tables only). */
  readonly vo2?: number;
  /** kcal/min from the row's VO2, 1 decimal (when weightKg is given). */
  readonly kcalPerMin?: number;
}

function percents(step: IntensityTableStep): number[] {
  const rows: number[] = [];
  for (let p = 100; p > 0; p -= step) rows.push(p);
  return rows;
}

/**
 * Rows from 100 % stepping down while > 0. value = round(max × p / 100); reserve tables
 * round((max − rest) × p / 100 + rest) with rest = resting HR (HRR) or 3.5 mL/kg/min (VO2R).
 * Examples: HRmax 190, 63 % → 120 light; 64 % → 122 moderate; HRR 190/60, 50 % → 125 moderate; VO2max 45, 91 % → 41 near maximal.
 */
export function intensityTable(options: IntensityTableOptions): readonly IntensityTableRow[] {
  const step = options.step ?? 10;
  if (!(INTENSITY_TABLE_STEPS as readonly number[]).includes(step))
    throw new CalculatorRangeError(RANGE_MESSAGES.value, 'step');
  const range = INTENSITY_MAX_RANGES[options.basis];
  const maxMessage =
    options.basis === 'hrMax' || options.basis === 'hrReserve' ? RANGE_MESSAGES.heartRate : RANGE_MESSAGES.value;
  const max = requireRange(options.max, range.min, range.max, 'max', maxMessage, { minExclusive: true });
  const weightKg = 'weightKg' in options ? options.weightKg : undefined;
  if (weightKg !== undefined) {
    requireRange(weightKg, ENERGY_WEIGHT_RANGE.min, ENERGY_WEIGHT_RANGE.max, 'weight', RANGE_MESSAGES.weight);
  }

  let rest = 0;
  if (options.basis === 'hrReserve') {
    rest = requireRange(options.rest, 1, max, 'rest', RANGE_MESSAGES.heartRate, { maxExclusive: true });
  } else if (options.basis === 'vo2Reserve') {
    rest = VO2_RESERVE_REST;
  }
  const reserve = options.basis === 'hrReserve' || options.basis === 'vo2Reserve';
  const maxMets = options.basis === 'mets' ? max : undefined;

  return percents(step).map((percent) => {
    const fraction = percent / 100;
    const exactMetric = reserve ? (max - rest) * fraction + rest : max * fraction; // Garber et al. 2011; ACSM reserve method
    const imperial = options.basis === 'oneRepMax' && options.imperial === true;
    const exact = imperial ? kgToLb(exactMetric) : exactMetric;
    const value = imperial ? roundHalfUp(exact, 2) : roundHalfUp(exact);
    const vo2 =
      options.basis === 'vo2Max' || options.basis === 'vo2Reserve'
        ? exactMetric
        : options.basis === 'mets'
          ? exactMetric * ML_KG_MIN_PER_MET
          : undefined;
    const row: IntensityTableRow = { percent, value, exact, zone: zone(options.basis, percent, maxMets) };
    if (vo2 === undefined) return row;
    return weightKg === undefined ? { ...row, vo2 } : { ...row, vo2, kcalPerMin: energyPerMinute(vo2, weightKg) };
  });
}
