// The fitness summary's the BMI and weight section.
import type { ListSection } from '@/summary/summaryTypes';
import { SummarySection } from './SummarySection';

export function BodySection({ section }: { section: ListSection }) {
  return <SummarySection section={section} />;
}
