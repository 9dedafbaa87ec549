// The route table (hash URLs, SPEC section 2). Every screen except Home and 404 is its own lazy chunk.
import type { ComponentType } from 'react';
import { lazyScreen } from './lazyScreen';

export interface AppRoute {
  path: string;
  Screen: ComponentType;
}

export const ROUTES: readonly AppRoute[] = [
  { path: '/parq', Screen: lazyScreen(() => import('@/screens/demographics/DemographicsScreen'), 'DemographicsScreen') },
];
