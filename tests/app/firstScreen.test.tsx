// The screen a page is loaded at (decision 0092): the shell shows the pending state in its place until its code and
// the app state are here, then the screen in a normal render (no Suspense fallback, so React does not hold it back);
// a screen navigated to meanwhile is not held back; and the route lookup behind it finds routes with parameters.
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { App, type FirstScreen } from '@/app/App';
import { isLazyRoute } from '@/app/routePreload';
import { ROUTE_PATHS } from '@/domain/routePaths';
import { createAppActorsLoader } from '@/state/appActorsLoader';
import { createAppActors } from '@/state/createAppActors';

const NOT_FOUND = 'Error 404, Cannot Find Page';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The app at `hash`, its state loaded (the shell's banners read it). */
async function renderApp(hash: string, firstScreen?: FirstScreen) {
  window.location.hash = hash;
  const loader = createAppActorsLoader(async () => createAppActors());
  loader.start();
  await loader.actors;
  await act(async () => {
    render(<App actors={loader.actors} firstScreen={firstScreen} />);
  });
}

afterEach(() => {
  window.location.hash = '';
});

describe('the first screen', () => {
  it('shows the pending state in its place until it is ready, then the screen', async () => {
    const ready = deferred();
    await renderApp('#/no-such-page', { path: '/no-such-page', ready: ready.promise });
    expect(document.querySelector('.route-screen .route-pending')).toBeInTheDocument();
    expect(screen.queryByText(NOT_FOUND)).not.toBeInTheDocument();
    await act(async () => ready.resolve());
    expect(screen.getByText(NOT_FOUND)).toBeInTheDocument();
    expect(document.querySelector('.route-pending')).toBeNull();
  });

  it('does not hold back a screen at another location', async () => {
    await renderApp('#/another-missing-page', { path: '/no-such-page', ready: deferred().promise });
    expect(screen.getByText(NOT_FOUND)).toBeInTheDocument();
  });

  it('renders the screen at once without a first screen to wait for', async () => {
    await renderApp('#/no-such-page');
    expect(screen.getByText(NOT_FOUND)).toBeInTheDocument();
  });
});

describe('isLazyRoute', () => {
  it('knows the lazy screens, including routes with parameters, and not home or unknown paths', () => {
    expect(isLazyRoute(ROUTE_PATHS.pastSessions)).toBe(true);
    expect(isLazyRoute('/clients/client-7')).toBe(true);
    expect(isLazyRoute(ROUTE_PATHS.home)).toBe(false);
    expect(isLazyRoute('/no-such-page')).toBe(false);
  });
});
