// One reference table and its "Source: …" line. A table too wide for a phone scrolls inside its own keyboard-focusable
// box, with its caption kept above the box so the caption never scrolls out of view.
import type { ReactNode } from 'react';
import type { Provenance } from '@/calculators/provenance';
import { SourceLine } from '@/components/SourceLine';

export type TableFigureProps =
  | { provenance: Provenance; children: ReactNode; caption?: undefined; captionId?: undefined }
  | {
      provenance: Provenance;
      children: ReactNode;
      /** Shown above the scroll box; the table and the box are labelled by it (aria-labelledby = captionId). */
      caption: ReactNode;
      captionId: string;
    };

export function TableFigure({ provenance, children, caption, captionId }: TableFigureProps) {
  return (
    <div className="table-figure">
      {caption === undefined ? (
        children
      ) : (
        <>
          <p className="table-caption" id={captionId}>
            {caption}
          </p>
          <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
            {children}
          </div>
        </>
      )}
      <SourceLine provenance={provenance} />
    </div>
  );
}
