// The test-day sound settings for screens (issue "Test day"): read with useCueSettings, changed with setCueSettings;
// the settings themselves live in src/effects/cueSettings (localStorage), the speech check in src/effects/cuePlayer.
import { useSyncExternalStore } from 'react';
import { canSpeak, type CueSettings } from '@/effects/cuePlayer';
import { cueSettingsStore } from '@/effects/cueSettings';

export function useCueSettings(): CueSettings {
  return useSyncExternalStore(cueSettingsStore.subscribe, cueSettingsStore.get, cueSettingsStore.get);
}

export function setCueSettings(change: Partial<CueSettings>): void {
  cueSettingsStore.set(change);
}

/** True where the browser can speak the cues (the speech toggle is offered only there). */
export const speechAvailable = canSpeak;
