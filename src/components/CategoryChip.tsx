// A category name with its colour swatch from the one category scale (categoryScale.css); the name is always written.
import './categoryScale.css';
import type { CategoryLevel } from '@/norms/categoryLevel';
import { formatCategory } from '@/norms/formatCategory';
import { categoryLabel } from '@/norms/categoryLabel';
import type { NormTableKey } from '@/norms/normTables';

export interface CategoryChipProps {
  category: string;
  level: CategoryLevel | null;
  className?: string;
  /** The table the category comes from: its name then says what it rates where it needs to ('Low risk'). */
  tableKey?: NormTableKey;
}

export function CategoryChip({ category, level, className, tableKey }: CategoryChipProps) {
  return (
    <span
      className={className ? `category-chip ${className}` : 'category-chip'}
      data-category-level={level ?? undefined}
    >
      {tableKey ? categoryLabel(tableKey, category) : formatCategory(category)}
    </span>
  );
}
