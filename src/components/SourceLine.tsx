// "Source: …" under a number or category, naming its equation or table and the citation.
import type { Provenance } from '@/calculators/provenance';

export function SourceLine({ provenance }: { provenance: Provenance | null | undefined }) {
  if (!provenance) return null;
  return (
    <p className="source-line">
      Source: {provenance.method} — {provenance.source}
    </p>
  );
}
