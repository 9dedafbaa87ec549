// The fitness summary's the blood pressure and heart rate section.
import type { ListSection } from './summaryTypes';
import { SummarySection } from './SummarySection';

export function HeartSection({ section }: { section: ListSection }) {
  return <SummarySection section={section} />;
}
