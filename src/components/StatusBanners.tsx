// The shell's error banner, alert banner (`type: message`), stored-data notice and loading spinner (spec §2: shown
// while a screen's code loads). The banners sit in an overlay at the foot of the window (app.css `.status-overlay`), so
// showing or removing one never moves the page.
import { useState } from 'react';
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
  const { alert: alertActor } = useAppActors();
  const alert = useAlert((c) => c);
  return (
    <div className="alert-region" role="status" aria-live="polite">
      {alert.message ? (
        <div className={`banner banner-alert banner-${alert.alertType ?? 'info'}`} data-testid="alert-banner">
          <p>{alert.alertType}: {alert.message}</p>
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
  const { unreadableData } = useAppActors();
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
