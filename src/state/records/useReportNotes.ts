// The hooks of what a coach adds to a report (decision 0150): a client's notes and goals, and the coach's
// name and logo. Each reads its entry from the clients database once, again after this or another tab changed the
// clients database, and offers the writes; a failed write goes to the app's error banner.
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  emptyClientNotes,
  NO_COACH_SETTINGS,
  type ClientNotes,
  type CoachLogo,
  type CoachSettings,
  type LogoType,
} from '@/clients/reportNotes';
import type { MeasureField } from '@/clients/historyMeasures';
import {
  readCoach,
  readNotesOfClient,
  writeClientNote,
  writeCoach,
  writeGoal,
  writeSessionNote,
} from '@/storage/reportNotesStore';
import type { ClientsDb } from '@/storage/clientsDb';
import { useShowFailure } from '@/state/useSubmitUpdate';
import { useRecordsChanged } from '@/state/useRecordsChanged';
import { clientsDbUnlessBlocked } from './rosterStores';

/** Reads `read` from the clients database, again whenever the clients database changes (here or in another tab); the
 * batteries read through it too (useBatteries.ts). */
export function useClientsDbEntry<T>(
  read: (db: ClientsDb) => Promise<T>,
  initial: T,
): { value: T; loaded: boolean; reload: () => void } {
  const [revision, setRevision] = useState(0);
  const [state, setState] = useState({ value: initial, loaded: false });
  const reload = useCallback(() => setRevision((n) => n + 1), []);
  useRecordsChanged((changes) => {
    if (changes.some((c) => c.store === 'clients')) reload();
  });
  useEffect(() => {
    let current = true;
    clientsDbUnlessBlocked()
      .then(read)
      .then(
        (value) => {
          if (current) setState({ value, loaded: true });
        },
        () => {
          if (current) setState((s) => ({ ...s, loaded: true }));
        }, // the screen says the list cannot be read
      );
    return () => {
      current = false;
    };
  }, [read, revision]);
  return { ...state, reload };
}

/** Runs a write, then reads again; a failure goes to the error banner. Resolves true when it was written. */
export function useWrite(reload: () => void, happened: string) {
  const showFailure = useShowFailure();
  return useCallback(
    async (write: (db: ClientsDb) => Promise<void>): Promise<boolean> => {
      try {
        await write(await clientsDbUnlessBlocked());
        reload();
        return true;
      } catch (error) {
        showFailure(error, happened);
        return false;
      }
    },
    [reload, showFailure, happened],
  );
}

export interface ClientNotesApi {
  readonly notes: ClientNotes;
  readonly loaded: boolean;
  saveNote(note: string): Promise<boolean>;
  saveSessionNote(recordId: string, note: string): Promise<boolean>;
  saveGoal(field: MeasureField, goal: number | null): Promise<boolean>;
}

export function useClientNotes(clientId: string): ClientNotesApi {
  const read = useCallback((db: ClientsDb) => readNotesOfClient(db, clientId), [clientId]);
  const { value, loaded, reload } = useClientsDbEntry(read, emptyClientNotes(clientId));
  const write = useWrite(reload, 'The note or goal was not saved.');
  // One object per read, so the history's memoised table and session list render again only when the notes change.
  return useMemo(
    () => ({
      notes: value.clientId === clientId ? value : emptyClientNotes(clientId),
      loaded,
      saveNote: (note: string) => write((db) => writeClientNote(db, clientId, note.trim())),
      saveSessionNote: (recordId: string, note: string) =>
        write((db) => writeSessionNote(db, clientId, recordId, note.trim())),
      saveGoal: (field: MeasureField, goal: number | null) => write((db) => writeGoal(db, clientId, field, goal)),
    }),
    [value, loaded, write, clientId],
  );
}

export interface CoachApi {
  readonly coach: CoachSettings;
  readonly loaded: boolean;
  /** `logo`: undefined keeps the stored one, null removes it. */
  saveCoach(name: string, logo?: CoachLogo | null): Promise<boolean>;
}

export function useCoachSettings(): CoachApi {
  const { value, loaded, reload } = useClientsDbEntry(readCoach, NO_COACH_SETTINGS);
  const write = useWrite(reload, "The coach's name was not saved.");
  return { coach: value, loaded, saveCoach: (name, logo) => write((db) => writeCoach(db, name, logo)) };
}

/** A chosen image file as a logo to store (the caller has checked it with logoFileProblem). */
export async function logoFromFile(file: File): Promise<CoachLogo> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { type: file.type as LogoType, dataUrl: `data:${file.type};base64,${btoa(binary)}` };
}
