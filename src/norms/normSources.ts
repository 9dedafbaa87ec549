// Provenance of every norm table shown beside a result or a table: the table title and a short citation. The full
// citation and the verification notes are in ./normCitation.ts (not loaded by the screens; decision 0077).
import type { Provenance } from '@/calculators/provenance';
import type { NormTableKey, ThresholdTable } from './normTables';
import { CLASS_TABLES, THRESHOLD_TABLES } from './normTables';

/** Short citations, one per table; the full text is in normNotes.json. */
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

/** Provenance of a norm table, by key or by the table itself: its title and short citation. */
export function normSource(table: NormTableKey | ThresholdTable): Provenance {
  const key = typeof table === 'string' ? table : table.key;
  const title =
    key === 'bmi' || key === 'waistRisk' || key === 'bloodPressure'
      ? CLASS_TABLES[key].title
      : THRESHOLD_TABLES[key].title;
  return { method: title, source: SHORT_SOURCES[key] };
}
