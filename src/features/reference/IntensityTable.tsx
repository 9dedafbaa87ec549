// Rows of an intensity table from the calculators: percent, value, optional energy per minute, and the zone of the row.
import { INTENSITY_ZONE_LABELS } from '@/calculators/intensityZones';
import type { IntensityTableRow } from '@/calculators/intensityTables';

export interface IntensityTableProps {
  caption: string;
  percentHeader: string;
  valueHeader: string;
  rows: readonly IntensityTableRow[];
  /** Prints a row value; whole numbers as they are by default (1RM in lb passes 2 decimals). */
  formatValue?: (value: number) => string;
  /** Adds the kcal/min column (rows computed with a body weight). */
  showEnergy?: boolean;
}

export function IntensityTable({
  caption,
  percentHeader,
  valueHeader,
  rows,
  formatValue = String,
  showEnergy = false,
}: IntensityTableProps) {
  return (
    <table className="intensity-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{percentHeader}</th>
          <th scope="col">{valueHeader}</th>
          {showEnergy ? <th scope="col">Energy (kcal/min)</th> : null}
          <th scope="col">Intensity</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.percent} className={`zone-${row.zone}`}>
            <th scope="row">{row.percent}&nbsp;%</th>
            <td>{formatValue(row.value)}</td>
            {showEnergy ? <td>{row.kcalPerMin === undefined ? '' : row.kcalPerMin.toFixed(1)}</td> : null}
            <td>
              <span className="zone-name">{INTENSITY_ZONE_LABELS[row.zone]}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
