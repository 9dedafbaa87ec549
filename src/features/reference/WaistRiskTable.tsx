// Waist circumference risk classes of women and men side by side (waistRiskClassList: classifyWaistRisk's own intervals).
// For the person (categoryView): their own sex's column, their class highlighted and their waist marked in it.
import { normSource } from '@/norms/normSources';
import { waistRiskClassList } from '@/norms/normDisplay';
import { SEXES } from '@/domain/person';
import { categoryLevel } from '@/norms/categoryLevel';
import { CategoryChip } from '@/components/CategoryChip';
import { personalResult, sexesShown, type CategoryView } from './categoryView';
import { SEX_TABLE_LABELS } from './sexLabels';
import { stackedCellWidth } from './stackedCellWidth';
import { TableFigure } from './TableFigure';
import { YourResult } from './YourResult';

/** Women first, as the published table prints them (the person's own sex first when known). */
const COLUMN_ORDER = [...SEXES].reverse();

export function WaistRiskTable({ view }: { view: CategoryView }) {
  const order = view.sex === null ? COLUMN_ORDER : sexesShown(view);
  const lists = order.map((sex) => ({
    sex,
    list: waistRiskClassList(sex),
    result: personalResult(view, 'waistRisk', sex),
  }));
  const labels = lists[0]?.list.rows.map((row) => row.label) ?? [];
  return (
    <TableFigure provenance={normSource('waistRisk')}>
      <table
        className={lists.length > 1 ? 'norm-table stacks-below-medium' : 'norm-table'}
        style={stackedCellWidth(
          lists.map(({ sex }) => SEX_TABLE_LABELS[sex]),
          lists.flatMap(({ list }) => list.rows.map((row) => row.range)),
        )}
      >
        <caption>
          Risk by waist circumference <span className="caption-detail">(cm)</span>
        </caption>
        <thead>
          <tr>
            <th scope="col">Risk</th>
            {lists.map(({ sex }) => (
              <th scope="col" key={sex}>
                {SEX_TABLE_LABELS[sex]} (cm)
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, index) => {
            const yours = lists.some(({ result }) => result?.category === label);
            return (
              <tr key={label} className={yours ? 'your-row' : undefined}>
                <th scope="row">
                  <CategoryChip category={label} level={categoryLevel('waistRisk', label)} />
                </th>
                {lists.map(({ sex, list, result }) => (
                  <td key={sex} data-label={SEX_TABLE_LABELS[sex]}>
                    {list.rows[index]?.range ?? ''}
                    {result?.category === label ? <YourResult gauge={result} /> : null}
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
