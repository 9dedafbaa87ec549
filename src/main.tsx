// Entry point: start the current route's code at once, render the app shell, and load the state module (XState,
// machines, profile validation) only when a screen needs it or the home page is idle (decision 0076).
import { StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from '@/app/App';
import {
  appRouteKey,
  isLazyRoute,
  loadIntro,
  prefetchWhenIdle,
  preloadOnLinkIntent,
  preloadRoute,
} from '@/app/routePreload';
import type { ScreenIntro } from '@/app/routes';
import { NAVIGATION_PATHS } from '@/app/navigation';
import { ROUTE_PATHS } from '@/domain/routePaths';
import { afterLoadWhenIdle } from '@/effects/idle';
import { createAppActorsLoader } from '@/state/appActorsLoader';
import { applyStoredTheme } from '@/state/useTheme';
import { syncWasOn } from '@/sync/core/syncOnMark';
import './styles/app.css';
import { framedByAnotherOrigin, refuseToRunFramed } from '@/app/frameGuard';

// Inside another site's frame the app does not run: the page shows a link to open it directly, and the check throws so
// that nothing below runs (no state, no screens, no buttons to be clickjacked). The server's frame-ancestors header
// refuses such a frame first where the host sends it (src/config/frameHeaders.ts).
if (framedByAnotherOrigin(window)) refuseToRunFramed(document.getElementById('root') ?? document.body);

// The chosen colour theme before the first render, so the first screen is drawn in it (decision 0131).
applyStoredTheme();

// The page's route, keyed as the page's inline script keyed it to preload the same files (src/app/routeTable.ts).
const initialRoute = appRouteKey(window.location.hash);
// A route with an intro: the page has painted it already (build/firstPaint.ts) and preloaded only the intro's chunk;
// React's first render draws the same intro (its code is needed for that) while the screen's code, the app state and
// storage start at once (docs/first-load.md).
const intro = loadIntro(window.location.hash);

// The banners that show the state's messages travel in the state chunk (decision 0126): there as soon as the actors are.
const loader = createAppActorsLoader(() =>
  Promise.all([import('@/state/createAppActors'), import('@/components/AppBanners')]).then(([module]) =>
    module.createAppActors(),
  ),
);

/** Starts the first route's screen, the app state and the route's storage; settles when the screen can render. */
function startFirstRoute(): Promise<unknown> {
  const screen = preloadRoute(window.location.hash);
  if (initialRoute !== '/') loader.start(); // every screen but home reads the app state
  // Past Sessions loaded directly: its database opens beside the screen's code, not after its first render (decision 0079).
  if (initialRoute === appRouteKey(ROUTE_PATHS.pastSessions)) {
    void import('@/state/records/useSessionDatabase').then((module) => module.openSessionDatabaseEarly(loader.actors));
  }
  // The Clients list or a history loaded directly: the roster's databases open and its read starts beside the
  // screen's code (decision 0084).
  if (initialRoute === appRouteKey(ROUTE_PATHS.clients) || initialRoute === appRouteKey(ROUTE_PATHS.clientHistory)) {
    void import('@/state/records/clientsActor').then((module) => module.startClientsEarly(loader.actors));
  }
  return Promise.allSettled([screen, loader.actors]);
}

// The first screen renders once its code and the state are here (App explains why it waits rather than suspends;
// decision 0095).
const firstRoute = startFirstRoute();
const firstScreen = isLazyRoute(initialRoute) ? firstRoute : undefined;

// The records actor checks the open session's local day while the tab stays open (decision 0136): loaded once the
// app state is here, never before the first paint.
void loader.actors
  .then((actors) => import('@/state/records/recordsActor').then((module) => module.recordsActor(actors)))
  .catch(() => undefined); // the app shows a state module that failed to load

// Opt-in sync (decision 44): resumed only when the coach turned it on; otherwise no sync code loads.
if (syncWasOn()) void import('@/state/sync/syncControl').then((control) => control.resumeSync());

// Which build this page runs (VITE_APP_BUILD at build time, empty otherwise): two versions can be told apart
// (e2e/app-update.spec.ts).
document.documentElement.dataset.build = import.meta.env.VITE_APP_BUILD ?? '';

// index.html has #root (without it hydrateRoot throws).
const root = document.getElementById('root') as HTMLElement;
/** Once React has taken the painted page over, it takes input (the page's script made it inert until then). */
const Hydrated = () => {
  useEffect(() => root.removeAttribute('inert'), []);
  return null;
};
// React takes over what the page painted itself (build/firstPaint.ts): no second layout, no new largest paint. What
// differs, or is not there (the banners, the footer, a stored state the build cannot know, a route it did not paint),
// React draws afresh, saying so in recoverable errors: expected here, not worth a report.
const render = (firstIntro?: ScreenIntro) =>
  hydrateRoot(
    root,
    <StrictMode>
      <App actors={loader.actors} startActors={loader.start} firstScreen={firstScreen} firstIntro={firstIntro} />
      <Hydrated />
    </StrictMode>,
    { onRecoverableError: () => {} },
  );
if (intro) intro.then(render, () => render());
else render();

// After the first load: the state module, then the menu's screens, each when the browser is idle; a link's
// screen as soon as the user points at it, focuses it or touches it.
preloadOnLinkIntent(document, loader.start);
afterLoadWhenIdle(() => {
  loader.start();
  prefetchWhenIdle(NAVIGATION_PATHS);
});
