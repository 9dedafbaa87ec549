// The JNC 7 blood pressure classes as a small reference table.
import { bloodPressureClassList } from '@/norms/normDisplay';
import { formatCategory } from '@/norms/formatCategory';

export function BloodPressureClasses() {
  const list = bloodPressureClassList();
  return (
    <div className="reference-table">
      <p className="reference-table-title" id="blood-pressure-classes">
        {list.title}, {list.units}
      </p>
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="blood-pressure-classes">
        <table aria-labelledby="blood-pressure-classes">
          <thead>
            <tr>
              <th scope="col">Class</th>
              <th scope="col">Systolic</th>
              <th scope="col">Diastolic</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((row) => (
              <tr key={row.label}>
                <td>{formatCategory(row.label)}</td>
                <td>{row.sbp}</td>
                <td>
                  {row.joiner} {row.dbp}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="hint">
        These are the JNC 7 classes the app uses. The newer 2017 ACC/AHA guideline sets lower limits (stage 1 from
        130/80 mmHg).
      </p>
      <p className="source-line">Source: {list.source}</p>
    </div>
  );
}
