// The app's routes (spec §2): the lazy route table of src/app/routeTable.ts made into screens. Paths come from
// src/domain/routePaths; every screen except Home and 404 (in the entry chunk) is its own lazy chunk, found among the
// feature screens by the module the table names. APP_ROUTE_OBJECTS is what the router matches (App renders it with
// useRoutes), so tests/app/router.test.tsx holds routeKey() to the very objects the app routes by.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ROUTE_PATHS } from '@/domain/routePaths';
import { HomeScreen } from '@/features/home/HomeScreen';
import { NotFoundScreen } from '@/features/not-found/NotFoundScreen';
import { lazyScreen, type LazyScreen } from './lazyScreen';
import { LAZY_ROUTES } from './routeTable';

export interface AppRoute {
  path: string;
  Screen: ComponentType & LazyScreen;
}

type ScreenModule = Record<string, unknown>;

// One dynamic import per feature screen (each its own chunk); the shell's own screens are in the entry, not here.
const SCREEN_MODULES = import.meta.glob<ScreenModule>([
  '/src/features/*/*Screen.tsx',
  '!**/HomeScreen.tsx',
  '!**/NotFoundScreen.tsx',
]);

export const ROUTES: readonly AppRoute[] = LAZY_ROUTES.map(({ route, screen }) => {
  const load = SCREEN_MODULES[`/src/${screen}.tsx`];
  // A table row naming no screen module would be a route with nothing to show: the app stops at once instead.
  if (!load) throw new Error(`src/app/routeTable.ts: no screen module src/${screen}.tsx`);
  return { path: ROUTE_PATHS[route], Screen: lazyScreen(load, screen.slice(screen.lastIndexOf('/') + 1)) };
});

/** Home, every lazy route and the 404 page, in the order the router ranks them ('*' only when nothing else matches). */
export const APP_ROUTE_OBJECTS: readonly RouteObject[] = [
  { path: ROUTE_PATHS.home, element: <HomeScreen /> },
  ...ROUTES.map(({ path, Screen }): RouteObject => ({ path, element: <Screen /> })),
  { path: '*', element: <NotFoundScreen /> },
];
