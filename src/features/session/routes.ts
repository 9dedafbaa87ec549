// Routes of this feature area (Current Session and Past Sessions); each screen is its own lazy chunk.
import type { AppRoute } from '@/app/appRoute';
import { lazyScreen } from '@/app/lazyScreen';

export const sessionRoutes: readonly AppRoute[] = [
  { path: '/current-session', Screen: lazyScreen(() => import('./CurrentSessionScreen'), 'CurrentSessionScreen') },
  { path: '/sessions', Screen: lazyScreen(() => import('./PastSessionsScreen'), 'PastSessionsScreen') },
];
