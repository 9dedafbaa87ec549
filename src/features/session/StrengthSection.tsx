// The fitness summary's the muscular strength and endurance section (pushups, presses, grip).
import type { ListSection } from '@/summary/summaryTypes';
import { SummarySection } from './SummarySection';

export function StrengthSection({ section }: { section: ListSection }) {
  return <SummarySection section={section} />;
}
