// The fitness summary's table sections (macronutrients, micronutrients): one component, each table given as data (its
// caption, the row header and the columns it shows), so every summary table renders alike.
import type { ListSection, MacroRow, MacrosSection, MicroRow, MicrosSection } from '@/summary/summaryTypes';
import { SummarySection } from './SummarySection';

interface TableColumn<Row> {
  readonly header: string;
  readonly cell: (row: Row) => string;
}

/** A summary table as data: what heads each row and each column, and what a cell shows. */
export interface SummaryTable<Section, Row> {
  readonly caption: (section: Section) => string;
  readonly rowKey: (row: Row) => string;
  readonly rowHeader: TableColumn<Row>;
  readonly columns: readonly TableColumn<Row>[];
  /** On phones each row becomes a block of "column value" lines (src/styles/session.css). */
  readonly stackNarrow: boolean;
}

export const MACROS_TABLE: SummaryTable<MacrosSection, MacroRow> = {
  caption: () => 'Daily ranges',
  rowKey: (row) => row.nutrient,
  rowHeader: { header: 'Nutrient', cell: (row) => row.nutrient },
  columns: [
    { header: 'Grams', cell: (row) => row.grams },
    { header: 'Calories', cell: (row) => row.calories },
  ],
  stackNarrow: true,
};

export const MICROS_TABLE: SummaryTable<MicrosSection, MicroRow> = {
  caption: (section) => `Daily intake for ${section.lifeStage}`,
  rowKey: (row) => row.key,
  rowHeader: { header: 'Nutrient', cell: (row) => row.nutrient },
  columns: [
    { header: 'Amount', cell: (row) => row.amount },
    { header: 'Type', cell: (row) => row.valueType },
  ],
  stackNarrow: false,
};

export function SummaryTableSection<Section extends ListSection & { readonly rows: readonly Row[] }, Row>({
  section,
  table,
}: {
  section: Section;
  table: SummaryTable<Section, Row>;
}) {
  return (
    <SummarySection section={section}>
      <div className="table-scroll">
        <table className={table.stackNarrow ? 'summary-table stack-narrow' : 'summary-table'}>
          <caption>{table.caption(section)}</caption>
          <thead>
            <tr>
              {[table.rowHeader, ...table.columns].map((column) => (
                <th key={column.header} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {section.rows.map((row) => (
              <tr key={table.rowKey(row)}>
                <th scope="row">{table.rowHeader.cell(row)}</th>
                {table.columns.map((column) => (
                  <td key={column.header} data-label={column.header}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SummarySection>
  );
}
