// The router's behaviours at the app level, on react-router-dom (decision 0125): the whole App on the URL hash for
// case-insensitive paths with a trailing slash, the 404 page, query parameters, links that are real <a href="#/…">,
// the active menu link, and the pending state of a slow navigation (no transition that keeps the old screen up
// silently); the app's route table under react-router's own matcher for ':id' routes, agreeing with routeKey(); and
// HashRouter reading odd hashes (letter case, slashes, escapes, queries, unknown paths) into the route routeKey() picks.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { HashRouter, matchRoutes, useLocation } from 'react-router-dom';
import { App } from '@/app/App';
import { APP_ROUTE_OBJECTS, ROUTES } from '@/app/routes';
import { appRouteKey } from '@/app/routePreload';
import { routeKey } from '@/app/routeTable';
import { ROUTE_PATHS, clientHistoryPath } from '@/domain/routePaths';
import { createAppActors, type AppActors } from '@/state/createAppActors';

/** Renders the whole app at `hash`, with real actors unless given a promise (a pending one holds every screen back). */
async function renderAppAt(hash: string, actors: Promise<AppActors> = Promise.resolve(createAppActors())) {
  window.history.replaceState(null, '', hash);
  await act(async () => {
    render(<App actors={actors} />);
  });
}

afterEach(() => window.history.replaceState(null, '', '#/'));

/** A lazy screen's first import in a test run is compiled on the spot. */
const LAZY = { timeout: 15_000 };

describe('the app on react-router-dom: URLs', () => {
  it.each(['#/relative-intensity', '#/Relative-Intensity/', '#relative-intensity', '#/RELATIVE-INTENSITY?x=1'])(
    '%s shows the Exercise Intensity screen (paths without letter case, a trailing slash, no leading slash, a query)',
    async (hash) => {
      await renderAppAt(hash);
      expect(await screen.findByRole('heading', { level: 1, name: 'Exercise Intensity' }, LAZY)).toBeInTheDocument();
    },
  );

  it('a query parameter reaches the screen: the treadmill timer at ?protocol=naughton times the Naughton protocol', async () => {
    await renderAppAt(`#${ROUTE_PATHS.treadmillTimer}?protocol=naughton`);
    expect(await screen.findAllByText(/\bNaughton protocol\b/, {}, LAZY)).not.toHaveLength(0);
    expect(screen.queryByText(/\bBruce protocol\b/)).not.toBeInTheDocument();
  });

  it.each(['#/no-such-page', '#/parq/extra', '#./parq'])(
    '%s shows the 404 page (an unknown path, a path below a screen, a relative path)',
    async (hash) => {
      await renderAppAt(hash);
      expect(await screen.findByRole('heading', { level: 1, name: 'Error 404, Cannot Find Page' })).toBeInTheDocument();
    },
  );

  it('the menu\'s links are real <a href="#/…">, a plain click navigates in the page, the current link is marked', async () => {
    await renderAppAt('#/');
    const menu = screen.getByRole('navigation', { name: 'Main' });
    const link = within(menu).getByRole('link', { name: 'Demographics' });
    expect(link).toHaveAttribute('href', `#${ROUTE_PATHS.demographics}`);
    await act(async () => {
      fireEvent.click(link);
    });
    expect(window.location.hash).toBe(`#${ROUTE_PATHS.demographics}`);
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).toHaveClass('active');
    expect(await screen.findByRole('heading', { level: 1, name: 'Demographics' }, LAZY)).toBeInTheDocument();
  });

  it('a modified click (a new tab) is left to the browser', async () => {
    await renderAppAt('#/');
    const link = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Demographics' });
    fireEvent.click(link, { ctrlKey: true });
    expect(window.location.hash).toBe('#/');
  });

  it('a navigation whose screen is not ready commits at once: the old screen is marked busy and "Loading…" is said', async () => {
    // The actors never arrive, so the next screen stays suspended: with the router's transitions on, React would keep
    // the home page up with no sign of the click.
    await renderAppAt('#/', new Promise<AppActors>(() => {}));
    const link = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Demographics' });
    await act(async () => {
      fireEvent.click(link);
    });
    expect(window.location.hash).toBe(`#${ROUTE_PATHS.demographics}`);
    expect(link).toHaveAttribute('aria-current', 'page'); // the location itself has moved
    expect(document.querySelector('.navigation-pending.active')).toHaveTextContent('Loading…');
    expect(document.querySelector('.route-screen')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to your fitness assessment' })).toBeInTheDocument();
  });
});

