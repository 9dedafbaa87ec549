// A percentile-by-age-group table of one norm for one sex (normPercentileTable); rows are grouped under their category.
// For the person (categoryView): only their age group, the row of their percentile highlighted and their result in it.
import { normPercentileTable, type PercentileRow } from '@/norms/normDisplay';
import { normSource } from '@/norms/normSources';
import { type PercentileTableKey } from '@/norms/normTables';
import type { Sex } from '@/domain/person';
import { categoryLevel } from '@/norms/categoryLevel';
import { CategoryChip } from '@/components/CategoryChip';
import { groupsShown, personalGroup, personalResult, type CategoryView } from './categoryView';
import { SEX_TABLE_LABELS } from './sexLabels';
import { TableFigure } from './TableFigure';
import { YourResult } from './YourResult';

export interface PercentileTableProps {
  tableKey: PercentileTableKey;
  sex: Sex;
  /** What the numbers are, e.g. "% body fat". */
  unit: string;
  view: CategoryView;
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
export function PercentileTable({ tableKey, sex, unit, view }: PercentileTableProps) {
  const table = normPercentileTable(tableKey, sex);
  const captionId = `${tableKey}-${sex}-percentiles-caption`;
  const shown = groupsShown(view, tableKey, sex, table.ageGroups);
  const columns = shown.map((group) => table.ageGroups.indexOf(group));
  const result = personalResult(view, tableKey, sex);
  const yourPercentile = result?.percentile?.percentile ?? null;
  const ownGroup = view.sex === sex ? personalGroup(view, tableKey) : null;
  const onlyOwn = shown.length === 1 && shown[0] === ownGroup;
  const caption = onlyOwn ? (
    <>
      {SEX_TABLE_LABELS[sex]} aged {ownGroup} <span className="caption-detail">percentiles ({unit})</span>
    </>
  ) : (
    <>
      {SEX_TABLE_LABELS[sex]} <span className="caption-detail">percentiles ({unit}) by age group</span>
    </>
  );
  return (
    <TableFigure provenance={normSource(tableKey)} caption={caption} captionId={captionId}>
      <table className="norm-table percentile-table" aria-labelledby={captionId}>
        <thead>
          <tr>
            <th scope="col">Percentile</th>
            {shown.map((group) => (
              <th scope="col" key={group}>
                {group}
              </th>
            ))}
          </tr>
        </thead>
        {groupByCategory(table.rows).map((group) => (
          <tbody key={`${group.category}-${group.rows[0]?.percentile}`}>
            <tr className="category-group-row">
              <th scope="rowgroup" colSpan={1 + shown.length}>
                <span className="category-group-label">
                  {group.category ? (
                    <CategoryChip category={group.category} level={categoryLevel(tableKey, group.category)} />
                  ) : (
                    'Differs by age'
                  )}
                </span>
              </th>
            </tr>
            {group.rows.map((row) => {
              const yours = result !== null && row.percentile === yourPercentile;
              return (
                <tr key={row.percentile} data-category={row.category} className={yours ? 'your-row' : undefined}>
                  <th scope="row">{row.percentile}</th>
                  {columns.map((index, n) => (
                    <td key={shown[n]}>
                      {row.texts[index]}
                      {yours && result !== null && shown[n] === ownGroup ? <YourResult gauge={result} /> : null}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        ))}
      </table>
    </TableFigure>
  );
}
