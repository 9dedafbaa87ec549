// A category name with its colour swatch from the one category scale (categoryScale.css); the name is always written.
import './categoryScale.css';
import type { CategoryLevel } from '@/norms/categoryGauge';
import { formatCategory } from '@/norms/formatCategory';

export interface CategoryChipProps {
  category: string;
  level: CategoryLevel | null;
  className?: string;
}

export function CategoryChip({ category, level, className }: CategoryChipProps) {
  return (
    <span
      className={className ? `category-chip ${className}` : 'category-chip'}
      data-category-level={level ?? undefined}
    >
      {formatCategory(category)}
    </span>
  );
}
