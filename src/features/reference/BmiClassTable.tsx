// The BMI classes (bmiClassList: the same intervals classifyBmi uses); one table for both sexes.
import { bmiClassList, normSource } from '@/norms';
import { formatCategory } from '@/norms/formatCategory';
import { TableFigure } from './TableFigure';

export function BmiClassTable() {
  const list = bmiClassList();
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
          {list.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{formatCategory(row.label)}</th>
              <td>{row.range}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFigure>
  );
}