describe("the app's route table under react-router's matcher, and routeKey()", () => {
  const table = [{ path: ROUTE_PATHS.home }, ...ROUTES.map(({ path }) => ({ path })), { path: '*' }];
  const matched = (url: string) => {
    const [pathname = '', search = ''] = url.split('?');
    const match = matchRoutes(table, { pathname, search })?.at(-1);
    return { path: match?.route.path, params: match?.params };
  };

  it("a client's history is the :id route with the id decoded; the list itself is not", () => {
    expect(matched(clientHistoryPath('client 7'))).toEqual({
      path: ROUTE_PATHS.clientHistory,
      params: { id: 'client 7' },
    });
    expect(matched('/Clients/abc/')).toEqual({ path: ROUTE_PATHS.clientHistory, params: { id: 'abc' } });
    expect(matched(ROUTE_PATHS.clients).path).toBe(ROUTE_PATHS.clients);
    expect(matched('/clients/abc/more').path).toBe('*');
  });

  it('a malformed escape in an id does not throw (the raw text is the id)', () => {
    expect(matched('/clients/%E0%A4%A').path).toBe(ROUTE_PATHS.clientHistory);
    expect(appRouteKey('#/clients/%E0%A4%A')).toBe(routeKey(ROUTE_PATHS.clientHistory));
  });

  it('routeKey picks the route the router shows, for every route and its variants', () => {
    for (const { path } of ROUTES) {
      const url = path.replace(':id', 'c-42');
      const variants = [url, url.toUpperCase().replace('C-42', 'c-42'), `${url}/`, `${url}?a=1`, url.slice(1)];
      for (const variant of variants) {
        const shown = matched(variant.startsWith('/') ? variant : `/${variant}`).path;
        expect(shown, variant).toBe(path);
        expect(appRouteKey(`#${variant}`), variant).toBe(routeKey(path));
      }
    }
  });

  it("routeKey: the page's route of a hash, as the inline script and the entry read it", () => {
    expect(routeKey('#parq')).toBe('/parq'); // written five ways before, one of them preloading nothing here
    expect(routeKey('#/Parq/?next=%2Fsessions#top')).toBe('/parq');
    expect(routeKey('')).toBe('/');
    expect(routeKey('#/')).toBe('/');
    expect(routeKey('/clients/:id')).toBe('/clients/:');
    expect(routeKey('#/clients/7', (key) => key === '/clients/:')).toBe('/clients/:');
    expect(routeKey('#/clients/7')).toBe('/clients/7'); // nothing known: the path itself
    expect(routeKey('#/constructor', () => false)).toBe('/constructor');
  });
});

/** The path of the route react-router shows at the page's hash: HashRouter reads the hash, then the app's route objects
 * are matched as App's useRoutes matches them ('' when none matches). */
function RouterShows({ onMatch }: { onMatch: (path: string) => void }) {
  const location = useLocation();
  onMatch(matchRoutes([...APP_ROUTE_OBJECTS], location)?.at(-1)?.route.path ?? '');
  return null;
}

/** Goes to `hash` as the address bar would (the browser percent-encodes what a fragment may not hold), and gives the
 * route the router shows there and the page's hash, as the inline script and the entry read it. */
function readAt(hash: string): { shown: string; pageHash: string } {
  window.history.replaceState(null, '', hash === '' ? window.location.pathname : hash);
  let shown: string | undefined;
  render(
    <HashRouter>
      <RouterShows
        onMatch={(path) => {
          shown = path;
        }}
      />
    </HashRouter>,
  );
  cleanup();
  if (shown === undefined) throw new Error(`HashRouter rendered nothing at ${hash}`);
  return { shown, pageHash: window.location.hash };
}

