// The local day (YYYY-MM-DD) as a screen shows it, moving on at midnight while the page stays open: read again each
// minute and when the page is shown again (a sleeping laptop's timers do not run).
import { useEffect, useState } from 'react';
import { localDayKey } from '@/profile/calendarDate';

const CHECK_EVERY_MS = 60_000;
const systemNow = () => new Date();

export function useLocalDay(now: () => Date = systemNow): string {
  const [day, setDay] = useState(() => localDayKey(now()));
  useEffect(() => {
    const check = () => setDay(localDayKey(now()));
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    const timer = setInterval(check, CHECK_EVERY_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [now]);
  return day;
}
