// The app's router (decision 0078): hash URLs (spec §2), a route table of static paths, ':param' segments and '*',
// links, the active menu link, navigation with state, search and path parameters. It replaces react-router-dom, whose
// declarative HashRouter alone was about 13 kB of the first paint's gzip (the target is 80 kB). The location is an
// external store read with useSyncExternalStore, so a navigation is an urgent update: the shell shows its pending
// state at once and follows the location with useDeferredValue (decision 0076).
import {
  Children, createContext, isValidElement, useCallback, useContext, useMemo, useState, useSyncExternalStore,
  type AnchorHTMLAttributes, type MouseEvent, type ReactElement, type ReactNode,
} from 'react';
import { decodeRouteSegment } from '@/domain/routePaths';

/** Where the app is: the path, the query ('?a=1' or ''), the in-page hash ('#x' or ''), navigation state and a key. */
export interface Location {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  /** What `navigate(to, { state })` passed; null when none (or after the page was reloaded elsewhere). */
  readonly state: unknown;
  /** New for every navigation ('default' for the first location). */
  readonly key: string;
}

export interface NavigateOptions {
  readonly replace?: boolean;
  readonly state?: unknown;
}

/** Where a link or a navigation goes: an absolute path ('/parq?x=1#y'), or parts of one (a missing pathname keeps the current). */
export type To = string | { readonly pathname?: string; readonly search?: string; readonly hash?: string };

/** The history a router reads and drives: the browser's hash (HashRouter) or a list in memory (MemoryRouter, tests). */
interface RouterHistory {
  location(): Location;
  /** The href of a link to `path`: '#/parq' in the browser, '/parq' in memory. */
  href(path: string): string;
  go(path: string, options: NavigateOptions): void;
  subscribe(listener: () => void): () => void;
}

const newKey = (): string => Math.random().toString(36).slice(2, 10);

/** '/parq?x=1#y' → its parts; a path without a leading '/' gets one. */
export function parsePath(path: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const hashAt = path.indexOf('#');
  const hash = hashAt < 0 ? '' : path.slice(hashAt);
  const rest = hashAt < 0 ? path : path.slice(0, hashAt);
  const searchAt = rest.indexOf('?');
  const search = searchAt < 0 ? '' : rest.slice(searchAt);
  const pathname = searchAt < 0 ? rest : rest.slice(0, searchAt);
  return { pathname: pathname.startsWith('/') ? pathname : `/${pathname}`, search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash };
}

const pathOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>): string => location.pathname + location.search + location.hash;

/** An absolute path for `to`, from the current location when `to` gives only parts of it. */
export function resolveTo(to: To, from: Pick<Location, 'pathname' | 'search'>): string {
  if (typeof to === 'string') return to;
  const pathname = to.pathname ?? from.pathname;
  const search = to.search ?? (to.pathname === undefined ? from.search : '');
  return pathname + search + (to.hash ?? '');
}

interface StoredState {
  readonly usr: unknown;
  readonly key: string;
}

function isStoredState(value: unknown): value is StoredState {
  return typeof value === 'object' && value !== null && 'key' in value && typeof (value as { key: unknown }).key === 'string';
}

/** The browser's URL hash as the location ('#/parq?x=1'); navigation state lives in history.state. */
function createHashHistory(): RouterHistory {
  const listeners = new Set<() => void>();
  const read = (): Location => {
    const stored: unknown = window.history.state;
    const saved = isStoredState(stored) ? stored : null;
    return { ...parsePath(window.location.hash.slice(1)), state: saved?.usr ?? null, key: saved?.key ?? 'default' };
  };
  let current = read();
  const update = () => {
    const next = read();
    if (pathOf(next) === pathOf(current) && next.key === current.key) return; // popstate and hashchange of one step
    current = next;
    for (const listener of listeners) listener();
  };
  return {
    location: () => current,
    href: (path) => `#${path}`,
    go(path, { replace = false, state = null }) {
      const stored: StoredState = { usr: state, key: newKey() };
      if (replace) window.history.replaceState(stored, '', `#${path}`);
      else window.history.pushState(stored, '', `#${path}`);
      update();
    },
    subscribe(listener) {
      if (listeners.size === 0) {
        window.addEventListener('popstate', update);
        window.addEventListener('hashchange', update);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          window.removeEventListener('popstate', update);
          window.removeEventListener('hashchange', update);
        }
      };
    },
  };
}

