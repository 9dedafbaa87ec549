// Entry point: start the current route's code at once, render the app shell, and load the state module (XState,
// machines, profile validation) only when a screen needs it or the home page is idle (decision 0076).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { isLazyRoute, prefetchWhenIdle, preloadOnLinkIntent, preloadRoute, routePathOfHash, whenIdle } from '@/app/routePreload';
import { NAVIGATION_PATHS } from '@/app/navigation';
import { ROUTE_PATHS } from '@/domain/routePaths';
import { createAppActorsLoader } from '@/state/appActorsLoader';
import './styles/app.css';

// No waterfall: the screen's chunk is requested now, in parallel with React's first render, not after it.
const initialPath = routePathOfHash(window.location.hash);
const initialScreen = preloadRoute(initialPath);

// The banners that show the state's messages are fetched beside it, so they are there as soon as the actors are.
const loader = createAppActorsLoader(() => Promise.all([import('@/state/createAppActors'), import('@/components/AppBanners')])
  .then(([module]) => module.createAppActors()));
if (initialPath !== '/') loader.start(); // every screen but home reads the app state
// The first screen renders once its code and the state are here (App explains why it waits rather than suspends;
// decision 0095).
const firstScreen = isLazyRoute(initialPath) ? Promise.allSettled([initialScreen, loader.actors]) : undefined;
// Past Sessions loaded directly: its database opens beside the screen's code, not after its first render (decision 0079).
if (initialPath === ROUTE_PATHS.pastSessions) {
  void import('@/state/session/useSessionDatabase').then((module) => module.openSessionDatabaseEarly(loader.actors));
}
// The Clients list or a history loaded directly: the roster's databases open and its read starts beside the
// screen's code (decision 0084).
if (initialPath === ROUTE_PATHS.clients || initialPath.startsWith(`${ROUTE_PATHS.clients}/`)) {
  void import('@/state/clients/clientsActor').then((module) => module.startClientsEarly(loader.actors));
}

// Which build this page runs (VITE_APP_BUILD at build time, empty otherwise): two versions can be told apart
// (e2e/app-update.spec.ts).
document.documentElement.dataset.build = import.meta.env.VITE_APP_BUILD ?? '';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App actors={loader.actors} startActors={loader.start} firstScreen={firstScreen} />
  </StrictMode>,
);

// After the first load: the state module, then the menu's screens, each when the browser is idle; a link's
// screen as soon as the user points at it, focuses it or touches it.
preloadOnLinkIntent(document, loader.start);
window.addEventListener('load', () => whenIdle(() => {
  loader.start();
  prefetchWhenIdle(NAVIGATION_PATHS);
}), { once: true });
