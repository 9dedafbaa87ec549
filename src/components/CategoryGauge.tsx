// The band gauge of one result (model: src/norms/categoryGauge.ts): the person's own categories as coloured bands with
// their names and limits, the marker, the value, the distance to the next category and the percentile. The drawing is
// one image whose accessible name is the whole description; without a gauge the reason is written instead.
import './categoryScale.css';
import type { CSSProperties } from 'react';
import type { CategoryGauge as GaugeModel, GaugeResult, GaugeTrack } from '@/norms/categoryGauge';
import { CategoryChip } from './CategoryChip';
import { categoryLabel } from '@/norms/categoryLabel';
import type { NormTableKey } from '@/norms/normTables';

function percent(position: number): string {
  return `${(position * 100).toFixed(2)}%`;
}

/**
 * One scale as a grid of equal band columns: band names above the bar (on a narrow gauge every other name goes below
 * the limits, so each name has two bands' width and none is cut), the bar with the marker, the limits under it.
 */
function Track({ track, compact, tableKey }: { track: GaugeTrack; compact: boolean; tableKey: NormTableKey }) {
  const style = { '--gauge-bands': track.bands.length } as CSSProperties;
  return (
    <div className="gauge-track">
      {track.label === null ? null : (
        <p className="gauge-track-label">
          {track.label} {track.valueText}
        </p>
      )}
      <div className="gauge-scale" style={style}>
        {compact
          ? null
          : track.bands.map((band, index) => (
              <span
                key={band.category}
                className={`gauge-label${index % 2 === 1 ? ' gauge-label-alternate' : ''}${index === track.bandIndex ? ' gauge-label-current' : ''}`}
                style={{ gridColumn: index + 1 }}
              >
                {categoryLabel(tableKey, band.category)}
              </span>
            ))}
        <div className="gauge-bar">
          <div className="gauge-bands">
            {track.bands.map((band) => (
              <span key={band.category} className="gauge-band" data-category-level={band.level} />
            ))}
          </div>
          <span className="gauge-marker" style={{ left: percent(track.marker) }} data-testid="gauge-marker" />
        </div>
        <div className="gauge-limits">
          {track.limits.map((limit) => (
            <span key={limit.position} style={{ left: percent(limit.position) }}>
              {limit.text}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}

function Caption({ gauge, compact, headline }: { gauge: GaugeModel; compact: boolean; headline: boolean }) {
  return (
    <p className="gauge-caption" aria-hidden="true">
      {compact || !headline ? null : <span className="gauge-value">{gauge.valueText}</span>}
      {compact || !headline ? null : (
        <CategoryChip category={gauge.category} level={gauge.level} tableKey={gauge.key} />
      )}
      {gauge.group === null || compact ? null : <span className="gauge-group">norms for {gauge.group}</span>}
      <span className="gauge-next">{gauge.nextText}</span>
      {gauge.percentile === null ? null : <span className="gauge-percentile">{gauge.percentile.text}</span>}
    </p>
  );
}

export interface CategoryGaugeProps {
  gauge: GaugeResult;
  /** Beside a result in the summary: a thinner bar without band names. */
  compact?: boolean;
  /** Value and category chip in the caption; off where the screen already shows both (the result panel). */
  headline?: boolean;
}

export function CategoryGauge({ gauge, compact = false, headline = true }: CategoryGaugeProps) {
  if (!gauge.available) {
    return (
      <p className="gauge-none" data-testid="gauge-none">
        No {gauge.name.toLowerCase()} gauge: {gauge.reason}
      </p>
    );
  }
  return (
    <figure
      className={compact ? 'category-gauge compact' : 'category-gauge'}
      data-testid="category-gauge"
      data-gauge={gauge.key}
      data-category={gauge.category}
    >
      <div role="img" aria-label={gauge.description}>
        {gauge.tracks.map((track) => (
          <Track key={track.label ?? 'value'} track={track} compact={compact} tableKey={gauge.key} />
        ))}
      </div>
      <figcaption>
        <Caption gauge={gauge} compact={compact} headline={headline} />
      </figcaption>
    </figure>
  );
}
