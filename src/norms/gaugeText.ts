// The words of a gauge: figures with their units, the sentence a screen reader hears, the step to the next category.
import { roundHalfUp } from '@/calculators/rounding';
import type { Sex } from '@/domain/person';
import { sentenceCase } from './formatCategory';
import { categoryLabel } from './categoryLabel';
import type { NormTableKey, ThresholdTable } from './normTables';
import type { GaugeTrack, ToNextCategory, GaugePercentile, NoGauge } from './categoryGauge';
import { UNITS, type GaugeUnit } from './gaugeUnits';

/** A number with at most `decimals` places and no trailing zeros: 1.40 -> '1.4', 30 -> '30'. */
export function trimmedNumber(value: number, decimals: number): string {
  return String(roundHalfUp(value, decimals));
}

export function quantity(amount: number, unit: GaugeUnit): string {
  const text = trimmedNumber(amount, unit.decimals);
  if (unit.singular !== undefined) return `${text} ${text === '1' ? unit.singular : unit.unit}`;
  return `${text} ${unit.unit}`;
}

/** 1st, 2nd, 3rd, 11th-13th, 21st ... */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  const suffixes: Readonly<Record<number, string>> = { 1: 'st', 2: 'nd', 3: 'rd' };
  return `${n}${suffixes[n % 10] ?? 'th'}`;
}

export function describeGauge(parts: {
  key: NormTableKey;
  name: string;
  valueText: string;
  category: string;
  group: string | null;
  tracks: readonly GaugeTrack[];
  toNext: ToNextCategory | null;
  percentile: GaugePercentile | null;
  risk: boolean;
}): string {
  const whose = parts.group === null ? '' : ` for ${parts.group}`;
  const scales = parts.tracks.map((t) => {
    const bands = t.bands.map((b) => `${categoryLabel(parts.key, b.category)} ${b.range}`).join(', ');
    return `${t.label === null ? 'Categories' : `${t.label} categories`} from the lowest value up: ${bands}.`;
  });
  const next = nextText(parts.toNext, parts.risk);
  const percentile = parts.percentile === null ? '' : ` ${sentenceCase(parts.percentile.text)}${whose}.`;
  return `${parts.name}: ${parts.valueText}, ${categoryLabel(parts.key, parts.category)}${whose}. ${scales.join(' ')} ${next}${percentile}`;
}

export function nextText(toNext: ToNextCategory | null, risk: boolean): string {
  if (toNext !== null) return `${toNext.text}.`;
  return risk ? 'This is the lowest-risk category.' : 'This is the best category.';
}

export function sexGroup(sex: Sex, ageGroup: string | null): string {
  const people = sex === 'MALE' ? 'men' : 'women';
  return ageGroup === null ? people : `${people} aged ${ageGroup}`;
}

/** "2 more pushups to Excellent", "1.4 mL/kg/min more to Excellent", "2.3 % body fat less to Good". */
export function toNextText(key: NormTableKey, amount: number, more: boolean, next: string, unit: GaugeUnit): string {
  const figure = trimmedNumber(amount, unit.decimals);
  const target = `to ${categoryLabel(key, next)}`;
  if (unit.singular !== undefined) {
    return `${figure} ${more ? 'more' : 'fewer'} ${figure === '1' ? unit.singular : unit.unit} ${target}`;
  }
  return `${figure} ${unit.unit} ${more ? 'more' : 'less'} ${target}`;
}

export function noGauge(key: NormTableKey, reason: string): NoGauge {
  return { available: false, key, name: UNITS[key].name, reason };
}

export function windowText(table: ThresholdTable): string {
  const { minAge, maxAge } = table.appliesTo;
  return minAge === null ? `up to ${maxAge}` : `${minAge}-${maxAge}`;
}
