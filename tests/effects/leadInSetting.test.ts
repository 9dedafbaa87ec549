// The lead-in choice kept in localStorage: read field by field, anything unreadable reads as none and stays stored.
import { describe, expect, it } from 'vitest';
import { leadInSettingStore } from '@/effects/leadInSetting';

const KEY = 'testDay.leadIn';

describe('leadInSettingStore', () => {
  it('reads none when nothing is stored, and keeps a choice for the next read', () => {
    expect(leadInSettingStore.get()).toEqual({ seconds: 0 });
    leadInSettingStore.set({ seconds: 10 });
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ seconds: 10 });
    expect(leadInSettingStore.get()).toEqual({ seconds: 10 });
  });

  it.each([
    ['not JSON', '{oops'],
    ['a length not offered', JSON.stringify({ seconds: 7 })],
    ['a string', JSON.stringify({ seconds: '10' })],
    ['null', 'null'],
  ])('reads %s as none and leaves it stored', (_, stored) => {
    localStorage.setItem(KEY, stored);
    expect(leadInSettingStore.get()).toEqual({ seconds: 0 });
    expect(localStorage.getItem(KEY)).toBe(stored);
  });

  it('tells subscribers of a change', () => {
    let told = 0;
    const unsubscribe = leadInSettingStore.subscribe(() => {
      told += 1;
    });
    leadInSettingStore.set({ seconds: 15 });
    unsubscribe();
    leadInSettingStore.set({ seconds: 5 });
    expect(told).toBe(1);
  });
});
