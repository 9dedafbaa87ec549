// The shell's error banner, alert banner (`type: message`) and loading indicator (spec §2: the spinner shown while a
// screen's code loads; nothing else in the app loads asynchronously).
import { useAlert, useAppActors, useEquipment, useProfile } from '@/state/AppActorsContext';

export function ErrorBanner() {
  const { profile } = useAppActors();
  const error = useProfile((c) => c.error);
  const equipmentError = useEquipment((c) => c.error);
  const message = error ?? equipmentError;
  if (!message) return null;
  return (
    <div className="banner banner-error">
      <p role="alert">{message}</p>
      <button type="button" className="icon-button" aria-label="Dismiss error" onClick={() => profile.send({ type: 'CLEAR_ERROR' })}>
        ×
      </button>
    </div>
  );
}

export function AlertBanner() {
  const alert = useAlert((c) => c);
  return (
    <div className="alert-region" role="status" aria-live="polite">
      {alert.message ? (
        <div className={`banner banner-alert banner-${alert.alertType ?? 'info'}`} data-testid="alert-banner">
          {alert.alertType}: {alert.message}
        </div>
      ) : null}
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
