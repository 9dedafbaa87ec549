// Header: logo and title, and the collapsible navigation menu (Menu button below 800 px only). The menu's data is
// passed in by the app (src/app/navigation.ts), so this component knows nothing of the app's routes.
import { Suspense, useState, type MouseEvent } from 'react';
import { Link, NavLink as RouterNavLink } from 'react-router-dom';
import { ROUTE_PATHS } from '@/domain/routePaths';
import { ActiveClientBar, ActiveClientBarPlaceholder } from './ActiveClientBar';
import { SyncStatusChip } from './SyncStatusChip';

/** A menu entry: a link, or a group of entries (a dropdown). */
export interface NavLink {
  label: string;
  to: string;
}
export interface NavGroup {
  label: string;
  items: readonly (NavLink | NavGroup)[];
}
export type NavEntry = NavLink | NavGroup;

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return 'items' in entry;
}

function closeEnclosingMenus(event: MouseEvent<HTMLElement>) {
  // A chosen link closes the dropdown groups it sits in.
  let element: HTMLElement | null = event.currentTarget;
  while (element) {
    if (element instanceof HTMLDetailsElement) element.open = false;
    element = element.parentElement;
  }
}

function NavEntries({
  entries,
  onNavigate,
}: {
  entries: readonly NavEntry[];
  onNavigate: (e: MouseEvent<HTMLElement>) => void;
}) {
  return (
    <ul>
      {entries.map((entry) =>
        isNavGroup(entry) ? (
          <li key={entry.label} className="nav-group">
            <details>
              <summary>{entry.label}</summary>
              <NavEntries entries={entry.items} onNavigate={onNavigate} />
            </details>
          </li>
        ) : (
          <li key={entry.to}>
            <RouterNavLink to={entry.to} onClick={onNavigate}>
              {entry.label}
            </RouterNavLink>
          </li>
        ),
      )}
    </ul>
  );
}

export function SiteHeader({ navigation }: { navigation: readonly NavEntry[] }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const onNavigate = (event: MouseEvent<HTMLElement>) => {
    closeEnclosingMenus(event);
    setMenuOpen(false);
  };
  return (
    <header className="site-header">
      <div className="header-bar">
        <Link to={ROUTE_PATHS.home} className="brand" onClick={() => setMenuOpen(false)}>
          <img src="icon.svg" alt="" width={32} height={32} />
          <span>Fitness Testing &amp; Assessment</span>
        </Link>
        <button
          type="button"
          className="menu-button"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
      </div>
      <SyncStatusChip />
      <Suspense fallback={<ActiveClientBarPlaceholder />}>
        <ActiveClientBar onNavigate={() => setMenuOpen(false)} />
      </Suspense>
      <nav id="site-nav" aria-label="Main" className={menuOpen ? 'site-nav open' : 'site-nav'}>
        <NavEntries entries={navigation} onNavigate={onNavigate} />
      </nav>
    </header>
  );
}
