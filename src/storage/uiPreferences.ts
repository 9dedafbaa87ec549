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
const THEME_KEY = 'themeChoice';

function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);
}

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_KEY);
    return isThemeChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function saveThemeChoice(choice: ThemeChoice): void {
  try {
    localStorage.setItem(THEME_KEY, choice);
  } catch {
    // storage unavailable: the choice holds until the page is closed
  }
}
