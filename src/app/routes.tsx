// The app's routes (spec §2): the lazy route table of src/app/routeTable.ts made into screens. Paths come from
// src/domain/routePaths; every screen except Home and 404 (in the entry chunk) is its own lazy chunk, found among the
// feature screens by the module the table names. APP_ROUTE_OBJECTS is what the router matches (App renders it with
// useRoutes), so tests/app/router.test.tsx holds routeKey() to the very objects the app routes by.
import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ROUTE_PATHS } from '@/domain/routePaths';
import { HomeScreen } from '@/features/home/HomeScreen';
import { NotFoundScreen } from '@/features/not-found/NotFoundScreen';
import { lazyScreen, type LazyScreen } from './lazyScreen';
import { LAZY_ROUTES } from './routeTable';

/** A screen's intro: its frame, heading and lead, drawn around what is given (the pending state, or the screen's body). */
export type ScreenIntro = ComponentType<{ children?: ReactNode }>;

export interface AppRoute {
  path: string;
  Screen: ComponentType & LazyScreen;
  /** Fetches the screen's intro, for routes that have one (src/app/routeTable.ts). */
  loadIntro?: () => Promise<ScreenIntro>;
}

type ScreenModule = Record<string, unknown>;

// One dynamic import per feature screen and per screen intro (each its own chunk; an intro is what a page opened at its
// route paints before the screen's code arrives); the shell's own screens are in the entry, not here. Keyed from
// src/features/ ('./session/PastSessionsScreen.tsx'): the keys are in the entry, whose every byte counts.
const FEATURE_MODULES = import.meta.glob<ScreenModule>(
  ['/src/features/*/*Screen.tsx', '/src/features/*/*Intro.tsx', '!**/HomeScreen.tsx', '!**/NotFoundScreen.tsx'],
  { base: '/src/features' },
);

/** The module of `path` under src/features/; a table row naming none would be a route with nothing to show. */
function moduleOf(path: string) {
  const load = FEATURE_MODULES[`./${path}.tsx`];
  if (!load) throw new Error(`src/app/routeTable.ts: no module ${path}`);
  return load;
}

const exportName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

export const ROUTES: readonly AppRoute[] = LAZY_ROUTES.map(({ route, screen, intro }) => {
  const loadIntro = intro ? moduleOf(intro) : undefined;
  return {
    path: ROUTE_PATHS[route],
    Screen: lazyScreen(moduleOf(screen), exportName(screen)),
    loadIntro:
      loadIntro && intro ? () => loadIntro().then((module) => module[exportName(intro)] as ScreenIntro) : undefined,
  };
});

/** Home, every lazy route and the 404 page, in the order the router ranks them ('*' only when nothing else matches). */
export const APP_ROUTE_OBJECTS: readonly RouteObject[] = [
  { path: ROUTE_PATHS.home, element: <HomeScreen /> },
  ...ROUTES.map(({ path, Screen }): RouteObject => ({ path, element: <Screen /> })),
  { path: '*', element: <NotFoundScreen /> },
];
