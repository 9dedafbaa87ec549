// The person's own result, marked in the table cell where it falls ("You: 28 pushups").
import type { CategoryGauge } from '@/norms/categoryGauge';

export function YourResult({ gauge }: { gauge: CategoryGauge }) {
  return (
    <strong className="your-result" data-testid="your-result">
      You: {gauge.valueText}
    </strong>
  );
}
