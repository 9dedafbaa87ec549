// The shell's error banner (plain message, technical detail on demand: decision 0071), alert banner (`type: message`)
// and stored-data notice. They wait for the state module without asking for it (useStartedAppActors), and their code is
// a chunk of its own that the shell loads once the state module has started (decision 0078), so neither is part of the
// first paint. They sit in an overlay at the foot of the window (app.css `.status-overlay`), so showing or removing one
// never moves the page.
import { useState } from 'react';
import { useStartedAppActors } from '@/state/AppActorsContext';
import { useSelector } from '@xstate/react';
import { TechnicalDetail } from './TechnicalDetail';
import { UpdatePrompt } from './UpdatePrompt';

export function ErrorBanner() {
  const { profile, equipment } = useStartedAppActors();
  const error = useSelector(profile, (s) => s.context.error);
  const errorDetail = useSelector(profile, (s) => s.context.errorDetail);
  const equipmentError = useSelector(equipment, (s) => s.context.error);
  const message = error ?? equipmentError;
  if (!message) return null;
  return (
    <div className="banner banner-error">
      {/* Only the plain message is announced; the technical detail waits, closed, for whoever opens it. */}
      <div className="banner-body">
        <p role="alert">{message}</p>
        <TechnicalDetail detail={error ? errorDetail : null} />
      </div>
      <button
        type="button"
        className="icon-button"
        aria-label="Dismiss error"
        onClick={() => profile.send({ type: 'CLEAR_ERROR' })}
      >
        ×
      </button>
    </div>
  );
}

export function AlertBanner() {
  const { alert: alertActor } = useStartedAppActors();
  const alert = useSelector(alertActor, (s) => s.context);
  return (
    <div className="alert-region" role="status" aria-live="polite">
      {alert.message ? (
        <div className={`banner banner-alert banner-${alert.alertType ?? 'info'}`} data-testid="alert-banner">
          <div className="banner-body">
            <p>
              {alert.alertType}: {alert.message}
            </p>
            <TechnicalDetail detail={alert.detail} />
          </div>
          {/* A warning stays until dismissed (alertMachine); the others go by themselves after 3 s. */}
          {alert.alertType === 'warning' ? (
            <button
              type="button"
              className="icon-button"
              aria-label="Dismiss warning"
              onClick={() => alertActor.send({ type: 'DISMISS' })}
            >
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
      <button
        type="button"
        className="icon-button"
        aria-label="Dismiss message about unreadable data"
        onClick={() => {
          unreadableData.dismiss();
          setOpen(false);
        }}
      >
        ×
      </button>
    </div>
  );
}

/** Every banner of the shell, in the order they stack. */
export function AppBanners() {
  return (
    <>
      <UnreadableDataBanner />
      <ErrorBanner />
      <AlertBanner />
      <UpdatePrompt />
    </>
  );
}
