// The lead-in chosen for timed countdowns (src/effects/leadInSetting.ts), for screens: read with useLeadIn, changed
// with setLeadIn.
import { useSyncExternalStore } from 'react';
import type { LeadInSeconds } from '@machines/leadIn';
import { leadInSettingStore } from '@/effects/leadInSetting';

export function useLeadIn(): LeadInSeconds {
  return useSyncExternalStore(leadInSettingStore.subscribe, () => leadInSettingStore.get().seconds);
}

export function setLeadIn(seconds: LeadInSeconds): void {
  leadInSettingStore.set({ seconds });
}
