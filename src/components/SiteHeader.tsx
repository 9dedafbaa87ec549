// Header: logo and title, and the collapsible navigation menu (Menu button below 800 px only).
import { Suspense, useState, type MouseEvent } from 'react';
import { Link, NavLink as RouterNavLink } from 'react-router-dom';
import { NAVIGATION, isNavGroup, type NavEntry } from '@/app/navigation';
import { ActiveClientBar } from './ActiveClientBar';

function closeEnclosingMenus(event: MouseEvent<HTMLElement>) {
  // A chosen link closes the dropdown groups it sits in.
  let element: HTMLElement | null = event.currentTarget;
  while (element) {
    if (element instanceof HTMLDetailsElement) element.open = false;
    element = element.parentElement;
  }
}

function NavEntries({ entries, onNavigate }: { entries: readonly NavEntry[]; onNavigate: (e: MouseEvent<HTMLElement>) => void }) {
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
            <RouterNavLink to={entry.to} onClick={onNavigate}>{entry.label}</RouterNavLink>
          </li>
        ),
      )}
    </ul>
  );
}

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const onNavigate = (event: MouseEvent<HTMLElement>) => {
    closeEnclosingMenus(event);
    setMenuOpen(false);
  };
  return (
    <header className="site-header">
      <div className="header-bar">
        <Link to="/" className="brand" onClick={() => setMenuOpen(false)}>
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
      <Suspense fallback={null}>
        <ActiveClientBar onNavigate={() => setMenuOpen(false)} />
      </Suspense>
      <nav id="site-nav" aria-label="Main" className={menuOpen ? 'site-nav open' : 'site-nav'}>
        <NavEntries entries={NAVIGATION} onNavigate={onNavigate} />
      </nav>
    </header>
  );
}
