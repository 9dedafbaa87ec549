// Route code loading ahead of need: lazy screens that fetch once, render at once when their
// code is already here and retry after a failure, the idle prefetch queue, the link-intent listener, the state
// module that loads only when asked, the page's first screen held until its code and state are here, and a route's
// files preloaded from the page's list.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactElement, type ReactNode } from 'react';
import { App } from '@/app/App';
import { lazyScreen } from '@/app/lazyScreen';
import { isLazyRoute, prefetchRoute, prefetchWhenIdle, preloadOnLinkIntent } from '@/app/routePreload';
import { ROUTES } from '@/app/routes';
import { ROUTE_PATHS } from '@/domain/routePaths';
import {
  ROUTE_FILES_ELEMENT_ID,
  forgetRouteFileList,
  inlinePreloadScript,
  preloadRouteFiles,
} from '@/app/routeFileList';
import { createAppActorsLoader } from '@/state/appActorsLoader';
import type { AppActors } from '@/state/createAppActors';

/** A minimal error boundary: shows the error's message. */
class Failed extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { message: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    return this.state.message === null ? this.props.children : <p>failed: {this.state.message}</p>;
  }
}

describe('lazyScreen', () => {
  it('fetches its module once, however often it is preloaded', async () => {
    const load = vi.fn(async () => ({ Shown: () => <p>shown</p> }));
    const Screen = lazyScreen(load, 'Shown');
    await Promise.all([Screen.preload(), Screen.preload()]);
    await Screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without the fallback, once its code is here', async () => {
    const Screen = lazyScreen(async () => ({ Shown: () => <p>shown</p> }), 'Shown');
    await Screen.preload();
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('shown')).toBeInTheDocument(); // synchronously: no suspended frame
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
  });

  it('suspends while its code is on its way, and tries again after a failed fetch', async () => {
    let attempt = 0;
    const Screen = lazyScreen(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('offline');
      return { Shown: () => <p>shown</p> };
    }, 'Shown');
    await expect(Screen.preload()).rejects.toThrow('offline');
    await act(async () => {
      render(
        <Suspense fallback={<p>fallback</p>}>
          <Screen />
        </Suspense>,
      );
    });
    expect(await screen.findByText('shown')).toBeInTheDocument();
    expect(attempt).toBe(2);
  });

  it('gives the render its own failed fetch (the error page shows) instead of fetching again per render', async () => {
    const load = vi.fn(async (): Promise<{ Shown: () => ReactElement }> => {
      throw new Error('chunk gone');
    });
    const Screen = lazyScreen(load, 'Shown');
    await expect(Screen.preload()).rejects.toThrow('chunk gone'); // the entry's early start failed
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      render(
        <Failed>
          <Suspense fallback={<p>fallback</p>}>
            <Screen />
          </Suspense>
        </Failed>,
      );
    });
    expect(await screen.findByText('failed: chunk gone')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2); // the early start, and one try by the render: no loop
    errors.mockRestore();
    await expect(Screen.preload()).rejects.toThrow('chunk gone'); // a later preload (hover, focus) tries again
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('prefetchWhenIdle', () => {
  it('runs one route per idle period, the next only after the previous one', async () => {
    const idle: (() => void)[] = [];
    prefetchWhenIdle(['/not-a-route', '/also-not'], (task) => idle.push(task));
    expect(idle).toHaveLength(1);
    idle.shift()!();
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    idle.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(idle).toHaveLength(0);
  });
});

describe('preloadOnLinkIntent', () => {
  it('reacts to pointer, focus and touch on in-app links only, until removed', () => {
    document.body.innerHTML =
      '<a id="in" href="#/parq"><span id="inner">Go</span></a><a id="out" href="https://example.org/">Out</a>';
    const onIntent = vi.fn();
    const remove = preloadOnLinkIntent(document, onIntent);
    document.getElementById('inner')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.getElementById('in')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    document.getElementById('out')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(onIntent).toHaveBeenCalledTimes(2);
    remove();
    document.getElementById('in')!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(onIntent).toHaveBeenCalledTimes(2);
  });
});

describe('createAppActorsLoader', () => {
  it('loads nothing until started, loads once, and marks the promise fulfilled for React', async () => {
    const actors = {} as AppActors;
    const load = vi.fn(async () => actors);
    const loader = createAppActorsLoader(load);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).not.toHaveBeenCalled();
    loader.start();
    loader.start();
    expect(await loader.actors).toBe(actors);
    expect(load).toHaveBeenCalledTimes(1);
    expect(loader.actors).toMatchObject({ status: 'fulfilled', value: actors });
  });
});

describe('the first screen (App firstScreen)', () => {
  afterEach(() => window.history.replaceState(null, '', '#/'));

  it('knows which paths are lazy screens', () => {
    expect(isLazyRoute('/parq')).toBe(true);
    expect(isLazyRoute('/clients/client-7')).toBe(true); // a route with a parameter, found as the router finds it
    expect(isLazyRoute('/')).toBe(false);
    expect(isLazyRoute('/no-such-page')).toBe(false);
  });

  it('shows the pending state until firstScreen settles, then the screen', async () => {
    window.history.replaceState(null, '', '#/no-such-page');
    let settle = () => {};
    const firstScreen = new Promise<void>((resolve) => {
      settle = resolve;
    });
    const actors = new Promise<AppActors>(() => {}); // never needed by these screens
    await act(async () => {
      render(<App actors={actors} firstScreen={firstScreen} />);
    });
    expect(document.querySelector('.route-pending')).not.toBeNull();
    expect(screen.queryByText('Error 404, Cannot Find Page')).not.toBeInTheDocument();
    await act(async () => settle());
    expect(screen.getByText('Error 404, Cannot Find Page')).toBeInTheDocument();
    expect(document.querySelector('.route-pending')).toBeNull();
  });

  it('does not hold a screen the user navigated to before the first one was ready', async () => {
    window.history.replaceState(null, '', '#/no-such-page');
    const firstScreen = new Promise<void>(() => {});
    await act(async () => {
      render(<App actors={new Promise<AppActors>(() => {})} firstScreen={firstScreen} />);
    });
    expect(document.querySelector('.route-pending')).not.toBeNull();
    await act(async () => {
      window.history.replaceState(null, '', '#/also-missing');
      window.dispatchEvent(new PopStateEvent('popstate')); // what a browser fires for a hash typed into the address bar
    });
    expect(await screen.findByText('Error 404, Cannot Find Page')).toBeInTheDocument();
    expect(document.querySelector('.route-pending')).toBeNull();
  });
});

