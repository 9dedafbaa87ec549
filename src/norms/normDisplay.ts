// Display data for the Fitness Categories screen, derived from the same norms.json bounds the classifiers use.
import type { Sex } from '@/domain/person';
import { categoryInGroup } from './classifyByBounds';
import { normSource } from './normSources';
import type { ClassInterval, PercentileTableKey, ThresholdTable, ThresholdTableKey } from './normTables';
import { BLOOD_PRESSURE, BMI, THRESHOLD_TABLES, WAIST_RISK, tableBounds } from './normTables';

export interface NormDisplayRow {
  readonly category: string;
  /** One range text per age group, e.g. '>= 36', '29-35', '<= 16'. */
  readonly ranges: readonly string[];
}

export interface NormDisplayTable {
  readonly key: ThresholdTableKey;
  readonly title: string;
  readonly units: string;
  readonly categories: readonly string[];
  /** Age-group labels, one column each. */
  readonly ageGroups: readonly string[];
  /** One row per category, best first. */
  readonly rows: readonly NormDisplayRow[];
  /** Decimal places of the bounds (0 for count tables). */
  readonly decimals: number;
  /** Short citation. */
  readonly source: string;
}

/** Decimal places of a number as written (1.2 -> 1, 0.57 -> 2, 36 -> 0). */
export function decimalsOf(n: number): number {
  const text = String(n);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** Largest number of decimals among a table's bounds: the step of its printed ranges. */
export function tableDecimals(table: ThresholdTable): number {
  let decimals = 0;
  const bounds = tableBounds(table);
  for (const byGroup of Object.values(bounds)) {
    for (const group of Object.values(byGroup)) {
      for (const bound of Object.values(group)) {
        if (bound !== null) decimals = Math.max(decimals, decimalsOf(bound));
      }
    }
  }
  return decimals;
}

function resolveTable(table: ThresholdTableKey | ThresholdTable): ThresholdTable {
  return typeof table === 'string' ? THRESHOLD_TABLES[table] : table;
}

/** Integer steps of 10^-decimals, so that 1.34 - 0.01 prints as 1.33 and never 1.3299999. */
function shift(value: number, steps: number, decimals: number): number {
  const factor = 10 ** decimals;
  return (Math.round(value * factor) + steps) / factor;
}

function span(from: number, to: number, decimals: number): string {
  if (to < from) return '';
  if (to === from) return from.toFixed(decimals);
  return `${from.toFixed(decimals)}-${to.toFixed(decimals)}`;
}

/**
 * Range text of each category in one age group. Lower bounds (best first): the best is '>= b', a middle one is
 * 'b-(better bound - step)', the null one is '<= (worst bound - step)'. Upper bounds (leanest first): '<= u',
 * '(leaner bound + step)-u', '>= (last bound + step)'. '' if the bounds leave a category empty.
 */
function groupRanges(table: ThresholdTable, sex: Sex, groupLabel: string, decimals: number): string[] {
  const bounds = tableBounds(table)[sex][groupLabel] ?? {};
  const higherIsBetter = table.lowerBounds !== undefined;
  let previous: number | null = null;
  return table.categories.map((category) => {
    const bound = bounds[category] ?? null;
    let text: string;
    if (higherIsBetter) {
      if (bound === null) text = previous === null ? '' : `<= ${shift(previous, -1, decimals).toFixed(decimals)}`;
      else if (previous === null) text = `>= ${bound.toFixed(decimals)}`;
      else text = span(bound, shift(previous, -1, decimals), decimals);
    } else if (bound === null) {
      text = previous === null ? '' : `>= ${shift(previous, 1, decimals).toFixed(decimals)}`;
    } else if (previous === null) {
      text = `<= ${bound.toFixed(decimals)}`;
    } else {
      text = span(shift(previous, 1, decimals), bound, decimals);
    }
    if (bound !== null) previous = bound;
    return text;
  });
}

/** Category ranges of a norm table for one sex: categories x age groups. */
export function normDisplayTable(table: ThresholdTableKey | ThresholdTable, sex: Sex): NormDisplayTable {
  const t = resolveTable(table);
  const decimals = tableDecimals(t);
  const columns = t.ageGroups.map((g) => groupRanges(t, sex, g.label, decimals));
  const provenance = normSource(t);
  return {
    key: t.key,
    title: t.title,
    units: t.units,
    categories: t.categories,
    ageGroups: t.ageGroups.map((g) => g.label),
    rows: t.categories.map((category, i) => ({ category, ranges: columns.map((col) => col[i] ?? '') })),
    decimals,
    source: provenance.source,
  };
}

export interface PercentileRow {
  readonly percentile: number;
  /** The category every cell of this row falls in ('' if the cells disagree). */
  readonly category: string;
  readonly values: readonly (number | null)[];
  /** The values printed with the table's decimals ('' for a missing cell). */
  readonly texts: readonly string[];
}

export interface PercentileDisplayTable {
  readonly key: PercentileTableKey;
  readonly title: string;
  readonly units: string;
  readonly percentileKeys: readonly number[];
  /** The age groups the classifier uses (VO2max 70-79 data is outside the product window and left out). */
  readonly ageGroups: readonly string[];
  readonly rows: readonly PercentileRow[];
  readonly source: string;
}

/** Percentile table (percentiles x age groups) of VO2max, leg press or body fat for one sex. */
export function normPercentileTable(key: PercentileTableKey, sex: Sex): PercentileDisplayTable {
  const t = THRESHOLD_TABLES[key];
  const percentiles = t.percentiles;
  const decimals = tableDecimals(t);
  const groups = t.ageGroups.map((g) => g.label);
  const bySex = percentiles?.values[sex] ?? {};
  const provenance = normSource(t);
  const rows = (percentiles?.percentileKeys ?? []).map((percentile) => {
    const values = groups.map((g) => bySex[g]?.[String(percentile)] ?? null);
    const cellCategories = values.map((v, i) => (v === null ? '' : categoryInGroup(t, sex, groups[i] ?? '', v)));
    const first = cellCategories[0] ?? '';
    const category = cellCategories.every((c) => c === first) ? first : '';
    return { percentile, category, values, texts: values.map((v) => (v === null ? '' : v.toFixed(decimals))) };
  });
  return {
    key,
    title: t.title,
    units: t.units,
    percentileKeys: percentiles?.percentileKeys ?? [],
    ageGroups: groups,
    rows,
    source: provenance.source,
  };
}

export interface ClassDisplayRow {
  readonly label: string;
  /** e.g. '< 18.5', '18.5-24.9', '>= 40.0'; for waist '70-89', '90-110', '> 110'. */
  readonly range: string;
  readonly interval: ClassInterval;
}

/** Printed range of an interval at `decimals` places; an exclusive upper end prints as (end - step). */
function intervalText(c: ClassInterval, decimals: number): string {
  const f = (n: number): string => n.toFixed(decimals);
  const { lower, upper } = c;
  if (lower === null) {
    if (upper === null) return 'all';
    return c.upperInclusive ? `<= ${f(upper)}` : `< ${f(upper)}`;
  }
  if (upper === null) return c.lowerInclusive ? `>= ${f(lower)}` : `> ${f(lower)}`;
  const from = c.lowerInclusive ? lower : shift(lower, 1, decimals);
  const to = c.upperInclusive ? upper : shift(upper, -1, decimals);
  return span(from, to, decimals);
}

export interface ClassDisplayList {
  readonly title: string;
  readonly units: string;
  readonly rows: readonly ClassDisplayRow[];
  readonly source: string;
}

/** BMI classes as printed by NHLBI (1 decimal): '< 18.5', '18.5-24.9', ..., '>= 40.0'. */
export function bmiClassList(): ClassDisplayList {
  const p = normSource('bmi');
  return {
    title: BMI.title,
    units: BMI.units,
    source: p.source,
    rows: BMI.classes.map((c) => ({ label: c.label, range: intervalText(c, 1), interval: c })),
  };
}

/** Waist risk classes of one sex (whole cm as printed): '< 70', '70-89', '90-110', '> 110'. */
export function waistRiskClassList(sex: Sex): ClassDisplayList {
  const p = normSource('waistRisk');
  return {
    title: WAIST_RISK.title,
    units: WAIST_RISK.units,
    source: p.source,
    rows: WAIST_RISK.classes[sex].map((c) => ({ label: c.label, range: intervalText(c, 0), interval: c })),
  };
}

export interface BloodPressureDisplayRow {
  readonly label: string;
  readonly sbp: string;
  readonly joiner: string;
  readonly dbp: string;
}

/** JNC 7 classes as printed: class, systolic, 'and'/'or', diastolic. */
export function bloodPressureClassList(): {
  title: string;
  units: string;
  rows: readonly BloodPressureDisplayRow[];
  source: string;
} {
  const p = normSource('bloodPressure');
  return {
    title: BLOOD_PRESSURE.title,
    units: BLOOD_PRESSURE.units,
    source: p.source,
    rows: BLOOD_PRESSURE.classes.map((c) => ({ label: c.label, sbp: c.sbp, joiner: c.joiner, dbp: c.dbp })),
  };
}
