// The group's results of the day (decision 0154): each chosen client's records of today read from the
// roster, the table of src/clients/groupResults.ts, and the CSV of those records through the clients' one CSV writer.
import { useEffect, useState } from 'react';
import { clientsCsv } from '@/storage/clientCsv';
import { groupResultsTable, type GroupResultsTable } from '@/clients/groupResults';
import type { StoredSessionRecord } from '@/profile/sessionRecord';
import { localDayKey } from '@/profile/calendarDate';
import { downloadFile } from '@/effects/downloadFile';
import { readRecordsOfDay } from '@/storage/groupClientSessions';
import { UTF8_BOM } from '@/state/records/sessionFiles';
import type { SessionDatabaseActor } from '@/state/records/sessionDatabase';
import { rosterStores } from '@/state/records/rosterStores';

export interface GroupResults {
  readonly table: GroupResultsTable;
  readonly records: readonly StoredSessionRecord[];
  readonly names: ReadonlyMap<string, string | null>;
}

/**
 * The results of today for these clients, read again whenever `version` changes (after each save); null while
 * reading, and when the read failed (the grid's own report already said what was saved).
 */
export function useGroupResults(
  database: SessionDatabaseActor,
  clientIds: readonly string[],
  metric: boolean,
  version: string,
): GroupResults | null {
  const [results, setResults] = useState<GroupResults | null>(null);
  const ids = clientIds.join('\n');
  useEffect(() => {
    let current = true;
    void (async () => {
      const stores = await rosterStores(database);
      const { records, names } = await readRecordsOfDay(stores, ids.split('\n').filter(Boolean), new Date());
      if (current) setResults({ table: groupResultsTable(records, names, metric), records, names });
    })().catch(() => {
      if (current) setResults(null);
    });
    return () => {
      current = false;
    };
  }, [database, ids, metric, version]);
  return results;
}

/** The day's records of the group as CSV (client id, name, age, sex, local date, each value and category). */
export function downloadGroupCsv(results: GroupResults, metric: boolean, now: Date = new Date()): void {
  downloadFile({
    name: `fitness-group-${localDayKey(now)}.csv`,
    type: 'text/csv;charset=utf-8',
    text: UTF8_BOM + clientsCsv(results.records, results.names, metric),
  });
}
