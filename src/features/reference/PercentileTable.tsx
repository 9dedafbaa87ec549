// A percentile-by-age-group table of one norm for one sex (normPercentileTable); rows are grouped under their category.
import { normPercentileTable, normSource, type PercentileRow, type PercentileTableKey } from '@/norms';
import type { Sex } from '@/domain/person';
import { formatCategory } from '@/norms/formatCategory';
import { SEX_TABLE_LABELS } from './sexLabels';
import { TableFigure } from './TableFigure';

export interface PercentileTableProps {
  tableKey: PercentileTableKey;
  sex: Sex;
  /** What the numbers are, e.g. "% body fat". */
  unit: string;
}

interface CategoryGroup {
  category: string;
  rows: PercentileRow[];
}

/** Consecutive rows of the same category, in table order (best first). */
function groupByCategory(rows: readonly PercentileRow[]): CategoryGroup[] {
  const groups: CategoryGroup[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && last.category === row.category) last.rows.push(row);
    else groups.push({ category: row.category, rows: [row] });
  }
  return groups;
}

/** Too many rows to stack usefully: on a narrow screen it scrolls sideways, with the percentile column kept in view. */
export function PercentileTable({ tableKey, sex, unit }: PercentileTableProps) {
  const table = normPercentileTable(tableKey, sex);
  const captionId = `${tableKey}-${sex}-percentiles-caption`;
  return (
    <TableFigure
      provenance={normSource(tableKey)}
      caption={<>{SEX_TABLE_LABELS[sex]} <span className="caption-detail">percentiles ({unit}) by age group</span></>}
      captionId={captionId}
    >
      <table className="norm-table percentile-table" aria-labelledby={captionId}>
        <thead>
          <tr>
            <th scope="col">Percentile</th>
            {table.ageGroups.map((group) => <th scope="col" key={group}>{group}</th>)}
          </tr>
        </thead>
        {groupByCategory(table.rows).map((group) => (
          <tbody key={`${group.category}-${group.rows[0]?.percentile}`}>
            <tr className="category-group-row">
              <th scope="rowgroup" colSpan={1 + table.ageGroups.length}>
                <span className="category-group-label">{group.category ? formatCategory(group.category) : 'Differs by age'}</span>
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.percentile} data-category={row.category}>
                <th scope="row">{row.percentile}</th>
                {row.texts.map((text, index) => <td key={table.ageGroups[index]}>{text}</td>)}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </TableFigure>
  );
}
