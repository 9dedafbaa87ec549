// The app: providers, the shell (header, banners, main, footer) and the hash router.
// Navigation feedback (decision 0076): the router updates the location urgently (src/components/hashRouter.tsx) and the screens follow it
// through useDeferredValue. The click commits at once with the old screen marked busy and a polite "Loading…" status;
// the next screen renders in the background (its code may still be on its way, or it may be heavy) and replaces the
// old one when ready. The very first screen shows the same pending state while its code and the app state arrive, but
// rendered in place of the screen rather than as a Suspense fallback (decision 0092: React holds back a suspended
// screen for up to 300 ms after a fallback has shown, which cost a page loaded at a lazy route about 250 ms).
import { Suspense, lazy, useDeferredValue, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { HashRouter, Route, Routes, useLocation } from '@/components/hashRouter';
import { AppActorsProvider } from '@/state/AppActorsContext';
import type { AppActors } from '@/state/createAppActors';
import { SiteHeader } from '@/components/SiteHeader';
import { SiteFooter } from '@/components/SiteFooter';
import { NavigationPending, RoutePending } from '@/components/StatusBanners';
import { useStartedAppActors } from '@/state/AppActorsContext';
import { HomeScreen } from '@/features/home/HomeScreen';
import { NotFoundScreen } from '@/features/not-found/NotFoundScreen';
import { ROUTE_PATHS } from '@/domain/routePaths';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ROUTES } from './routes';
import { NAVIGATION } from './navigation';

const AppBanners = lazy(() => import('@/components/AppBanners').then((module) => ({ default: module.AppBanners })));

/** The banners read the app state: their code is fetched once the state module has started, not with the first paint. */
function BannersOnceStarted() {
  useStartedAppActors();
  return <AppBanners />;
}

/** The screen of the page's first location, and when its code and the app state it reads are here. */
export interface FirstScreen {
  /** The router path the page was loaded at ('/sessions'). */
  path: string;
  /** Settles (never rejects) once the screen can render without suspending, or once loading it has failed. */
  ready: Promise<unknown>;
}

/**
 * False until the first screen is ready. Its settling is a normal update, not a Suspense retry: React shows the
 * screen as soon as it has rendered, instead of holding it back until 300 ms after the pending state appeared.
 */
function useFirstScreenReady(first: FirstScreen | undefined): boolean {
  const [ready, setReady] = useState(first === undefined);
  useEffect(() => {
    if (ready || !first) return undefined;
    let mounted = true;
    void first.ready.then(() => {
      if (mounted) setReady(true);
    });
    return () => {
      mounted = false;
    };
  }, [first, ready]);
  return ready;
}

function ShellRoutes({ firstScreen }: { firstScreen: FirstScreen | undefined }) {
  const location = useLocation();
  const shown = useDeferredValue(location);
  const pending = shown !== location; // the router gives each navigation a new location object
  const firstScreenReady = useFirstScreenReady(firstScreen);
  // Only the first location waits: a screen the user navigates to meanwhile loads the usual way.
  const waitForFirst = !firstScreenReady && firstScreen?.path === shown.pathname;
  // After in-app navigation the new screen starts at its top (a phone user used to land mid-page), once it is shown.
  useLayoutEffect(() => {
    if (!shown.hash) window.scrollTo(0, 0);
  }, [shown.pathname, shown.hash]);
  // The same element while `shown` stays: the urgent render that shows the pending state does not re-render the screen.
  const screens = useMemo(() => (
    <RouteErrorBoundary resetKey={shown.pathname}>
      <Suspense fallback={<RoutePending />}>
        <Routes location={shown}>
          <Route path={ROUTE_PATHS.home} element={<HomeScreen />} />
          {ROUTES.map(({ path, Screen }) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
          <Route path="*" element={<NotFoundScreen />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  ), [shown]);
  return (
    <>
      <NavigationPending pending={pending} />
      <div className="route-screen" aria-busy={pending || undefined}>{waitForFirst ? <RoutePending /> : screens}</div>
    </>
  );
}

export interface AppProps {
  actors: Promise<AppActors>;
  /** Starts loading the actors (the state module) when a screen first needs them. */
  startActors?: () => void;
  /** A lazy screen the page was loaded at: shown once ready (omitted: every screen suspends as it needs). */
  firstScreen?: FirstScreen;
}

export function App({ actors, startActors, firstScreen }: AppProps) {
  return (
    <AppActorsProvider actors={actors} start={startActors}>
      <HashRouter>
        <a className="skip-link" href="#main" onClick={(e) => { e.preventDefault(); document.getElementById('main')?.focus(); }}>
          Skip to content
        </a>
        <SiteHeader navigation={NAVIGATION} />
        <div className="status-overlay">
          <Suspense fallback={null}>
            <BannersOnceStarted />
          </Suspense>
        </div>
        <main id="main" tabIndex={-1}>
          <ShellRoutes firstScreen={firstScreen} />
        </main>
        <SiteFooter />
      </HashRouter>
    </AppActorsProvider>
  );
}
