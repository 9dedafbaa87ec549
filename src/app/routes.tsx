// The route table (hash URLs, spec §2). Each feature area owns its routes; every screen except Home and 404 is lazy.
import type { AppRoute } from './appRoute';
import { lazyScreen } from './lazyScreen';
import { referenceRoutes } from '@/features/reference/routes';
import { measurementRoutes } from '@/features/measurements/routes';
import { strengthRoutes } from '@/features/strength/routes';
import { protocolRoutes } from '@/features/protocolRoutes';
import { sessionRoutes } from '@/features/session/routes';

export type { AppRoute };

export const ROUTES: readonly AppRoute[] = [
  { path: '/parq', Screen: lazyScreen(() => import('@/features/demographics/DemographicsScreen'), 'DemographicsScreen') },
  ...measurementRoutes,
  ...strengthRoutes,
  ...protocolRoutes,
  ...referenceRoutes,
  ...sessionRoutes,
];
