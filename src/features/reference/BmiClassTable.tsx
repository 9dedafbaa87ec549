// The BMI classes (bmiClassList: the same intervals classifyBmi uses); one table for both sexes.
import { bmiClassList } from '@/norms/normDisplay';
import { normSource } from '@/norms/normSources';
import { categoryLevel } from '@/norms/categoryLevel';
import { CategoryChip } from '@/components/CategoryChip';
import { personalResult, type CategoryView } from './categoryView';
import { TableFigure } from './TableFigure';
import { YourResult } from './YourResult';

export function BmiClassTable({ view }: { view: CategoryView }) {
  const list = bmiClassList();
  const result = personalResult(view, 'bmi', null);
  return (
    <TableFigure provenance={normSource('bmi')}>
      <table className="norm-table">
        <caption>Adults, men and women</caption>
        <thead>
          <tr>
            <th scope="col">Class</th>
            <th scope="col">BMI (kg/m²)</th>
          </tr>
        </thead>
        <tbody>
          {list.rows.map((row) => {
            const yours = result !== null && result.category === row.label;
            return (
              <tr key={row.label} className={yours ? 'your-row' : undefined}>
                <th scope="row">
                  <CategoryChip category={row.label} level={categoryLevel('bmi', row.label)} />
                </th>
                <td>
                  {row.range}
                  {yours ? <YourResult gauge={result} /> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableFigure>
  );
}
