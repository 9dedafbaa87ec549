// Whether the footer's feedback widget is closed for this browser session, and how to close it: the hook keeps the
// session-storage flag (src/storage/uiPreferences.ts) out of the component.
import { useState } from 'react';
import { closeFeedbackWidgetForSession, isFeedbackWidgetClosed } from '@/storage/uiPreferences';

export function useFeedbackWidgetClosed(): [closed: boolean, close: () => void] {
  const [closed, setClosed] = useState(isFeedbackWidgetClosed);
  const close = () => {
    closeFeedbackWidgetForSession();
    setClosed(true);
  };
  return [closed, close];
}