describe('HashRouter and routeKey() agree on odd URLs', () => {
  const lazyKeys = new Set(ROUTES.map(({ path }) => routeKey(path)));
  /** The route key the router's choice stands for: a lazy route's key, home's '/', or null for the 404 page. */
  const keyOfShown = (path: string) =>
    path === ROUTE_PATHS.home ? '/' : path === '*' || path === '' ? null : routeKey(path);
  /** The entry's reading of the same hash: a lazy route's key, '/', or null when it is no route (nothing preloaded). */
  const keyOfEntry = (hash: string) => {
    const key = appRouteKey(hash);
    return key === '/' || lazyKeys.has(key) ? key : null;
  };

  const ODD_URLS: readonly [hash: string, expected: string | null][] = [
    // home
    ['', '/'],
    ['#', '/'],
    ['#/', '/'],
    ['#//', '/'],
    ['#/?next=%2Fparq', '/'],
    ['#/#top', '/'],
    ['#?x=1', '/'],
    // letter case, slashes, no leading slash
    ['#/PARQ', '/parq'],
    ['#/ParQ/', '/parq'],
    ['#/parq///', '/parq'],
    ['#parq', '/parq'],
    ['#PARQ/', '/parq'],
    ['#/Step-Test/Instructions', '/step-test/instructions'],
    ['#/step-test/instructions/', '/step-test/instructions'],
    ['#//parq', null],
    ['#/step-test//instructions', null],
    ['#/./parq', null],
    ['#/parq/.', null],
    // escapes in a static path
    ['#/p%61rq', '/parq'],
    ['#/%50ARQ', '/parq'],
    ['#/parq%2F', null],
    ['#/%2Fparq', null],
    ['#/parq%20', null],
    ['#/s\u212Ainfolds', null],
    ['#/sKinfolds', '/skinfolds'],
    ['#/p%E0rq', null],
    // query strings and in-page hashes
    ['#/parq?x=1', '/parq'],
    ['#/parq?next=/sessions', '/parq'],
    ['#/parq?a=%', '/parq'],
    ['#/parq#section', '/parq'],
    ['#/Categories?x=1#muscular', '/categories'],
    ['#/Treadmill-Protocols/Bruce?protocol=naughton', '/treadmill-protocols/bruce'],
    // :id with encoded characters
    ['#/clients/7', '/clients/:'],
    ['#/Clients/7/', '/clients/:'],
    ['#/clients/a%2Fb', '/clients/:'],
    ['#/clients/%2F', '/clients/:'],
    ['#/clients/client%207', '/clients/:'],
    ['#/clients/%F0%9F%98%80', '/clients/:'],
    ['#/clients/\u00e9', '/clients/:'],
    ['#/clients/%E0%A4%A', '/clients/:'],
    ['#/clients/..', '/clients/:'],
    ['#/clients/:id', '/clients/:'],
    ['#/clients/7?tab=chart', '/clients/:'],
    ['#/clients//7', null],
    ['#/clients/7/more', null],
    ['#/clients/', '/clients'],
    ['#/CLIENTS', '/clients'],
    // unknown paths: the 404 page, nothing preloaded
    ['#/nope', null],
    ['#/constructor', null],
    ['#/__proto__', null],
    ['#/toString', null],
    ['#/hasOwnProperty', null],
    ['#/:', null],
    ['#/parq/:', null],
    ['#/%', null],
    ['#/parq%', null],
    ['#/parq/extra', null],
    // a path that starts with a dot stays relative in HashRouter and matches no route object, not even '*'
    ['#./parq', null],
    ['#.', null],
    ['#../clients', null],
  ];

  it.each(ODD_URLS)('%s: the router shows the route routeKey() finds (%s)', (hash, expected) => {
    const { shown, pageHash } = readAt(hash);
    expect(keyOfShown(shown)).toBe(expected);
    expect(keyOfEntry(pageHash)).toBe(expected);
    expect(keyOfEntry(hash)).toBe(expected); // the same hash as typed, before the browser encodes it
  });

  it('every route of the table, in upper case, with a trailing slash and a query, is itself for both', () => {
    for (const { path } of ROUTES) {
      const url = path.replace(':id', 'Id%20x');
      for (const hash of [`#${url}`, `#${url.toUpperCase()}/`, `#${url}?q=1`, `#${url.slice(1)}`]) {
        const { shown, pageHash } = readAt(hash);
        expect(keyOfShown(shown), hash).toBe(routeKey(path));
        expect(keyOfEntry(pageHash), hash).toBe(routeKey(path));
      }
    }
  });
});
