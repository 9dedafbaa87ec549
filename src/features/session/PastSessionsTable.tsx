// The 30-column Past Sessions table: headers in the user's units, one page of rows, the Date column sticky on scroll.
import { formatCount } from '@/domain/dates';
import type { PastSessionsPage } from '@/summary/pastSessionsRows';

export function PastSessionsTable({ headers, page }: { headers: readonly string[]; page: PastSessionsPage }) {
  const [dateHeader, ...otherHeaders] = headers;
  return (
    <>
      <p className="sessions-range" id="sessions-range">
        Sessions {page.first}–{page.last} of {formatCount(page.total)}, newest first
        {page.pageCount > 1 ? ` (page ${page.page + 1} of ${page.pageCount})` : ''}
      </p>
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
