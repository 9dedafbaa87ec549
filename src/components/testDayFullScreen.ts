// Whether the test-day display around a piece is in its full-screen layout: what it shows there (the indications for
// stopping a test in a few words each) is told by the display, not by each screen.
import { createContext, useContext } from 'react';

export const TestDayFullScreenContext = createContext(false);

export function useTestDayFullScreen(): boolean {
  return useContext(TestDayFullScreenContext);
}
