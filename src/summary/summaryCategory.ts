// A stored category as the summary shows it: 'very good' → 'Very Good'; '' (no norm for this person) stays ''.
import { formatCategory } from '@/norms/formatCategory';

export function summaryCategory(category: string | null | undefined): string {
  return category ? formatCategory(category) : '';
}
