// The five intensity zones of one column of the calculators' zone table, with their published % limits.
import { INTENSITY_ZONE_LABELS, INTENSITY_ZONES, type IntensityColumn } from '@/calculators/intensityZones';

export function ZoneList({ column, heading }: { column: IntensityColumn; heading: string }) {
  const [, lightUpTo] = column.limits;
  return (
    <div className="zone-list">
      <h3>{heading}</h3>
      <ul>
        {INTENSITY_ZONES.map((zone, index) => (
          <li key={zone} className={`zone zone-${zone}`}>
            <span className="zone-name">{INTENSITY_ZONE_LABELS[zone]}</span>{' '}
            <span className="zone-band">{column.bands[index]}&nbsp;%</span>
          </li>
        ))}
      </ul>
      <p className="hint">
        Limits are inclusive (&ldquo;up to&rdquo;): exactly {lightUpTo}&nbsp;% is{' '}
        {INTENSITY_ZONE_LABELS.low.toLowerCase()}.
      </p>
    </div>
  );
}
