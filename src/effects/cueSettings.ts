// The test-day sound settings (issue "Test day"): muted, and spoken cues on or off. Kept in localStorage so the
// choice survives a reload on the test day; read field by field, anything unreadable falls back to the default
// (sound on, speech off) without touching what is stored.
import type { CueSettings } from './cuePlayer';

const KEY = 'testDay.sound';
export const DEFAULT_CUE_SETTINGS: CueSettings = { muted: false, spoken: false };

function read(): CueSettings {
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    if (!raw) return DEFAULT_CUE_SETTINGS;
    const value = JSON.parse(raw) as Partial<Record<keyof CueSettings, unknown>> | null;
    return {
      muted: typeof value?.muted === 'boolean' ? value.muted : DEFAULT_CUE_SETTINGS.muted,
      spoken: typeof value?.spoken === 'boolean' ? value.spoken : DEFAULT_CUE_SETTINGS.spoken,
    };
  } catch {
    return DEFAULT_CUE_SETTINGS;
  }
}

let current: CueSettings | null = null;
const listeners = new Set<() => void>();

export const cueSettingsStore = {
  get(): CueSettings {
    current ??= read();
    return current;
  },
  set(change: Partial<CueSettings>): void {
    current = { ...cueSettingsStore.get(), ...change };
    try {
      globalThis.localStorage?.setItem(KEY, JSON.stringify(current));
    } catch {
      // Private mode or a full store: the setting holds for this visit.
    }
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
