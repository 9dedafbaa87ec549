// The JNC 7 blood pressure classes as a small reference table.
import { bloodPressureClassList } from '@/norms';
import { formatCategory } from '@/components/formatCategory';

export function BloodPressureClasses() {
  const list = bloodPressureClassList();
  return (
    <div className="table-scroll reference-table">
      <table>
        <caption>{list.title} ({list.units})</caption>
        <thead>
          <tr><th scope="col">Class</th><th scope="col">Systolic</th><th scope="col">And / or</th><th scope="col">Diastolic</th></tr>
        </thead>
        <tbody>
          {list.rows.map((row) => (
            <tr key={row.label}>
              <td>{formatCategory(row.label)}</td><td>{row.sbp}</td><td>{row.joiner}</td><td>{row.dbp}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {list.note ? <p className="hint">{list.note}</p> : null}
      <p className="source-line">Source: {list.source}</p>
    </div>
  );
}
