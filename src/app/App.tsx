// The app: providers, the shell (header, banners, main, footer) and the hash router.
// Navigation is not a transition (useTransitions={false}): a screen whose code is still on its way shows the pending
// state at once instead of leaving the old screen up with no feedback (issue 11); routes are usually prefetched.
import { Suspense } from 'react';
import { HashRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppActorsProvider } from '@/state/AppActorsContext';
import type { AppActors } from '@/state/createAppActors';
import { SiteHeader } from '@/components/SiteHeader';
import { SiteFooter } from '@/components/SiteFooter';
import { AlertBanner, ErrorBanner, LoadingIndicator, RoutePending } from '@/components/StatusBanners';
import { HomeScreen } from '@/features/home/HomeScreen';
import { NotFoundScreen } from '@/features/not-found/NotFoundScreen';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ROUTES } from './routes';

function ShellRoutes() {
  const location = useLocation();
  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={<RoutePending />}>
        <Routes>
          <Route path="/" element={<HomeScreen />} />
          {ROUTES.map(({ path, Screen }) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
          <Route path="*" element={<NotFoundScreen />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}

export interface AppProps {
  actors: Promise<AppActors>;
  /** Starts loading the actors (the state module) when a screen first needs them. */
  startActors?: () => void;
}

export function App({ actors, startActors }: AppProps) {
  return (
    <AppActorsProvider actors={actors} start={startActors}>
      <HashRouter useTransitions={false}>
        <a className="skip-link" href="#main" onClick={(e) => { e.preventDefault(); document.getElementById('main')?.focus(); }}>
          Skip to content
        </a>
        <SiteHeader />
        <Suspense fallback={null}>
          <ErrorBanner />
          <AlertBanner />
          <LoadingIndicator />
        </Suspense>
        <main id="main" tabIndex={-1}>
          <ShellRoutes />
        </main>
        <SiteFooter />
      </HashRouter>
    </AppActorsProvider>
  );
}
