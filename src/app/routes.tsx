// The route table (hash URLs, SPEC section 2). Each feature area owns its routes; every screen except Home and 404 is lazy.
import type { AppRoute } from './appRoute';
import { lazyScreen } from './lazyScreen';
import { referenceRoutes } from '@/screens/reference/routes';
import { measurementRoutes } from '@/screens/measurements/routes';
import { strengthRoutes } from '@/screens/strength/routes';
import { protocolRoutes } from '@/screens/protocols/routes';
import { sessionRoutes } from '@/screens/session/routes';

export type { AppRoute };

export const ROUTES: readonly AppRoute[] = [
  { path: '/parq', Screen: lazyScreen(() => import('@/screens/demographics/DemographicsScreen'), 'DemographicsScreen') },
  ...measurementRoutes,
  ...strengthRoutes,
  ...protocolRoutes,
  ...referenceRoutes,
  ...sessionRoutes,
];
