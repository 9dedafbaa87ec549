// The time to get into position before a countdown (machines/leadIn.ts), chosen on the instructions screen and kept
// in localStorage so a self-tester sets it once. Read field by field: anything unreadable falls back to none without
// touching what is stored.
import { isLeadInSeconds, type LeadInSeconds } from '@machines/leadIn';

const KEY = 'testDay.leadIn';

export interface LeadInSetting {
  seconds: LeadInSeconds;
}

export const DEFAULT_LEAD_IN: LeadInSetting = { seconds: 0 };

function read(): LeadInSetting {
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    if (!raw) return DEFAULT_LEAD_IN;
    const value = JSON.parse(raw) as Partial<Record<keyof LeadInSetting, unknown>> | null;
    return { seconds: isLeadInSeconds(value?.seconds) ? value.seconds : DEFAULT_LEAD_IN.seconds };
  } catch {
    return DEFAULT_LEAD_IN;
  }
}

const listeners = new Set<() => void>();

/** Read at each use (a number, so a screen's snapshot of it is stable): another tab's choice shows on the next read. */
export const leadInSettingStore = {
  get: read,
  set(change: Partial<LeadInSetting>): void {
    const next = { ...read(), ...change };
    try {
      globalThis.localStorage?.setItem(KEY, JSON.stringify(next));
    } catch {
      // Private mode or a full store: the choice is not kept.
    }
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
