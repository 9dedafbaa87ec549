// Routes of the clients area (decision 0080): the roster and a client's history, each its own lazy chunk (the
// history chunk alone carries the chart library).
import type { AppRoute } from '@/app/appRoute';
import { lazyScreen } from '@/app/lazyScreen';

export const clientRoutes: readonly AppRoute[] = [
  { path: '/clients', Screen: lazyScreen(() => import('./ClientsScreen'), 'ClientsScreen') },
  { path: '/clients/:id', Screen: lazyScreen(() => import('./ClientHistoryScreen'), 'ClientHistoryScreen') },
];
