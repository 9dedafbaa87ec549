// The page's first paint before the entry runs (docs/first-load.md): what React's first render draws at home and at
// each route with an intro, drawn by the app's own components, and the theme code that runs before it. Loaded only by
// the build (build/firstPaint.ts, through Vite's SSR module loader), which writes both into index.html; never part of
// the app's bundle.
import { renderToString } from 'react-dom/server';
import { Router, createPath, type Navigator } from 'react-router-dom';
import { LONG_DAY, formatLongDate } from '@/domain/dates';
import { ROUTE_PATHS } from '@/domain/routePaths';
import type { AppActors } from '@/state/createAppActors';
import { AppActorsProvider } from '@/state/appActorsSource';
import { putThemeOnPage } from '@/state/useTheme';
import { readThemeChoice } from '@/storage/uiPreferences';
import { AppShell } from './App';
import { framedByAnotherOrigin } from './frameGuard';
import { ROUTES, type ScreenIntro } from './routes';
import { routeKey } from './routeTable';

/** What the page gets (build/firstPaint.ts). */
export interface FirstPaint {
  /** Route key (routeKey) → React's server markup of its first render there, which the entry hydrates. */
  readonly pages: Record<string, string>;
  /** Today's date as the build wrote it into the pages, and the format that writes it: the page writes its own today. */
  readonly today: string;
  readonly todayFormat: Intl.DateTimeFormatOptions;
  /** Sources of self-contained functions the script runs: the stored theme onto the page; whether another origin
   * frames the page (it then paints nothing: main.tsx shows the framed notice). */
  readonly themeScript: string;
  readonly framedSource: string;
}

/** The app state and a lazy route's screen as on a first paint: not here yet. */
const notYet = new Promise<never>(() => {});
const noActors = notYet as Promise<AppActors>;

/** Links written as HashRouter writes them in a page without <base> ('#/parq'); nothing navigates at build time. */
const hashLinks: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: () => {},
  push: () => {},
  replace: () => {},
};

/** The markup of #root after React's first render at `path` (main.tsx: a lazy route pending, inside its intro). */
function drawn(path: string, intro?: ScreenIntro): string {
  return renderToString(
    <AppActorsProvider actors={noActors}>
      <Router location={path} navigator={hashLinks} static>
        <AppShell firstScreen={intro ? notYet : undefined} firstIntro={intro} />
      </Router>
    </AppActorsProvider>,
  );
}

/** Route key (routeTable.ts) → the markup React's first render draws there: home, and each route with an intro. */
function firstPaintPages(intros: ReadonlyMap<string, ScreenIntro>): Record<string, string> {
  // All drawn at once, with every intro already loaded: a lazy part (the footer, the banners) started by one drawing
  // is still on its way in the next, as it is in the page.
  const pages: Record<string, string> = { [routeKey(ROUTE_PATHS.home)]: drawn(ROUTE_PATHS.home) };
  for (const [path, intro] of intros) pages[routeKey(path)] = drawn(path, intro);
  return pages;
}

/** The page's first paints and what its script runs (build/firstPaint.ts). */
export async function firstPaint(): Promise<FirstPaint> {
  const intros = new Map<string, ScreenIntro>();
  for (const route of ROUTES) if (route.loadIntro) intros.set(route.path, await route.loadIntro());
  const today = formatLongDate(new Date());
  const pages = firstPaintPages(intros);
  if (formatLongDate(new Date()) !== today) return firstPaint(); // drawn across midnight
  return {
    pages,
    today,
    todayFormat: LONG_DAY,
    themeScript: `(${putThemeOnPage.toString()})((${readThemeChoice.toString()})());`,
    framedSource: framedByAnotherOrigin.toString(),
  };
}
