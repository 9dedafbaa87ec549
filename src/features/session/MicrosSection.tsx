// The fitness summary's micronutrients section: the Dietary Reference Intakes for the user's sex and age, with units.
import type { MicrosSection as MicrosSectionModel } from '@/summary/summaryTypes';
import { SummarySection } from './SummarySection';

export function MicrosSection({ section }: { section: MicrosSectionModel }) {
  return (
    <SummarySection section={section}>
      <div className="table-scroll">
        <table className="summary-table">
          <caption>Daily intake for {section.lifeStage}</caption>
          <thead>
            <tr>
              <th scope="col">Nutrient</th>
              <th scope="col">Amount</th>
              <th scope="col">Type</th>
            </tr>
          </thead>
          <tbody>
            {section.rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.nutrient}</th>
                <td>{row.amount}</td>
                <td>{row.valueType}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SummarySection>
  );
}
