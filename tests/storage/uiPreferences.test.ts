// The colour theme choice (decision 0131): kept in local storage, an unknown or missing value reads as 'system' and
// stays as it was stored.
import { describe, expect, it } from 'vitest';
import { readThemeChoice, saveThemeChoice } from '@/storage/uiPreferences';

describe('theme choice', () => {
  it('reads back what was saved', () => {
    saveThemeChoice('dark');
    expect(readThemeChoice()).toBe('dark');
    saveThemeChoice('light');
    expect(readThemeChoice()).toBe('light');
    expect(localStorage.getItem('themeChoice')).toBe('light');
  });

  it('nothing stored, or a value it does not know, is "system", and the stored value is left in place', () => {
    expect(readThemeChoice()).toBe('system');
    localStorage.setItem('themeChoice', 'sepia');
    expect(readThemeChoice()).toBe('system');
    expect(localStorage.getItem('themeChoice')).toBe('sepia');
  });
});
