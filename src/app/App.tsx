// The app: providers, the shell (header, banners, main, footer) and react-router-dom's declarative HashRouter.
// Navigation feedback (decision 0076): the router updates the location urgently (its transitions are off, decision
// 0125) and the screens follow it through useDeferredValue. The click commits at once with the old screen marked busy
// and a polite "Loading…" status; the next screen renders in the background (its code may still be on its way, or it
// may be heavy) and replaces the old one when ready. The very first screen shows the same pending state while its code
// and the app state arrive, in place of the screen rather than as a Suspense fallback, which React would hold back for
// 300 ms (decision 0095).
import { Suspense, lazy, useDeferredValue, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { HashRouter, useLocation, useRoutes, type Location, type RouteObject } from 'react-router-dom';
import { AppActorsProvider, useStartedAppActors } from '@/state/appActorsSource';
import type { AppActors } from '@/state/createAppActors';
import { SiteHeader } from '@/components/SiteHeader';
import { NavigationPending, RoutePending } from '@/components/StatusBanners';
import { NotFoundScreen } from '@/features/not-found/NotFoundScreen';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { APP_ROUTE_OBJECTS, type ScreenIntro } from './routes';
import { NAVIGATION } from './navigation';

// The footer is below a viewport-tall main, out of the first screen: its own chunk keeps the links, the partner list
// and the colour choice out of the first paint (decision 0127's budget) without moving anything in view.
const SiteFooter = lazy(() => import('@/components/SiteFooter').then((module) => ({ default: module.SiteFooter })));
const AppBanners = lazy(() => import('@/components/AppBanners').then((module) => ({ default: module.AppBanners })));

/** The banners read the app state: their code is fetched once the state module has started, not with the first paint. */
function BannersOnceStarted() {
  useStartedAppActors();
  return <AppBanners />;
}

/**
 * Whether the page's first screen may render: at once without `firstScreen`, else once it has settled. While it has
 * not, the first location shows the pending state as a plain element; a later navigation does not wait for it.
 */
function useFirstScreenReady(firstScreen: Promise<unknown> | undefined): boolean {
  const [ready, setReady] = useState(firstScreen === undefined);
  useEffect(() => {
    let live = true;
    void firstScreen?.then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [firstScreen]);
  return ready;
}

/** The screen of `location`: react-router matches the app's one list of route objects. A hash starting with a dot
 * ('#./parq') stays a relative path that not even '*' matches: the 404 page, not an empty main. */
function AppRoutes({ location }: { location: Location }) {
  return useRoutes(APP_ROUTE_OBJECTS as RouteObject[], location) ?? <NotFoundScreen />;
}

function ShellRoutes({ firstScreen, firstIntro: Intro }: Pick<AppProps, 'firstScreen' | 'firstIntro'>) {
  const location = useLocation();
  const shown = useDeferredValue(location);
  const pending = shown !== location; // the router gives each navigation a new location object
  const [firstLocation] = useState(location);
  // The first screen arrives in an ordinary render, not as a Suspense retry: React holds a retry's reveal back until
  // 300 ms after its fallback showed, which kept a screen whose code was already here off the page that long.
  const held = !useFirstScreenReady(firstScreen) && shown === firstLocation;
  // After in-app navigation the new screen starts at its top (a phone user used to land mid-page), once it is shown.
  useLayoutEffect(() => {
    if (!shown.hash) window.scrollTo(0, 0);
  }, [shown.pathname, shown.hash]);
  // The same element while `shown` stays: the urgent render that shows the pending state does not re-render the screen.
  const screens = useMemo(
    () => (
      <RouteErrorBoundary resetKey={shown.pathname}>
        <Suspense fallback={<RoutePending />}>
          {held ? <FirstScreenPending Intro={Intro} /> : <AppRoutes location={shown} />}
        </Suspense>
      </RouteErrorBoundary>
    ),
    [shown, held, Intro],
  );
  return (
    <>
      <NavigationPending pending={pending} />
      <div className="route-screen" aria-busy={pending || undefined}>
        {screens}
      </div>
    </>
  );
}

/** The pending state of the page's first screen, inside the screen's intro when it has one. */
function FirstScreenPending({ Intro }: { Intro: ScreenIntro | undefined }) {
  return Intro ? (
    <Intro>
      <RoutePending />
    </Intro>
  ) : (
    <RoutePending />
  );
}

export interface AppProps {
  actors: Promise<AppActors>;
  /** Starts loading the actors (the state module) when a screen first needs them. */
  startActors?: () => void;
  /**
   * Settles when the page's first screen can render without suspending (its code and the app state are here): until
   * then that screen shows the pending state. Omitted: screens render at once and suspend while they load.
   */
  firstScreen?: Promise<unknown>;
  /** The first screen's intro, drawn around its pending state (src/app/routeTable.ts). */
  firstIntro?: ScreenIntro;
}

export function App({ actors, startActors, ...first }: AppProps) {
  return (
    <AppActorsProvider actors={actors} start={startActors}>
      {/* Without transitions a navigation is an urgent update: the pending state shows at once (decision 0125). */}
      <HashRouter useTransitions={false}>
        <AppShell {...first} />
      </HashRouter>
    </AppActorsProvider>
  );
}

/** What App draws inside its router; the build draws it at each first-paint route (src/app/firstPaintMarkup.tsx). */
export function AppShell(first: Pick<AppProps, 'firstScreen' | 'firstIntro'>) {
  return (
    <>
      <a
        className="skip-link"
        href="#main"
        onClick={(e) => {
          e.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        Skip to content
      </a>
      <SiteHeader navigation={NAVIGATION} />
      <div className="status-overlay">
        <Suspense fallback={null}>
          <BannersOnceStarted />
        </Suspense>
      </div>
      <main id="main" tabIndex={-1}>
        <ShellRoutes {...first} />
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </>
  );
}
