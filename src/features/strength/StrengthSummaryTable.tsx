// The muscular fitness summary table: category, weight moved in the user's units and ratio to body mass per test.
import { Link } from 'react-router-dom';
import type { UserProfile } from '@/profile/profileTypes';
import { categoriesSection } from '@/domain/routePaths';
import { formatCategory } from '@/norms/formatCategory';
import { SourceLine } from '@/components/SourceLine';
import { strengthSummaryRows, type StrengthSummaryRow } from './strengthSummaryRows';
import { formatWeight } from './strengthFormText';

/** A lift kept without a weight has no ratio and so no category yet (decision 0174). */
function categoryText(row: StrengthSummaryRow): string {
  if (row.weightKg === null) return 'Not tested';
  if (row.category) return formatCategory(row.category);
  return row.ratio === null && row.test !== 'Grip strength' ? "Needs today's weight" : 'No category';
}

export function StrengthSummaryTable({ user }: { user: UserProfile }) {
  const rows = strengthSummaryRows(user);
  return (
    <>
      <div className="table-scroll">
        <table className="strength-summary stack-on-phone">
          <caption>Muscular fitness summary</caption>
          <thead>
            <tr>
              <th scope="col">Test</th>
              <th scope="col">Category</th>
              <th scope="col">Weight moved</th>
              <th scope="col">Ratio to body mass</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.test}>
                <th scope="row">
                  <Link to={categoriesSection(row.anchor)}>{row.test}</Link>
                </th>
                <td data-label="Category">{categoryText(row)}</td>
                <td data-label="Weight moved">
                  {row.weightKg === null ? '—' : formatWeight(row.weightKg, user.prefers_metric)}
                </td>
                <td data-label="Ratio to body mass">{row.ratio === null ? '—' : row.ratio.toFixed(2)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows
        .filter((row) => row.weightKg !== null)
        .map((row) => (
          <SourceLine key={row.test} provenance={row.source} />
        ))}
    </>
  );
}
