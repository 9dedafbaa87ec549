// The shell's error banner (plain message, technical detail on demand: decision 0071), alert banner (`type: message`)
// and stored-data notice. They wait for the state module without asking for it (useStartedAppActors), and their code is
// a chunk of its own that the shell loads once the state module has started (decision 0078), so neither is part of the
// first paint. They sit in an overlay at the foot of the window (app.css `.status-overlay`), so showing or removing one
// never moves the page.
// Chunk: state (build/stateRoots.ts): the shell loads it with the state module.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
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

/** What a confirmation must not cover: the result panels a submit fills (they are live regions). */
const RESULT_SELECTOR = 'main .panel[aria-live], main output';
const EDGE_PX = 8;

/**
 * True when the banner, `height` px high at the foot of the window, would cover part of a result on screen while at
 * the top it would cover none: the confirmation then shows at the top.
 */
function coversResultAtFoot(height: number): boolean {
  const results = [...document.querySelectorAll(RESULT_SELECTOR)].map((element) => element.getBoundingClientRect());
  const overlaps = (top: number, bottom: number) => results.some((r) => r.top < bottom && r.bottom > top);
  const foot = window.innerHeight - height - EDGE_PX;
  return overlaps(foot, window.innerHeight) && !overlaps(0, height + EDGE_PX);
}

export function AlertBanner() {
  const { alert: alertActor } = useStartedAppActors();
  const alert = useSelector(alertActor, (s) => s.context);
  const { pathname } = useLocation();
  const banner = useRef<HTMLDivElement>(null);
  const [atTop, setAtTop] = useState(false);
  // The screen each alert was first shown on (read after the render that shows it, so a submit that also navigates
  // shows its confirmation on the screen it went to).
  const shownOn = useRef<{ alert: typeof alert; pathname: string } | null>(null);

  useEffect(() => {
    if (!alert.message) {
      shownOn.current = null;
    } else if (shownOn.current?.alert !== alert) {
      shownOn.current = { alert, pathname };
    } else if (shownOn.current.pathname !== pathname) {
      alertActor.send({ type: 'PAGE_LEFT' });
    }
  }, [alert, pathname, alertActor]);

  // A confirmation never covers the result it confirms: it moves to the top while the result is under its foot place.
  const passing = alert.alertType === 'success' || alert.alertType === 'info';
  useLayoutEffect(() => {
    const element = banner.current;
    if (!passing || !element) {
      setAtTop(false);
      return undefined;
    }
    const place = () => setAtTop(coversResultAtFoot(element.offsetHeight));
    place();
    // The result appears with the confirmation, or a frame later; and the page may be scrolled while it shows.
    const frame = requestAnimationFrame(place);
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
    };
  }, [alert, passing]);

  return (
    <div className="alert-region" role="status" aria-live="polite">
      {alert.message ? (
        <div
          ref={banner}
          className={`banner banner-alert banner-${alert.alertType ?? 'info'}${atTop ? ' banner-at-top' : ''}`}
          data-testid="alert-banner"
        >
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
