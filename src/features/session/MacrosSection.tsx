// The fitness summary's macronutrients section: total calories, then grams and kilocalories per macronutrient.
import type { MacrosSection as MacrosSectionModel } from '@/summary/summaryTypes';
import { SummarySection } from './SummarySection';

export function MacrosSection({ section }: { section: MacrosSectionModel }) {
  return (
    <SummarySection section={section}>
      <div className="table-scroll">
        <table className="summary-table stack-narrow">
          <caption>Daily ranges</caption>
          <thead>
            <tr>
              <th scope="col">Nutrient</th>
              <th scope="col">Grams</th>
              <th scope="col">Calories</th>
            </tr>
          </thead>
          <tbody>
            {section.rows.map((row) => (
              <tr key={row.nutrient}>
                <th scope="row">{row.nutrient}</th>
                <td data-label="Grams">{row.grams}</td>
                <td data-label="Calories">{row.calories}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SummarySection>
  );
}
