// Waist circumference risk classes of women and men side by side (waistRiskClassList: classifyWaistRisk's own intervals).
import { normSource, waistRiskClassList } from '@/norms';
import { SEXES } from '@/domain/person';
import { formatCategory } from '@/norms/formatCategory';
import { SEX_TABLE_LABELS } from './sexLabels';
import { stackedCellWidth } from './stackedCellWidth';
import { TableFigure } from './TableFigure';

/** Women first, as the published table prints them. */
const COLUMN_ORDER = [...SEXES].reverse();

export function WaistRiskTable() {
  const lists = COLUMN_ORDER.map((sex) => ({ sex, list: waistRiskClassList(sex) }));
  const labels = lists[0]?.list.rows.map((row) => row.label) ?? [];
  return (
    <TableFigure provenance={normSource('waistRisk')}>
      <table
        className="norm-table stacks-below-medium"
        style={stackedCellWidth(
          lists.map(({ sex }) => SEX_TABLE_LABELS[sex]),
          lists.flatMap(({ list }) => list.rows.map((row) => row.range)),
        )}
      >
        <caption>Risk by waist circumference <span className="caption-detail">(cm)</span></caption>
        <thead>
          <tr>
            <th scope="col">Risk</th>
            {lists.map(({ sex }) => <th scope="col" key={sex}>{SEX_TABLE_LABELS[sex]} (cm)</th>)}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, index) => (
            <tr key={label}>
              <th scope="row">{formatCategory(label)}</th>
              {lists.map(({ sex, list }) => (
                <td key={sex} data-label={SEX_TABLE_LABELS[sex]}>{list.rows[index]?.range ?? ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFigure>
  );
}
