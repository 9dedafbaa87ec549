// The 30-column Past Sessions table: headers in the user's units, one page of rows, the Date column sticky on scroll.
// On a phone (below 600 px) the same page shows first as a list that leads with the values measured in each session,
// the table after it; paper has the table only (session.css).
import { formatCount } from '@/domain/dates';
import type { PastSessionsPage } from '@/summary/pastSessionsRows';
import { useNarrowScreen } from '@/state/useNarrowScreen';

export function PastSessionsTable({ headers, page }: { headers: readonly string[]; page: PastSessionsPage }) {
  const [dateHeader, ...otherHeaders] = headers;
  const narrow = useNarrowScreen();
  return (
    <>
      <p className="sessions-range" id="sessions-range">
        Sessions {page.first}–{page.last} of {formatCount(page.total)}, newest first
        {page.pageCount > 1 ? ` (page ${page.page + 1} of ${page.pageCount})` : ''}
      </p>
      {narrow ? <MeasuredList page={page} /> : null}
      <div
        className="table-scroll sessions-table-scroll"
        role="region"
        aria-labelledby="sessions-caption"
        aria-describedby="sessions-range"
        tabIndex={0}
      >
        <table className="sessions-table">
          <caption id="sessions-caption">Saved sessions, newest first</caption>
          <thead>
            <tr>
              <th scope="col" className="sticky-column">
                {dateHeader}
              </th>
              {otherHeaders.map((header) => (
                <th scope="col" key={header}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => {
              const [date, ...cells] = row.cells;
              return (
                <tr key={row.key}>
                  <th scope="row" className="sticky-column">
                    {date}
                  </th>
                  {cells.map((cell, index) => (
                    <td key={headers[index + 1]}>{cell}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** One page of sessions, each leading with what was measured that day (a phone's first view of Past Sessions). */
function MeasuredList({ page }: { page: PastSessionsPage }) {
  return (
    <ol className="sessions-cards" aria-label="Saved sessions, newest first: the values measured">
      {page.rows.map((row) => (
        <li key={row.key} className="sessions-card">
          <h2 className="sessions-card-title">
            {row.who.date} · {row.who.name}
          </h2>
          {row.measured.length > 0 ? (
            <dl className="sessions-card-values">
              {row.measured.map((value) => (
                <div key={value.header}>
                  <dt>{value.header}</dt>
                  <dd>{value.text}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="hint">Nothing measured.</p>
          )}
          <p className="sessions-card-who">
            Age {row.who.age} · {row.who.sex}
          </p>
        </li>
      ))}
    </ol>
  );
}
