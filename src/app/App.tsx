// The app: providers, the shell (header, banners, main, footer) and the hash router.
import { Suspense, useLayoutEffect } from 'react';
import { HashRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppActorsProvider } from '@/state/AppActorsContext';
import type { AppActors } from '@/state/createAppActors';
import { SiteHeader } from '@/components/SiteHeader';
import { SiteFooter } from '@/components/SiteFooter';
import { AlertBanner, ErrorBanner, LoadingSpinner, UnreadableDataBanner } from '@/components/StatusBanners';
import { HomeScreen } from '@/features/home/HomeScreen';
import { NotFoundScreen } from '@/features/not-found/NotFoundScreen';
import { ROUTE_PATHS } from '@/domain/routePaths';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ROUTES } from './routes';
import { NAVIGATION } from './navigation';

function ShellRoutes() {
  const location = useLocation();
  // After in-app navigation the new screen starts at its top (a phone user used to land mid-page).
  useLayoutEffect(() => {
    if (!location.hash) window.scrollTo(0, 0);
  }, [location.pathname, location.hash]);
  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={<LoadingSpinner />}>
        <Routes>
          <Route path={ROUTE_PATHS.home} element={<HomeScreen />} />
          {ROUTES.map(({ path, Screen }) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
          <Route path="*" element={<NotFoundScreen />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}

export function App({ actors }: { actors: Promise<AppActors> }) {
  return (
    <AppActorsProvider actors={actors}>
      <HashRouter>
        <a className="skip-link" href="#main" onClick={(e) => { e.preventDefault(); document.getElementById('main')?.focus(); }}>
          Skip to content
        </a>
        <SiteHeader navigation={NAVIGATION} />
        <div className="status-overlay">
          <Suspense fallback={null}>
            <UnreadableDataBanner />
            <ErrorBanner />
            <AlertBanner />
          </Suspense>
        </div>
        <main id="main" tabIndex={-1}>
          <ShellRoutes />
        </main>
        <SiteFooter />
      </HashRouter>
    </AppActorsProvider>
  );
}
