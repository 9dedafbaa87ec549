// Dietary Reference Intakes (RDA or AI) of the 17 micronutrients, by sex and DRI life-stage group (decision 0013).
import { CalculatorRangeError, RANGE_MESSAGES } from '@/calculators/CalculatorRangeError';
import { atLeast } from '@/calculators/rounding';
import type { Sex } from '@/domain/person';
import nutrition from './data/nutrition.json';
import type { NormProvenance } from './normCitation';

export interface LifeStageGroup {
  readonly label: string;
  readonly minAgeYears: number;
  /** null = no upper limit ('>70 y'). */
  readonly maxAgeYearsExclusive: number | null;
}

export type DriValueType = 'AI' | 'RDA';

export interface Micronutrient {
  readonly key: string;
  readonly name: string;
  /** null where no value is determined (fiber for infants). */
  readonly amount: number | null;
  /** 'g', 'mg' or 'µg'. */
  readonly unit: string;
  readonly unitLong: string;
  /** What the amount measures, e.g. 'µg retinol activity equivalents (RAE)'. */
  readonly basis: string;
  readonly valueType: DriValueType;
}

interface MicronutrientData {
  readonly name: string;
  readonly unit: string;
  readonly unitLong: string;
  readonly basis: string;
  readonly values: Readonly<Record<Sex, Readonly<Record<string, number | null>>>>;
  /** By life-stage label, with 'others' or 'all' for the rest. */
  readonly valueType: Readonly<Record<string, string>>;
  readonly note?: string;
  readonly source?: string;
}

export const LIFE_STAGE_GROUPS: readonly LifeStageGroup[] = nutrition.lifeStageGroups;
const NUTRIENTS: Readonly<Record<string, MicronutrientData>> = nutrition.micronutrients;
export const MICRONUTRIENT_KEYS: readonly string[] = Object.keys(NUTRIENTS);

/** Valid ages: > 0 and <= 120 years (spec §5 "Micros"). */
export const MICRONUTRIENT_AGE_RANGE = { minExclusive: 0, max: 120 } as const;

function requireAge(ageYears: unknown): number {
  if (
    typeof ageYears !== 'number' ||
    !Number.isFinite(ageYears) ||
    ageYears <= MICRONUTRIENT_AGE_RANGE.minExclusive ||
    ageYears > MICRONUTRIENT_AGE_RANGE.max
  ) {
    throw new CalculatorRangeError(RANGE_MESSAGES.age, 'age');
  }
  return ageYears;
}

/**
 * The DRI life-stage group of an age in years (fractional for infants: months / 12):
 * minAgeYears <= age < maxAgeYearsExclusive. Throws CalculatorRangeError('Age is outside of the acceptable range',
 * field 'age') unless 0 < age <= 120.
 */
export function lifeStageGroup(ageYears: number): LifeStageGroup {
  const age = requireAge(ageYears);
  const group = LIFE_STAGE_GROUPS.find(
    (g) => atLeast(age, g.minAgeYears) && (g.maxAgeYearsExclusive === null || !atLeast(age, g.maxAgeYearsExclusive)),
  );
  if (group === undefined) throw new CalculatorRangeError(RANGE_MESSAGES.age, 'age');
  return group;
}

function valueTypeOf(data: MicronutrientData, groupLabel: string): DriValueType {
  const t = data.valueType[groupLabel] ?? data.valueType['others'] ?? data.valueType['all'];
  if (t !== 'AI' && t !== 'RDA') throw new Error(`nutrition.json: no AI/RDA flag for ${data.name}, ${groupLabel}`);
  return t;
}

/**
 * The 17 micronutrient recommendations for a sex and age, in nutrition.json order. Throws CalculatorRangeError
 * for an age outside 0 < age <= 120 (field 'age') or a sex other than MALE/FEMALE (field 'sex').
 */
export function micronutrients(sex: Sex, ageYears: number): Micronutrient[] {
  const group = lifeStageGroup(ageYears);
  if (sex !== 'MALE' && sex !== 'FEMALE') throw new CalculatorRangeError('Sex Is Outside Testing Types', 'sex');
  return Object.entries(NUTRIENTS).map(([key, data]) => ({
    key,
    name: data.name,
    amount: data.values[sex][group.label] ?? null,
    unit: data.unit,
    unitLong: data.unitLong,
    basis: data.basis,
    valueType: valueTypeOf(data, group.label),
  }));
}

export interface MicronutrientTableRow {
  readonly key: string;
  readonly name: string;
  readonly unit: string;
  /** One per life-stage group, in LIFE_STAGE_GROUPS order. */
  readonly amounts: readonly (number | null)[];
  readonly valueTypes: readonly DriValueType[];
}

/** All groups of one sex, for a reference table: nutrients x life-stage groups. */
export function micronutrientTable(sex: Sex): { lifeStageGroups: readonly string[]; rows: MicronutrientTableRow[] } {
  return {
    lifeStageGroups: LIFE_STAGE_GROUPS.map((g) => g.label),
    rows: Object.entries(NUTRIENTS).map(([key, data]) => ({
      key,
      name: data.name,
      unit: data.unit,
      amounts: LIFE_STAGE_GROUPS.map((g) => data.values[sex][g.label] ?? null),
      valueTypes: LIFE_STAGE_GROUPS.map((g) => valueTypeOf(data, g.label)),
    })),
  };
}

/** Provenance of the micronutrient values. */
export function micronutrientSource(): NormProvenance {
  return {
    method: 'Dietary Reference Intakes (RDA or AI) by sex and life-stage group',
    source: 'IOM/NASEM Dietary Reference Intakes 1997-2011',
    fullSource: nutrition.source.primary,
    verification: nutrition.source.verification,
  };
}
