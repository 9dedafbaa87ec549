// The gauge of a Senior Fitness Test score (model: src/norms/seniorGauge.ts): below / within / above the normal range
// as three bands in the app's category colours, the range's bounds under the middle band's edges, and the marker. One
// image whose accessible name is the whole description; the band names are written, never colour alone.
import '@/components/categoryScale.css';
import type { CSSProperties } from 'react';
import type { SeniorGauge } from '@/norms/seniorGauge';

const BAND_NAMES = { below: 'Below', within: 'Within', above: 'Above' } as const;

export function SeniorGaugeView({ gauge }: { gauge: SeniorGauge }) {
  const style = { '--gauge-bands': 3 } as CSSProperties;
  return (
    <figure className="category-gauge" data-testid="senior-gauge">
      <div role="img" aria-label={gauge.description}>
        <div className="gauge-track">
          <div className="gauge-scale" style={style}>
            {gauge.bands.map((band, index) => (
              <span key={band.level} className="gauge-label" style={{ gridColumn: index + 1 }}>
                {BAND_NAMES[band.level]}
              </span>
            ))}
            <div className="gauge-bar">
              <div className="gauge-bands">
                {gauge.bands.map((band) => (
                  <span key={band.level} className="gauge-band" data-category-level={band.colour} />
                ))}
              </div>
              <span className="gauge-marker" style={{ left: `${(gauge.marker * 100).toFixed(2)}%` }} />
            </div>
            <div className="gauge-limits">
              <span style={{ left: '33.33%' }}>{gauge.limits[0]}</span>
              <span style={{ left: '66.67%' }}>{gauge.limits[1]}</span>
            </div>
          </div>
        </div>
      </div>
    </figure>
  );
}
