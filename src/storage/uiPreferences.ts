// Small UI preferences: the feedback widget closed for the browser session, and the colour theme chosen (kept).
const FEEDBACK_CLOSED_KEY = 'feedbackWidgetClosed';

export function isFeedbackWidgetClosed(): boolean {
  try {
    return sessionStorage.getItem(FEEDBACK_CLOSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function closeFeedbackWidgetForSession(): void {
  try {
    sessionStorage.setItem(FEEDBACK_CLOSED_KEY, 'true');
  } catch {
    // storage unavailable: the widget stays closed until reload
  }
}

// The colour theme the person chose (decision 0131): 'system' follows the browser's prefers-color-scheme. Kept in
// local storage so it lasts; a stored value that is not one of the three reads as 'system' and is left in place.
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/**
 * The stored choice. Self-contained (no imports, no outer names): the page's inline first-paint script runs its source
 * (build/firstPaint.ts), so a stored Dark is on the page before anything is drawn.
 */
export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem('themeChoice');
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function saveThemeChoice(choice: ThemeChoice): void {
  try {
    localStorage.setItem('themeChoice', choice); // the key readThemeChoice reads
  } catch {
    // storage unavailable: the choice holds until the page is closed
  }
}
