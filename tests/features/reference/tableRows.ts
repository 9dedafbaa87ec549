// Reads a reference table as text, for the reference screens' tests (they render through tests/support/renderWithApp.tsx).

/** The text of every body row of a table: [row header, ...cells]. */
export function tableRows(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim()),
  );
}
