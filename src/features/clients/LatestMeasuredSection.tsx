// The report's lead (screen and paper): what was measured in the latest session and how it changed since last time,
// so a one-test re-test prints today's result and its change first, before the history of every measure.
import { formatDate } from '@/domain/dates';
import type { LatestMeasured } from '@/clients/latestMeasured';

export function LatestMeasuredSection({ latest }: { latest: LatestMeasured }) {
  const title = `Measured on ${formatDate(latest.date)}`;
  return (
    <section className="latest-measured" aria-labelledby="latest-measured-title" data-testid="latest-measured">
      <h2 id="latest-measured-title">{title}</h2>
      {latest.rows.length === 0 ? (
        <p>Nothing was measured in this session.</p>
      ) : (
        <table className="latest-measured-table">
          <caption className="sr-only">{title}, with the change since last time</caption>
          <thead>
            <tr>
              <th scope="col">Measure</th>
              <th scope="col">Result</th>
              <th scope="col">Change since last time</th>
            </tr>
          </thead>
          <tbody>
            {latest.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>
                  <strong>{row.text}</strong>
                  {row.category ? <span className="cell-note">{row.category}</span> : null}
                </td>
                <td>
                  {row.change ? (
                    <>
                      {row.change.text} since {formatDate(row.change.sinceDate)}
                      {row.change.categoryText ? <span className="cell-note">{row.change.categoryText}</span> : null}
                    </>
                  ) : row.noChange === 'first' ? (
                    'First time measured'
                  ) : (
                    'No like result before (another test)'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
