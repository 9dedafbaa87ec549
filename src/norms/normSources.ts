// Provenance of every norm table: the table title, a short citation for under a result, and the full citation.
import type { Provenance } from '@/calculators/provenance';
import type { NormTableKey, ThresholdTable } from './normTables';
import { tableMeta } from './normTables';

/** Provenance with the full citation text from norms.json (and its verification note where it has one). */
export interface NormProvenance extends Provenance {
  readonly fullSource: string;
  readonly verification?: string;
}

/** Short citations, one per table; the full text is in norms.json. */
export const SHORT_SOURCES: Readonly<Record<NormTableKey, string>> = {
  pushups: 'CSEP CPAFLA 3rd ed. 2003',
  vo2max: 'Kaminsky et al. (FRIEND), Mayo Clin Proc 2015',
  benchPress: 'Cooper Institute 2002',
  legPress: 'Cooper Institute, in ACSM Guidelines',
  gripStrength: 'CSEP CPAFLA 3rd ed. 2003',
  sitAndReach: 'CSEP CPAFLA 3rd ed. 2003',
  bodyFat: 'ACSM Guidelines 10th ed. (Cooper Institute)',
  bmi: 'NHLBI 1998 / WHO 2000',
  waistRisk: 'Bray, Am J Clin Nutr 2004',
  bloodPressure: 'JNC 7, JAMA 2003',
};

/** Provenance of a norm table, by key or by the table itself. */
export function normSource(table: NormTableKey | ThresholdTable): NormProvenance {
  const key = typeof table === 'string' ? table : table.key;
  const meta = tableMeta(key);
  const base = { method: meta.title, source: SHORT_SOURCES[key], fullSource: meta.source };
  return meta.verification === undefined ? base : { ...base, verification: meta.verification };
}