describe("preloadRouteFiles (the page's list of each route's files)", () => {
  beforeEach(() => forgetRouteFileList()); // an earlier test's preload read the page without a list
  afterEach(() => {
    document.head.innerHTML = '';
    forgetRouteFileList();
  });

  const links = () =>
    [...document.head.querySelectorAll('link')].map((link) => [
      link.rel,
      link.getAttribute('as'),
      link.getAttribute('href'),
    ]);

  it('adds a module preload per script and a style preload per stylesheet of the route, once', () => {
    const list = {
      files: ['Screen-a.js', 'state-b.js', 'screens-c.css', 'Other-d.js'],
      routes: { '/parq': [0, 1, 2], '/other': [3, 1] },
    };
    document.head.innerHTML = `<script type="application/json" id="${ROUTE_FILES_ELEMENT_ID}">${JSON.stringify(list)}</script>`;
    preloadRouteFiles('/PARQ');
    const base = document.baseURI;
    expect(links()).toEqual([
      ['modulepreload', null, new URL('./assets/Screen-a.js', base).href],
      ['modulepreload', null, new URL('./assets/state-b.js', base).href],
      ['preload', 'style', new URL('./assets/screens-c.css', base).href],
    ]);
    preloadRouteFiles('/parq');
    preloadRouteFiles('/other'); // the state chunk is already linked: only the other screen's chunk is added
    expect(links()).toHaveLength(4);
    expect(links()[3]).toEqual(['modulepreload', null, new URL('./assets/Other-d.js', base).href]);
  });

  it('for a screen visited later: its style sheets prefetched, not preloaded; resolves once each link has loaded or failed', async () => {
    const list = { files: ['Screen-a.js', 'screens-c.css'], routes: { '/parq': [0, 1] } };
    document.head.innerHTML = `<script type="application/json" id="${ROUTE_FILES_ELEMENT_ID}">${JSON.stringify(list)}</script>`;
    let done = false;
    void preloadRouteFiles('/parq', 'later')?.then(() => (done = true));
    const base = document.baseURI;
    expect(links()).toEqual([
      ['modulepreload', null, new URL('./assets/Screen-a.js', base).href],
      ['prefetch', null, new URL('./assets/screens-c.css', base).href],
    ]);
    const [script, style] = document.head.querySelectorAll('link');
    script!.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(done).toBe(false); // the style sheet is still on its way
    style!.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(done).toBe(true));
  });

  it("the idle prefetch links a listed screen's files and runs none of them (decision 0169)", async () => {
    const parq = ROUTES.find((route) => route.path === ROUTE_PATHS.demographics)!;
    const list = { files: ['Demographics-a.js'], routes: { [ROUTE_PATHS.demographics]: [0] } };
    document.head.innerHTML = `<script type="application/json" id="${ROUTE_FILES_ELEMENT_ID}">${JSON.stringify(list)}</script>`;
    const imported = vi.spyOn(parq.Screen, 'preload');
    let done = false;
    void prefetchRoute(ROUTE_PATHS.demographics).then(() => (done = true));
    expect(links()).toEqual([['modulepreload', null, new URL('./assets/Demographics-a.js', document.baseURI).href]]);
    document.head.querySelector('link')!.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(done).toBe(true));
    expect(imported).not.toHaveBeenCalled();
    imported.mockRestore();
  });

  it('does nothing where the page has no list (dev server, tests) or the route is not in it', () => {
    preloadRouteFiles('/parq');
    expect(links()).toEqual([]);
    forgetRouteFileList();
    document.head.innerHTML = `<script type="application/json" id="${ROUTE_FILES_ELEMENT_ID}">{"files":[],"routes":{}}</script>`;
    preloadRouteFiles('/parq');
    expect(links()).toEqual([]);
  });

  it("the page's inline script preloads the route routeKey() finds: #parq, a history by its other segments, a route's intro alone, nothing else", () => {
    const list = {
      files: ['Parq-a.js', 'History-b.js', 'Sessions-c.js', 'SessionsIntro-d.js'],
      routes: { '/parq': [0], '/clients/:': [1], '/sessions': [2] },
      intros: { '/sessions': [3] },
    };
    const cases = [
      ['#parq', ['Parq-a.js']],
      ['#/sessions', ['SessionsIntro-d.js']],
      ['#/Clients/7/?tab=1', ['History-b.js']],
      ['#/', []],
      ['#/constructor', []],
    ] as const;
    for (const [hash, files] of cases) {
      document.head.innerHTML = `<script type="application/json" id="${ROUTE_FILES_ELEMENT_ID}">${JSON.stringify(list)}</script>`;
      window.history.replaceState(null, '', hash);
      new Function(inlinePreloadScript())(); // as the page runs it: a script of its own, no module scope
      expect(links(), hash).toEqual(
        files.map((file) => ['modulepreload', null, new URL(`./assets/${file}`, document.baseURI).href]),
      );
    }
    window.history.replaceState(null, '', '#/');
  });
});
