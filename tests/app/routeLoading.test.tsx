// Route code loading ahead of need: the hash → path mapping, lazy screens that fetch once, render at once when their
// code is already here and retry after a failure, the idle prefetch queue, the link-intent listener, the state
// module that loads only when asked, and the page's first screen held until its code and state are here.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { App } from '@/app/App';
import { lazyScreen } from '@/app/lazyScreen';
import { isLazyRoute, prefetchWhenIdle, preloadOnLinkIntent, routePathOfHash } from '@/app/routePreload';
import { createAppActorsLoader } from '@/state/appActorsLoader';
import type { AppActors } from '@/state/createAppActors';

describe('routePathOfHash', () => {
  it('gives the router path of a hash, without its query, and / for none', () => {
    expect(routePathOfHash('#/parq')).toBe('/parq');
    expect(routePathOfHash('#/bench-press/test?trial=2')).toBe('/bench-press/test');
    expect(routePathOfHash('')).toBe('/');
    expect(routePathOfHash('#main')).toBe('/');
  });
});

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
    render(<Suspense fallback={<p>fallback</p>}><Screen /></Suspense>);
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
      render(<Suspense fallback={<p>fallback</p>}><Screen /></Suspense>);
    });
    expect(await screen.findByText('shown')).toBeInTheDocument();
    expect(attempt).toBe(2);
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
    document.body.innerHTML = '<a id="in" href="#/parq"><span id="inner">Go</span></a><a id="out" href="https://example.org/">Out</a>';
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
    expect(isLazyRoute('/')).toBe(false);
    expect(isLazyRoute('/no-such-page')).toBe(false);
  });

  it('shows the pending state until firstScreen settles, then the screen', async () => {
    window.history.replaceState(null, '', '#/no-such-page');
    let settle = () => {};
    const firstScreen = new Promise<void>((resolve) => { settle = resolve; });
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
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(await screen.findByText('Error 404, Cannot Find Page')).toBeInTheDocument();
    expect(document.querySelector('.route-pending')).toBeNull();
  });
});
