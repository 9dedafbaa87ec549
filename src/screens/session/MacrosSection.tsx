// The fitness summary's macronutrients section: total calories, then grams and kilocalories per macronutrient.
import type { MacrosSection as MacrosSectionModel } from './summaryTypes';
import { SummarySection } from './SummarySection';

export function MacrosSection({ section }: { section: MacrosSectionModel }) {
  return (
    <SummarySection section={section}>
      <div className="table-scroll">
        <table className="summary-table">
          <caption>Daily ranges</caption>
          <thead>
            <tr>
              <th scope="col">Macronutrient</th>
              <th scope="col">Grams</th>
              <th scope="col">Calories</th>
            </tr>
          </thead>
          <tbody>
            {section.rows.map((row) => (
              <tr key={row.nutrient}>
                <th scope="row">{row.nutrient}</th>
                <td>{row.grams}</td>
                <td>{row.calories}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SummarySection>
  );
}
