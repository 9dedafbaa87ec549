// The fitness summary's the skinfolds section (sites, body density, body fat and its equation).
import type { ListSection } from '@/summary/summaryTypes';
import { SummarySection } from './SummarySection';

export function SkinfoldsSection({ section }: { section: ListSection }) {
  return <SummarySection section={section} />;
}
