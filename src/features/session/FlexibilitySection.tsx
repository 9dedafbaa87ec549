// The fitness summary's the flexibility section (sit and reach).
import type { ListSection } from '@/summary/summaryTypes';
import { SummarySection } from './SummarySection';

export function FlexibilitySection({ section }: { section: ListSection }) {
  return <SummarySection section={section} />;
}
