// The shell's loading indicators (spec §2: the spinner shown while a screen's code loads). They read no actor, so they
// are part of the first paint; the banners that read the app state are in ./AppBanners.tsx, loaded with the state.

/** The spinner alone: used while a screen's code loads (it reads no actor, so it can show before the state module). */
export function LoadingSpinner() {
  return (
    <div className="loading-indicator" role="progressbar" aria-label="Loading" aria-busy="true">
      <span className="spinner" aria-hidden="true" /> Loading…
    </div>
  );
}

/**
 * The route's pending state while its screen's code loads (first visit without prefetch): announced politely, marked
 * busy, and as tall as the viewport so the footer stays below the fold and nothing jumps when the screen arrives.
 */
export function RoutePending() {
  return (
    <div className="route-pending" role="status" aria-live="polite" aria-busy="true">
      <span className="spinner" aria-hidden="true" /> Loading…
    </div>
  );
}

/**
 * While the next screen is on its way after a click (its code loading or its first render): a polite status that
 * says so, always in the DOM so screen readers announce the change, shown as a pill fixed at the foot of the viewport
 * (no layout shift).
 */
export function NavigationPending({ pending }: { pending: boolean }) {
  return (
    <div className={pending ? 'navigation-pending active' : 'navigation-pending'} role="status" aria-live="polite">
      {pending ? (
        <>
          <span className="spinner" aria-hidden="true" /> Loading…
        </>
      ) : null}
    </div>
  );
}
