// The JNC 7 blood pressure classes (bloodPressureClassList: the printed classes classifyBloodPressure parses).
import { bloodPressureClassList } from '@/norms/normDisplay';
import { normSource } from '@/norms/normSources';
import { categoryLevel } from '@/norms/categoryLevel';
import { CategoryChip } from '@/components/CategoryChip';
import { personalResult, type CategoryView } from './categoryView';
import { stackedCellWidth } from './stackedCellWidth';
import { TableFigure } from './TableFigure';
import { YourResult } from './YourResult';

const SYSTOLIC = 'Systolic';
const DIASTOLIC = 'Diastolic';

export function BloodPressureClassTable({ view }: { view: CategoryView }) {
  const list = bloodPressureClassList();
  const result = personalResult(view, 'bloodPressure', null);
  const cellWidth = stackedCellWidth(
    [SYSTOLIC, DIASTOLIC],
    list.rows.flatMap((row) => [row.sbp, `${row.joiner} ${row.dbp}`]),
  );
  return (
    <TableFigure provenance={normSource('bloodPressure')}>
      <table className="norm-table stacks-below-medium" style={cellWidth}>
        <caption>
          Adults, men and women <span className="caption-detail">(mmHg)</span>
        </caption>
        <thead>
          <tr>
            <th scope="col">Class</th>
            <th scope="col">{SYSTOLIC}</th>
            <th scope="col">{DIASTOLIC}</th>
          </tr>
        </thead>
        <tbody>
          {list.rows.map((row) => {
            const yours = result !== null && result.category === row.label;
            return (
              <tr key={row.label} className={yours ? 'your-row' : undefined}>
                <th scope="row">
                  <CategoryChip category={row.label} level={categoryLevel('bloodPressure', row.label)} />
                  {yours ? <YourResult gauge={result} /> : null}
                </th>
                <td data-label={SYSTOLIC}>{row.sbp}</td>
                <td data-label={DIASTOLIC}>
                  {row.joiner} {row.dbp}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableFigure>
  );
}
