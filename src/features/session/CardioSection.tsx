// The fitness summary's the cardiorespiratory section (VO2 max, METs, resting and maximal VO2).
import type { ListSection } from '@/summary/summaryTypes';
import { SummarySection } from './SummarySection';

export function CardioSection({ section }: { section: ListSection }) {
  return <SummarySection section={section} />;
}
