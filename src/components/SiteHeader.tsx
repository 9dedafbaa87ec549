// Header: logo and title, and the collapsible navigation menu (Menu button below 800 px only). The menu's data is
// passed in by the app (src/app/navigation.ts), so this component knows nothing of the app's routes.
import { Suspense, useId, useState, type MouseEvent } from 'react';
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
  nested = false,
  labelledBy,
}: {
  entries: readonly NavEntry[];
  onNavigate: (e: MouseEvent<HTMLElement>) => void;
  /** Inside a group: a group here is a labelled list, always open, so every link is one tap past its menu group. */
  nested?: boolean;
  labelledBy?: string;
}) {
  return (
    <ul aria-labelledby={labelledBy}>
      {entries.map((entry) =>
        isNavGroup(entry) ? (
          nested ? (
            <NavSubgroup key={entry.label} group={entry} onNavigate={onNavigate} />
          ) : (
            <li key={entry.label} className="nav-group">
              <details>
                <summary>{entry.label}</summary>
                <NavEntries entries={entry.items} onNavigate={onNavigate} nested />
              </details>
            </li>
          )
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

/**
 * A group inside a menu group (Muscular Endurance under Tests): its name heads its links, which show with the menu
 * group, so a test is two taps from the menu (the group, then the test), not four on a phone.
 */
function NavSubgroup({ group, onNavigate }: { group: NavGroup; onNavigate: (e: MouseEvent<HTMLElement>) => void }) {
  const id = useId();
  return (
    <li className="nav-subgroup">
      <span className="nav-subgroup-label" id={id}>
        {group.label}
      </span>
      <NavEntries entries={group.items} onNavigate={onNavigate} nested labelledBy={id} />
    </li>
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
