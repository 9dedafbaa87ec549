// A client's preparticipation screening (decision 50): read from the clients database, again when it changes (here or
// in another tab), with the writes: a new screening of today, and clearance recorded today. A failed write goes to
// the app's error banner.
import { useCallback, useMemo } from 'react';
import type { ScreeningAnswers } from '@/calculators/preparticipationScreening';
import { maximalTestGate, type MaximalTestGate } from '@/clients/screening';
import { localDayKey } from '@/profile/calendarDate';
import { readScreening, recordClearance, saveScreening, type ScreeningRead } from '@/storage/screeningStore';
import type { ClientsDb } from '@/storage/clientsDb';
import { useClientsDbEntry, useWrite } from './useReportNotes';

const NONE: ScreeningRead = { screening: null, unreadable: false };

export interface ScreeningApi extends ScreeningRead {
  readonly loaded: boolean;
  /** Today's local day, YYYY-MM-DD (the day a screening or clearance is recorded on). */
  readonly today: string;
  /** What stands before a maximal test today. */
  readonly gate: MaximalTestGate;
  save(answers: ScreeningAnswers): Promise<boolean>;
  recordClearance(): Promise<boolean>;
}

export function useClientScreening(clientId: string | null): ScreeningApi {
  const read = useCallback(
    (db: ClientsDb) => (clientId ? readScreening(db, clientId) : Promise.resolve(NONE)),
    [clientId],
  );
  const { value, loaded, reload } = useClientsDbEntry(read, NONE);
  const write = useWrite(reload, 'The screening was not saved.');
  const today = localDayKey(new Date());
  return useMemo(
    () => ({
      ...value,
      loaded,
      today,
      gate: maximalTestGate(value.screening, today),
      save: (answers: ScreeningAnswers) =>
        clientId
          ? write((db) => saveScreening(db, { clientId, answers, screenedOn: today, clearanceRecordedOn: null }))
          : Promise.resolve(false),
      recordClearance: () => (clientId ? write((db) => recordClearance(db, clientId, today)) : Promise.resolve(false)),
    }),
    [value, loaded, today, clientId, write],
  );
}
