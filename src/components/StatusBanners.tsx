// The shell's error banner (plain message, technical detail on demand: decision 0071), alert banner (`type: message`),
// stored-data notice and loading indicators (spec §2: the
// spinner shown while a screen's code loads). The banners wait for the state module without asking for it
// (useStartedAppActors), so the home page does not load it before it is idle; they sit in an overlay at the foot of the
// window (app.css `.status-overlay`), so showing or removing one never moves the page.
import { useState } from 'react';
import { useStartedAppActors } from '@/state/AppActorsContext';
import { useActorSelector } from '@/state/useActorSelector';
import { TechnicalDetail } from './TechnicalDetail';

export function ErrorBanner() {
  const { profile, equipment } = useStartedAppActors();
  const error = useActorSelector(profile, (s) => s.context.error);
  const errorDetail = useActorSelector(profile, (s) => s.context.errorDetail);
  const equipmentError = useActorSelector(equipment, (s) => s.context.error);
  const message = error ?? equipmentError;
  if (!message) return null;
  return (
    <div className="banner banner-error">
      {/* Only the plain message is announced; the technical detail waits, closed, for whoever opens it. */}
      <div className="banner-body">
        <p role="alert">{message}</p>
        <TechnicalDetail detail={error ? errorDetail : null} />
      </div>
      <button type="button" className="icon-button" aria-label="Dismiss error" onClick={() => profile.send({ type: 'CLEAR_ERROR' })}>
        ×
      </button>
    </div>
  );
}

export function AlertBanner() {
  const { alert: alertActor } = useStartedAppActors();
  const alert = useActorSelector(alertActor, (s) => s.context);
  return (
    <div className="alert-region" role="status" aria-live="polite">
      {alert.message ? (
        <div className={`banner banner-alert banner-${alert.alertType ?? 'info'}`} data-testid="alert-banner">
          <div className="banner-body">
            <p>{alert.alertType}: {alert.message}</p>
            <TechnicalDetail detail={alert.detail} />
          </div>
          {/* A warning stays until dismissed (alertMachine); the others go by themselves after 3 s. */}
          {alert.alertType === 'warning' ? (
            <button type="button" className="icon-button" aria-label="Dismiss warning" onClick={() => alertActor.send({ type: 'DISMISS' })}>
              ×
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** Decision 0032: which stored fields could not be read; the originals stay aside until this is dismissed. */
export function UnreadableDataBanner() {
  const { unreadableData } = useStartedAppActors();
  const [open, setOpen] = useState(unreadableData !== null);
  if (!unreadableData || !open) return null;
  return (
    <div className="banner banner-warning" data-testid="unreadable-data">
      <p role="alert">{unreadableData.message}</p>
      <button type="button" className="icon-button" aria-label="Dismiss message about unreadable data"
        onClick={() => { unreadableData.dismiss(); setOpen(false); }}>
        ×
      </button>
    </div>
  );
}

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
      {pending ? <><span className="spinner" aria-hidden="true" /> Loading…</> : null}
    </div>
  );
}
