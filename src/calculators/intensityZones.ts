// Relative exercise intensity zones (formulas §19; decision 0012).
import { CalculatorRangeError, RANGE_MESSAGES } from './CalculatorRangeError';
import { requireRange } from './guards';
import type { Provenance } from './provenance';
import { atLeast, atMost } from './rounding';

export type IntensityBasis = 'hrMax' | 'hrReserve' | 'vo2Reserve' | 'vo2Max' | 'oneRepMax' | 'mets';
export const INTENSITY_BASES: readonly IntensityBasis[] = [
  'hrMax',
  'hrReserve',
  'vo2Reserve',
  'vo2Max',
  'oneRepMax',
  'mets',
];

/** Ordered from lightest to hardest. */
export type IntensityZone = 'very-low' | 'low' | 'moderate' | 'high' | 'maximal';
export const INTENSITY_ZONES: readonly IntensityZone[] = ['very-low', 'low', 'moderate', 'high', 'maximal'];

export const INTENSITY_ZONE_LABELS: Readonly<Record<IntensityZone, string>> = {
  'very-low': 'Very light',
  low: 'Light',
  moderate: 'Moderate',
  high: 'Vigorous',
  maximal: 'Near maximal to maximal',
};

export const INTENSITY_PROVENANCE: Provenance = {
  method: 'ACSM relative intensity classification (Table 4)',
  source: 'Garber et al., Med Sci Sports Exerc 2011;43:1334-1359',
};

/** [L1, L2, L3, L4]: p < L1 very light; p <= L2 light; p <= L3 moderate; p <= L4 vigorous; above: near maximal. */
export type ZoneLimits = readonly [number, number, number, number];

export type IntensityColumnId =
  'hrMax' | 'hrReserve' | 'vo2Reserve' | 'vo2Max' | 'oneRepMax' | 'metsUpTo5' | 'mets5To10' | 'metsAbove10';

export interface IntensityColumn {
  readonly id: IntensityColumnId;
  readonly basis: IntensityBasis;
  readonly label: string;
  readonly limits: ZoneLimits;
  /** Published band per zone in INTENSITY_ZONES order, e.g. '<57', '57–63', '64–76', '77–95', '≥96'. */
  readonly bands: readonly [string, string, string, string, string];
  /** For the METs columns: the capacity (max METs) range the column applies to, (above, upTo]. */
  readonly capacity?: { readonly aboveMets: number; readonly upToMets: number };
}

function column(
  id: IntensityColumnId,
  basis: IntensityBasis,
  label: string,
  limits: ZoneLimits,
  capacity?: IntensityColumn['capacity'],
): IntensityColumn {
  const [l1, l2, l3, l4] = limits;
  const bands = [`<${l1}`, `${l1}–${l2}`, `${l2 + 1}–${l3}`, `${l3 + 1}–${l4}`, `≥${l4 + 1}`] as const;
  return capacity ? { id, basis, label, limits, bands, capacity } : { id, basis, label, limits, bands };
}

/** The zone limit table for display, in the order of formulas §19. */
export const INTENSITY_ZONE_TABLE: readonly IntensityColumn[] = [
  column('hrMax', 'hrMax', '% HRmax', [57, 63, 76, 95]),
  column('hrReserve', 'hrReserve', '% HR reserve', [30, 39, 59, 89]),
  column('vo2Reserve', 'vo2Reserve', '% VO2 reserve', [30, 39, 59, 89]),
  column('vo2Max', 'vo2Max', '% VO2max', [37, 45, 63, 90]),
  column('oneRepMax', 'oneRepMax', '% 1RM', [30, 49, 69, 84]),
  column('metsUpTo5', 'mets', '% max METs, capacity up to 5 METs', [44, 51, 67, 91], { aboveMets: 0, upToMets: 5 }),
  column('mets5To10', 'mets', '% max METs, capacity above 5 to 10 METs', [37, 45, 63, 90], {
    aboveMets: 5,
    upToMets: 10,
  }),
  column('metsAbove10', 'mets', '% max METs, capacity above 10 METs', [34, 42, 61, 90], {
    aboveMets: 10,
    upToMets: Number.POSITIVE_INFINITY,
  }),
];

function columnById(id: IntensityColumnId): IntensityColumn {
  const found = INTENSITY_ZONE_TABLE.find((c) => c.id === id);
  if (!found) throw new CalculatorRangeError(RANGE_MESSAGES.value, 'basis');
  return found;
}

/**
 * The column for a basis. For 'mets' the column is chosen by capacity maxMets (> 0): up to 5, above 5 to 10,
 * above 10 METs (an exact 5 or 10 belongs to the lower column).
 */
export function intensityColumn(basis: IntensityBasis, maxMets?: number): IntensityColumn {
  if (basis !== 'mets') {
    if (!(INTENSITY_BASES as readonly string[]).includes(basis))
      throw new CalculatorRangeError(RANGE_MESSAGES.value, 'basis');
    return columnById(basis);
  }
  if (maxMets === undefined) throw new CalculatorRangeError(RANGE_MESSAGES.value, 'maxMets');
  requireRange(maxMets, 0, Number.MAX_VALUE, 'maxMets', RANGE_MESSAGES.value, { minExclusive: true });
  if (atMost(maxMets, 5)) return columnById('metsUpTo5');
  if (atMost(maxMets, 10)) return columnById('mets5To10');
  return columnById('metsAbove10');
}

/** The four limits of a basis (see intensityColumn). */
export function zoneLimits(basis: IntensityBasis, maxMets?: number): ZoneLimits {
  return intensityColumn(basis, maxMets).limits;
}

/** The zone of a percentage (>= 0, finite) with inclusive "up to" limits: 63 % HRmax is light, 64 % moderate. */
export function zone(basis: IntensityBasis, percent: number, maxMets?: number): IntensityZone {
  const [l1, l2, l3, l4] = zoneLimits(basis, maxMets);
  requireRange(percent, 0, Number.MAX_VALUE, 'percent', RANGE_MESSAGES.value);
  if (!atLeast(percent, l1)) return 'very-low'; // below L1 (Garber et al. 2011, Table 4)
  if (atMost(percent, l2)) return 'low';
  if (atMost(percent, l3)) return 'moderate';
  if (atMost(percent, l4)) return 'high';
  return 'maximal';
}
