// The hooks of test batteries (decision 0138): the coach's batteries and a client's battery, read from the
// clients database (again after this or another tab changed it), with the writes; a failed write goes to the app's
// error banner, as a note's or a goal's does (useReportNotes.ts).
import { useCallback, useMemo } from 'react';
import type { Battery } from '@/profile/batteries';
import type { CatalogTestKey } from '@/profile/testCatalog';
import type { ClientsDb } from '@/storage/clientsDb';
import {
  assignBattery,
  createBattery,
  deleteBattery,
  readBatteries,
  readClientBattery,
  updateBattery,
} from '@/storage/batteryStore';
import { useClientsDbEntry, useWrite } from './useReportNotes';

const NO_BATTERIES = { batteries: [] as Battery[], unreadable: 0 };

export interface BatteriesApi {
  readonly batteries: readonly Battery[];
  /** Stored batteries that cannot be read (kept as stored, not shown). */
  readonly unreadable: number;
  readonly loaded: boolean;
  create(name: string, tests: readonly CatalogTestKey[]): Promise<boolean>;
  update(id: string, change: { name?: string; tests?: readonly CatalogTestKey[] }): Promise<boolean>;
  remove(id: string): Promise<boolean>;
  /** Assigns a battery to each client (null removes it). */
  assign(clientIds: readonly string[], batteryId: string | null): Promise<boolean>;
}

export function useBatteries(): BatteriesApi {
  const { value, loaded, reload } = useClientsDbEntry(readBatteries, NO_BATTERIES);
  const write = useWrite(reload, 'The battery was not saved.');
  return useMemo(
    () => ({
      batteries: value.batteries,
      unreadable: value.unreadable,
      loaded,
      create: (name, tests) => write((db) => createBattery(db, name, tests, new Date()).then(() => undefined)),
      update: (id, change) => write((db) => updateBattery(db, id, change, new Date())),
      remove: (id) => write((db) => deleteBattery(db, id)),
      assign: (clientIds, batteryId) => write((db) => assignBattery(db, clientIds, batteryId)),
    }),
    [value, loaded, write],
  );
}

export interface ClientBatteryApi {
  /** The client's battery, or null (none assigned). */
  readonly battery: Battery | null;
  readonly loaded: boolean;
  assign(batteryId: string | null): Promise<boolean>;
}

export function useClientBattery(clientId: string): ClientBatteryApi {
  const read = useCallback((db: ClientsDb) => readClientBattery(db, clientId), [clientId]);
  const { value, loaded, reload } = useClientsDbEntry(read, null);
  const write = useWrite(reload, "The client's battery was not saved.");
  return useMemo(
    () => ({ battery: value, loaded, assign: (batteryId) => write((db) => assignBattery(db, [clientId], batteryId)) }),
    [value, loaded, write, clientId],
  );
}
