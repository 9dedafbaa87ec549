// The one way a chart legend writes a norm band's range, for every measure: ranges that never
// overlap and end where the classifier puts the boundary. A boundary belongs to one band only: with lower bounds
// (pushups: 30 is Excellent) Very Good ends below 30, so a whole-number measure reads "22–29" and a continuous one
// "22 to under 30"; with upper bounds (body fat: 16 is still Lean) the next band starts above 16.
import { formatCategory } from '@/norms/formatCategory';
import { categoryLabel } from '@/norms/categoryLabel';
import type { NormTableKey } from '@/norms/normTables';

/** A band's ends as the classifier treats them; a null end is open. */
export interface BandEnds {
  readonly from: number | null;
  readonly fromInclusive: boolean;
  readonly to: number | null;
  readonly toInclusive: boolean;
}

/**
 * The range of one band: '22–29' and '30 or more' for whole numbers (counts, mmHg), '22 to under 30', 'over 12 to 16',
 * 'under 18.5' for continuous ones; `unit` follows the last number ('30 pushups or more', '18.5 to under 25 kg/m²').
 * '' when no value can fall in the band.
 */
export function bandRangeText(band: BandEnds, whole: boolean, unit: string | null = null): string {
  const u = unit ? ` ${unit}` : '';
  if (whole) {
    // The first and last whole numbers the band holds.
    const low = band.from === null ? null : band.fromInclusive ? Math.ceil(band.from) : Math.floor(band.from) + 1;
    const high = band.to === null ? null : band.toInclusive ? Math.floor(band.to) : Math.ceil(band.to) - 1;
    if (low !== null && high !== null) {
      if (high < low) return '';
      return low === high ? `${low}${u}` : `${low}–${high}${u}`;
    }
    if (low !== null) return `${low}${u} or more`;
    if (high !== null) return `up to ${high}${u}`;
    return '';
  }
  const from = band.from === null ? null : `${band.fromInclusive ? '' : 'over '}${band.from}`;
  const to = band.to === null ? null : `${band.toInclusive ? 'up to ' : 'under '}${band.to}`;
  if (
    band.from !== null &&
    band.to !== null &&
    (band.to < band.from || (band.to === band.from && !(band.fromInclusive && band.toInclusive)))
  )
    return '';
  if (from !== null && to !== null) return `${from} to ${band.toInclusive ? '' : 'under '}${band.to}${u}`;
  if (from !== null) return band.fromInclusive ? `${from}${u} or more` : `${from}${u}`;
  if (to !== null) return `${to}${u}`;
  return '';
}

/** A legend line: 'Very Good: 22–29 pushups', or the category alone when the band holds no value. */
export function bandLegendText(
  band: BandEnds & { readonly category: string },
  whole: boolean,
  unit: string | null,
  norm?: NormTableKey,
): string {
  const range = bandRangeText(band, whole, unit);
  const name = bandName(band.category, norm);
  return range ? `${name}: ${range}` : name;
}

/**
 * A band's name on a chart, with the noun of what it rates (decision 0175: 'Low risk' for a waist band). A blood
 * pressure chart's bands are one reading's classes, not the pressure's (as its history rows), so they keep the name.
 */
export function bandName(category: string, norm?: NormTableKey): string {
  return norm && norm !== 'bloodPressure' ? categoryLabel(norm, category) : formatCategory(category);
}
