// The colour theme (decision 0131): the person's choice (System, Light, Dark) from src/storage/uiPreferences.ts, put on
// <html> as data-theme (app.css gives each theme its colours; no attribute follows the browser's preference). Screens
// that paint colours themselves (the history charts' canvas) redraw on THEME_CHANGE_EVENT.
import { useState } from 'react';
import { THEME_CHOICES, readThemeChoice, saveThemeChoice, type ThemeChoice } from '@/storage/uiPreferences';

export { THEME_CHOICES, type ThemeChoice };

/** Fired on window when the shown theme may have changed (a choice, or the browser's preference under System). */
export const THEME_CHANGE_EVENT = 'app-theme-change';

/** The choice on <html>. Self-contained: the page's inline first-paint script runs its source (build/firstPaint.ts). */
export function putThemeOnPage(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
}

export function applyTheme(choice: ThemeChoice): void {
  putThemeOnPage(choice);
  window.dispatchEvent(new Event(THEME_CHANGE_EVENT));
}

/** At start, before the first render: the stored choice, and a change of the browser's preference passed on. */
export function applyStoredTheme(): void {
  applyTheme(readThemeChoice());
  window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener?.('change', () => {
    window.dispatchEvent(new Event(THEME_CHANGE_EVENT));
  });
}

export function useThemeChoice(): [choice: ThemeChoice, choose: (choice: ThemeChoice) => void] {
  const [choice, setChoice] = useState(readThemeChoice);
  const choose = (next: ThemeChoice) => {
    saveThemeChoice(next);
    applyTheme(next);
    setChoice(next);
  };
  return [choice, choose];
}
