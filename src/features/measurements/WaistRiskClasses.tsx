// The waist risk classes of the person's sex, as a small reference table (norms: Bray 2004).
import { waistRiskClassList } from '@/norms/normDisplay';
import type { Sex } from '@/domain/person';
import { formatCategory } from '@/norms/formatCategory';

export function WaistRiskClasses({ sex }: { sex: Sex }) {
  const list = waistRiskClassList(sex);
  return (
    <div className="reference-table">
      <p className="reference-table-title" id="waist-risk-classes">
        {list.title} ({sex === 'MALE' ? 'men' : 'women'})
      </p>
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="waist-risk-classes">
        <table aria-labelledby="waist-risk-classes">
          <thead>
            <tr>
              <th scope="col">Risk</th>
              <th scope="col">Waist (cm)</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((row) => (
              <tr key={row.label}>
                <td>{formatCategory(row.label)}</td>
                <td>{row.range}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="source-line">Source: {list.source}</p>
    </div>
  );
}
