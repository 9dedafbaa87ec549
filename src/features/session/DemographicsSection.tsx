// The fitness summary's the demographics section (age, sex, height, weights, activity level, weight goal).
import type { ListSection } from '@/summary/summaryTypes';
import { SummarySection } from './SummarySection';

export function DemographicsSection({ section }: { section: ListSection }) {
  return <SummarySection section={section} />;
}
