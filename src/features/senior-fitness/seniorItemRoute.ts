// The Senior Fitness Test item a route names (its :item segment), or null for a segment that names none.
import { useParams } from 'react-router-dom';
import { seniorItemOfSlug } from '@/domain/seniorRoutes';
import type { SeniorItem } from '@/norms/seniorFitness';

export function useSeniorItemParam(): SeniorItem | null {
  const { item } = useParams();
  return seniorItemOfSlug(item);
}
