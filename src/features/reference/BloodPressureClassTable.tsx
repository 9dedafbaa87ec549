// The JNC 7 blood pressure classes (bloodPressureClassList: the printed classes classifyBloodPressure parses).
import { bloodPressureClassList, normSource } from '@/norms';
import { formatCategory } from '@/norms/formatCategory';
import { stackedCellWidth } from './stackedCellWidth';
import { TableFigure } from './TableFigure';

const SYSTOLIC = 'Systolic';
const DIASTOLIC = 'Diastolic';

export function BloodPressureClassTable() {
  const list = bloodPressureClassList();
  const cellWidth = stackedCellWidth(
    [SYSTOLIC, DIASTOLIC],
    list.rows.flatMap((row) => [row.sbp, `${row.joiner} ${row.dbp}`]),
  );
  return (
    <TableFigure provenance={normSource('bloodPressure')}>
      <table className="norm-table stacks-below-medium" style={cellWidth}>
        <caption>Adults, men and women <span className="caption-detail">(mmHg)</span></caption>
        <thead>
          <tr>
            <th scope="col">Class</th>
            <th scope="col">{SYSTOLIC}</th>
            <th scope="col">{DIASTOLIC}</th>
          </tr>
        </thead>
        <tbody>
          {list.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{formatCategory(row.label)}</th>
              <td data-label={SYSTOLIC}>{row.sbp}</td>
              <td data-label={DIASTOLIC}>{row.joiner} {row.dbp}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFigure>
  );
}
