// Small per-browser-session UI flags (the feedback widget closed for the session).
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
