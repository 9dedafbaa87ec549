// A category-by-age-group table of one norm for one sex, printed from normDisplayTable: the classifiers' own bounds.
// For the person (categoryView): only their age group, their category row highlighted and their result marked in it.
import { normDisplayTable } from '@/norms/normDisplay';
import { normSource } from '@/norms/normSources';
import { type ThresholdTableKey } from '@/norms/normTables';
import type { Sex } from '@/domain/person';
import { categoryLevel } from '@/norms/categoryLevel';
import { CategoryChip } from '@/components/CategoryChip';
import { groupsShown, personalGroup, personalResult, type CategoryView } from './categoryView';
import { SEX_TABLE_LABELS } from './sexLabels';
import { stackedCellWidth } from './stackedCellWidth';
import { TableFigure } from './TableFigure';
import { YourResult } from './YourResult';

export interface NormRangeTableProps {
  tableKey: ThresholdTableKey;
  sex: Sex;
  /** What the numbers are, e.g. "repetitions". */
  unit: string;
  /** How wide the table is as columns (reference.css): 'wide' for decimal ranges or six age groups. */
  naturalWidth?: 'medium' | 'wide';
  view: CategoryView;
}

/**
 * On a narrow screen each category row becomes a block listing "age group: range" (reference.css); the person's own
 * single column fits as it is.
 */
export function NormRangeTable({ tableKey, sex, unit, naturalWidth = 'medium', view }: NormRangeTableProps) {
  const table = normDisplayTable(tableKey, sex);
  const shown = groupsShown(view, tableKey, sex, table.ageGroups);
  const columns = shown.map((group) => table.ageGroups.indexOf(group));
  const result = personalResult(view, tableKey, sex);
  const ownGroup = view.sex === sex ? personalGroup(view, tableKey) : null;
  const onlyOwn = shown.length === 1 && shown[0] === ownGroup;
  return (
    <TableFigure provenance={normSource(tableKey)}>
      <table
        className={onlyOwn ? 'norm-table' : `norm-table stacks-below-${naturalWidth}`}
        style={stackedCellWidth(
          shown,
          table.rows.flatMap((row) => columns.map((i) => row.ranges[i] ?? '')),
        )}
      >
        <caption>
          {SEX_TABLE_LABELS[sex]}
          {onlyOwn ? ` aged ${ownGroup}` : ''}{' '}
          <span className="caption-detail">
            ({unit}){onlyOwn ? '' : ' by age group'}
          </span>
        </caption>
        <thead>
          <tr>
            <th scope="col">Category</th>
            {shown.map((group) => (
              <th scope="col" key={group}>
                {group}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => {
            const yours = result !== null && row.category === result.category;
            return (
              <tr key={row.category} className={yours ? 'your-row' : undefined}>
                <th scope="row">
                  <CategoryChip category={row.category} level={categoryLevel(tableKey, row.category)} />
                </th>
                {columns.map((index, n) => (
                  <td key={shown[n]} data-label={shown[n]}>
                    {row.ranges[index]}
                    {yours && shown[n] === ownGroup ? <YourResult gauge={result} /> : null}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableFigure>
  );
}
