// The fitness summary's the circumferences section (sites, waist risk, ratios).
import type { ListSection } from '@/summary/summaryTypes';
import { SummarySection } from './SummarySection';

export function CircumferencesSection({ section }: { section: ListSection }) {
  return <SummarySection section={section} />;
}
