// A category-by-age-group table of one norm for one sex, printed from normDisplayTable: the classifiers' own bounds.
import { normDisplayTable, normSource, type ThresholdTableKey } from '@/norms';
import type { Sex } from '@/domain/person';
import { formatCategory } from '@/norms/formatCategory';
import { SEX_TABLE_LABELS } from './sexLabels';
import { stackedCellWidth } from './stackedCellWidth';
import { TableFigure } from './TableFigure';

export interface NormRangeTableProps {
  tableKey: ThresholdTableKey;
  sex: Sex;
  /** What the numbers are, e.g. "repetitions". */
  unit: string;
  /** How wide the table is as columns (reference.css): 'wide' for decimal ranges or six age groups. */
  naturalWidth?: 'medium' | 'wide';
}

/** On a narrow screen each category row becomes a block listing "age group: range" (reference.css). */
export function NormRangeTable({ tableKey, sex, unit, naturalWidth = 'medium' }: NormRangeTableProps) {
  const table = normDisplayTable(tableKey, sex);
  return (
    <TableFigure provenance={normSource(tableKey)}>
      <table
        className={`norm-table stacks-below-${naturalWidth}`}
        style={stackedCellWidth(table.ageGroups, table.rows.flatMap((row) => row.ranges))}
      >
        <caption>
          {SEX_TABLE_LABELS[sex]} <span className="caption-detail">({unit}) by age group</span>
        </caption>
        <thead>
          <tr>
            <th scope="col">Category</th>
            {table.ageGroups.map((group) => <th scope="col" key={group}>{group}</th>)}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.category}>
              <th scope="row">{formatCategory(row.category)}</th>
              {row.ranges.map((range, index) => (
                <td key={table.ageGroups[index]} data-label={table.ageGroups[index]}>{range}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFigure>
  );
}