function createMemoryHistory(initialEntries: readonly string[]): RouterHistory {
  const listeners = new Set<() => void>();
  const entries: Location[] = (initialEntries.length ? initialEntries : ['/']).map((path) => ({ ...parsePath(path), state: null, key: 'default' }));
  let index = entries.length - 1;
  return {
    location: () => entries[index] ?? { pathname: '/', search: '', hash: '', state: null, key: 'default' },
    href: (path) => path,
    go(path, { replace = false, state = null }) {
      const next = { ...parsePath(path), state, key: newKey() };
      if (replace) entries[index] = next;
      else {
        entries.splice(index + 1, entries.length, next);
        index = entries.length - 1;
      }
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

interface RouterContextValue {
  readonly location: Location;
  readonly href: (path: string) => string;
  readonly navigate: (to: To, options?: NavigateOptions) => void;
}

const RouterContext = createContext<RouterContextValue | null>(null);
const ParamsContext = createContext<Readonly<Record<string, string>>>({});

function useRouter(hook: string): RouterContextValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error(`${hook}() may be used only inside a <HashRouter> or <MemoryRouter>`);
  return router;
}

function Router({ history, children }: { history: RouterHistory; children: ReactNode }) {
  const location = useSyncExternalStore(history.subscribe, history.location, history.location);
  const navigate = useCallback((to: To, options: NavigateOptions = {}) => {
    const from = history.location();
    const path = resolveTo(to, from);
    // A link to where the user already is replaces the entry instead of stacking a duplicate (as browsers do).
    history.go(path, { replace: options.replace ?? path === pathOf(from), state: options.state });
  }, [history]);
  const value = useMemo(() => ({ location, navigate, href: history.href }), [location, navigate, history]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

let browserHistory: RouterHistory | null = null;

/** The app's router: the location is the URL hash ('#/step-test/instructions'). */
export function HashRouter({ children }: { children: ReactNode }) {
  browserHistory ??= createHashHistory();
  return <Router history={browserHistory}>{children}</Router>;
}

/** A router over a list of paths in memory, for tests: starts at the last entry. */
export function MemoryRouter({ initialEntries = ['/'], children }: { initialEntries?: readonly string[]; children: ReactNode }) {
  const [history] = useState(() => createMemoryHistory(initialEntries)); // the first entries only, as a test sets them
  return <Router history={history}>{children}</Router>;
}

export function useLocation(): Location {
  return useRouter('useLocation').location;
}

/** navigate('/parq'), navigate(path, { replace, state }). */
export function useNavigate(): (to: To, options?: NavigateOptions) => void {
  return useRouter('useNavigate').navigate;
}

/** The current query's parameters (read only: the app changes the query by navigating). */
export function useSearchParams(): readonly [URLSearchParams] {
  const { search } = useLocation();
  return useMemo(() => [new URLSearchParams(search)] as const, [search]);
}

/** The ':name' segments of the matched route ('/clients/:id' at '/clients/7' → { id: '7' }). */
export function useParams(): Readonly<Record<string, string | undefined>> {
  return useContext(ParamsContext);
}

/**
 * The parameters when `pattern` matches `pathname`, else null. Segments compare without letter case and a trailing
 * slash is ignored; ':name' matches one segment whose escapes decode; '*' matches the rest.
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const segments = (path: string) => path.split('/').filter(Boolean);
  const wanted = segments(pattern);
  const actual = segments(pathname);
  const params: Record<string, string> = {};
  for (const [i, part] of wanted.entries()) {
    if (part === '*') return params;
    const value = actual[i];
    if (value === undefined) return null;
    if (part.startsWith(':')) {
      const decoded = decodeRouteSegment(value);
      if (decoded === null) return null; // a malformed escape matches nothing: the 404 page, never a URIError
      params[part.slice(1)] = decoded;
    } else if (part.toLowerCase() !== value.toLowerCase()) return null;
  }
  return wanted.length === actual.length ? params : null;
}

export interface RouteProps {
  readonly path: string;
  readonly element: ReactElement;
}

/** One row of a <Routes> table; rendered by <Routes>, never on its own. */
export function Route(_props: RouteProps): null {
  return null;
}

/** Shows the element of the first route whose path matches (a '*' route only when no other does). */
export function Routes({ location, children }: { location?: Location; children: ReactNode }) {
  const current = useRouter('Routes').location;
  const { pathname } = location ?? current;
  const routes = Children.toArray(children).filter((child): child is ReactElement<RouteProps> => isValidElement(child) && child.type === Route);
  const ordered = [...routes.filter((r) => r.props.path !== '*'), ...routes.filter((r) => r.props.path === '*')];
  for (const route of ordered) {
    const params = matchPath(route.props.path, pathname);
    if (params) return <ParamsContext.Provider value={params}>{route.props.element}</ParamsContext.Provider>;
  }
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  readonly to: To;
  readonly replace?: boolean;
  readonly state?: unknown;
}

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) => event.button === 0
  && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey
  && (!event.currentTarget.target || event.currentTarget.target === '_self');

/** An in-app link: a real <a href="#/…"> (open in a new tab works), navigating without a page load on a plain click. */
export function Link({ to, replace, state, onClick, ...rest }: LinkProps) {
  const { location, navigate, href } = useRouter('Link');
  const path = resolveTo(to, location);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    navigate(path, { replace, state });
  };
  return <a {...rest} href={href(path)} onClick={handleClick} />;
}

/** A menu link: class "active" and aria-current="page" while the location is at its path or below it. */
export function NavLink({ to, className, ...rest }: LinkProps) {
  const { location } = useRouter('NavLink');
  const target = parsePath(resolveTo(to, location)).pathname.replace(/\/+$/, '').toLowerCase();
  const here = location.pathname.replace(/\/+$/, '').toLowerCase();
  const active = target === '' ? here === '' : here === target || here.startsWith(`${target}/`);
  const classes = [className, active ? 'active' : null].filter(Boolean).join(' ') || undefined;
  return <Link {...rest} to={to} className={classes} aria-current={active ? 'page' : undefined} />;
}
