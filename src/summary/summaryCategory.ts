// A stored category as the summary shows it: 'very good' → 'Very Good'; with its table, what it rates where the name
// needs it ('low' waist → 'Low risk', decision 0175); '' (no norm for this person) stays ''.
import { formatCategory } from '@/norms/formatCategory';
import { categoryLabel } from '@/norms/categoryLabel';
import type { NormTableKey } from '@/norms/normTables';

export function summaryCategory(category: string | null | undefined, tableKey?: NormTableKey): string {
  if (!category) return '';
  return tableKey ? categoryLabel(tableKey, category) : formatCategory(category);
}
