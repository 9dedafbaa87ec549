// Whether a change is real (decision 49), with its figure and source one tap away: a disclosure whose summary is the
// verdict. A change without a cited figure says so, with nothing to open.
import type { Change } from '@/clients/measureChange';

export function ChangeVerdict({ change }: { change: Change }) {
  if (!change.verdictSource) return <span className="change-verdict change-verdict-none">{change.verdictText}</span>;
  return (
    <details className={`change-verdict change-verdict-${change.verdict.kind}`}>
      <summary>{change.verdictText}</summary>
      <span className="change-verdict-source">{change.verdictSource}</span>
    </details>
  );
}
