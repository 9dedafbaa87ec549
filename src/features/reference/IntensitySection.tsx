// One section of the Exercise Intensity screen: heading, explanation, zone list, the table (or what it needs), and sources.
import type { ReactNode } from 'react';
import type { Provenance } from '@/calculators/provenance';
import { SourceLine } from '@/components/SourceLine';

export interface IntensitySectionProps {
  id: string;
  title: string;
  intro: ReactNode;
  zones: ReactNode;
  sources: readonly Provenance[];
  children: ReactNode;
}

export function IntensitySection({ id, title, intro, zones, sources, children }: IntensitySectionProps) {
  return (
    <section id={id} className="intensity-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <div className="section-intro">{intro}</div>
      <div className="intensity-section-body">
        {zones}
        <div className="intensity-section-table">
          {children}
          {sources.map((source) => (
            <SourceLine key={source.method} provenance={source} />
          ))}
        </div>
      </div>
    </section>
  );
}
