// CSV of one client's or every client's sessions (decision 0112): the client's name, id, age and sex on every
// row (two clients of the same name stay apart), the local date and time a spreadsheet reads, every measure in the
// user's units with its category, the test behind VO2 max and the body-fat equation, each Senior Fitness Test item
// held with its verdict (decision 47), and last the session's field tests with what each measured (a shuttle run's
// level and shuttle, decision 0210). RFC 4180 through Papaparse, formulas guarded.
import Papa from 'papaparse';
import { FORMULA_START, spreadsheetDateTime } from './sessionExport';
import { formatSex } from '@/domain/person';
import type { StoredSessionRecord } from '@/profile/sessionRecord';
import { clientLabel } from '@/clients/clientTypes';
import { fieldTestResultText } from '@/profile/fieldTestResults';
import { MEASURES, measureUnit, measureValue } from '@/clients/historyMeasures';
import { sortByDate } from '@/clients/progress';
import { valueInUserUnits } from '@/clients/measureChange';
import { seniorColumnHeader, seniorColumnItems, seniorColumnValue, seniorColumnVerdict } from '@/profile/seniorColumns';

/** The last column: every field test of the session with what it measured. */
export const FIELD_TESTS_HEADER = 'Field tests';

export function clientsCsv(
  records: readonly StoredSessionRecord[],
  clientNames: ReadonlyMap<string, string | null>,
  metric: boolean,
): string {
  const header: string[] = ['Client', 'Client ID', 'Age', 'Sex', 'Date'];
  for (const measure of MEASURES) {
    const unit = measureUnit(measure, metric);
    header.push(unit ? `${measure.label} (${unit})` : measure.label);
    if (measure.category) header.push(`${measure.label} category`);
    if (measure.note)
      header.push(measure.noteLabel ?? (measure.field === 'vo2_max' ? 'VO2 max test' : `${measure.label} equation`));
  }
  const senior = seniorColumnItems(records);
  for (const item of senior)
    header.push(seniorColumnHeader(item, metric), `${seniorColumnHeader(item, metric)} category`);
  header.push(FIELD_TESTS_HEADER);
  const nameOf = (record: StoredSessionRecord) => clientLabel(clientNames.get(record.clientId ?? '') ?? record.name);
  // By client, then oldest first (Array#sort is stable, so the date order stays within a client).
  const rows = sortByDate(records).sort((a, b) => nameOf(a).localeCompare(nameOf(b)));
  const data = rows.map((record) => {
    const row: (string | number | null)[] = [
      nameOf(record),
      record.clientId ?? null,
      record.age,
      formatSex(record.sex),
      spreadsheetDateTime(record.date),
    ];
    for (const measure of MEASURES) {
      row.push(valueInUserUnits(measure, record, metric));
      const stored = measureValue(measure, record);
      if (measure.category) row.push(stored === null ? null : measure.category(record) || null);
      if (measure.note) row.push(stored === null ? null : measure.note(record));
    }
    for (const item of senior) row.push(seniorColumnValue(record, item, metric), seniorColumnVerdict(record, item));
    row.push((record.fieldTests ?? []).map(fieldTestResultText).join('; ') || null);
    return row;
  });
  return Papa.unparse([header, ...data], { newline: '\r\n', quotes: false, escapeFormulae: FORMULA_START });
}
