// The one route table and the menu agree with the one list of paths: every path has exactly one route, every menu
// link leads to a route, so a path added to src/domain/routePaths without a screen (or a typo in the menu) fails here.
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/app/routes';
import { NAVIGATION } from '@/app/navigation';
import { isNavGroup, type NavEntry } from '@/components/SiteHeader';
import { ROUTE_PATHS } from '@/domain/routePaths';

const menuPaths = (entries: readonly NavEntry[]): string[] =>
  entries.flatMap((entry) => (isNavGroup(entry) ? menuPaths(entry.items) : [entry.to]));

describe('route table', () => {
  const routed = ROUTES.map((route) => route.path);

  it('routes every path once (Home is rendered by the shell itself)', () => {
    const expected = Object.values(ROUTE_PATHS).filter((path) => path !== ROUTE_PATHS.home);
    expect([...routed].sort()).toEqual([...expected].sort());
    expect(new Set(routed).size).toBe(routed.length);
  });

  it('every menu link leads to a route', () => {
    for (const path of menuPaths(NAVIGATION)) expect(routed).toContain(path);
  });
});
