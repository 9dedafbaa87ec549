// The group's results of the day (decision 0154): one row per client with each measure saved that day, its
// value in the user's units and its category, from the same measures as a client's history and the clients' CSV
// (src/clients/progress.ts), so the group table, the history and the export agree.
import type { StoredSessionRecord } from '@/profile/sessionRecord';
import { seniorHistoryRows } from './seniorHistory';
import { clientLabel } from './clientTypes';
import { MEASURES, formatMeasureValue, measureValue, type Measure } from './historyMeasures';
import { valueInUserUnits } from './measureChange';

export interface GroupResultCell {
  /** '34 pushups', '120 mmHg'; null when the client has no value for this measure that day. */
  readonly value: string | null;
  /** '' when there is no norm for the client; null when the measure has no category or no value. */
  readonly category: string | null;
}

export interface GroupResultRow {
  readonly clientId: string;
  readonly name: string;
  readonly age: number | null;
  readonly sex: StoredSessionRecord['sex'];
  readonly cells: readonly GroupResultCell[];
  /** One per `seniorItems` of the table: the score and its verdict, or why there is none (decision 47). */
  readonly seniorCells: readonly GroupResultCell[];
}

export interface GroupResultsTable {
  /** The measures any client of the group has a value for that day, in the order of the history. */
  readonly measures: readonly Measure[];
  /** The Senior Fitness Test items any client of the group did that day, with their labels. */
  readonly seniorItems: readonly { readonly item: string; readonly label: string }[];
  readonly rows: readonly GroupResultRow[];
}

/** The table of the day's records (a client's latest record of the day when they have more than one). */
export function groupResultsTable(
  records: readonly StoredSessionRecord[],
  names: ReadonlyMap<string, string | null>,
  metric: boolean,
): GroupResultsTable {
  const latest = new Map<string, StoredSessionRecord>();
  for (const record of records) {
    const id = record.clientId ?? '';
    const kept = latest.get(id);
    if (!kept || record.date > kept.date || (record.date === kept.date && record.timestamp > kept.timestamp))
      latest.set(id, record);
  }
  const chosen = [...latest.values()];
  const measures = MEASURES.filter((measure) => chosen.some((record) => measureValue(measure, record) !== null));
  const senior = seniorHistoryRows(chosen, metric);
  const rows = chosen.map((record, index): GroupResultRow => ({
    clientId: record.clientId ?? '',
    name: clientLabel(names.get(record.clientId ?? '') ?? record.name),
    age: record.age,
    sex: record.sex,
    cells: measures.map((measure) => {
      const value = valueInUserUnits(measure, record, metric);
      if (value === null) return { value: null, category: null };
      return {
        value: formatMeasureValue(measure, value, metric),
        category: measure.category ? measure.category(record) : null,
      };
    }),
    seniorCells: senior.map((row) => ({
      value: row.cells[index]?.text ?? null,
      category: row.cells[index]?.verdict ?? null,
    })),
  }));
  return {
    measures,
    seniorItems: senior.map(({ item, label }) => ({ item, label })),
    rows: rows.sort((a, b) => a.name.localeCompare(b.name)),
  };
}
