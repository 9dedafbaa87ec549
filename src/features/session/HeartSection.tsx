// The fitness summary's the blood pressure and heart rate section.
import type { ListSection } from '@/summary/summaryTypes';
import { SummarySection } from './SummarySection';

export function HeartSection({ section }: { section: ListSection }) {
  return <SummarySection section={section} />;
}
