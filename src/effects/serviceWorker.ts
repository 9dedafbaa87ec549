// The service worker's registration and its updates (decision 0122). The worker (vite-plugin-pwa, generateSW) precaches
// the build; a new build's worker installs and then waits. This module reports that a new version waits
// (onUpdateReady), asks the browser to look for one (check), and applies it on request (apply: the waiting worker
// takes over and the page reloads into the new version). Nothing here decides when: machines/appUpdateMachine.ts does.
import { afterLoadWhenIdle } from './idle';

export interface ServiceWorkerUpdates {
  /** Asks the browser to fetch the worker script again and install it if it changed. */
  check: () => void;
  /** Lets the waiting worker take over, then reloads the page (only this page's own request reloads it). */
  apply: () => void;
}

export interface ServiceWorkerOptions {
  /** The worker script, relative to the page ('./sw.js'). */
  url: string;
  onRegistered: () => void;
  onUpdateReady: () => void;
}

const NO_SERVICE_WORKER: ServiceWorkerUpdates = { check: () => {}, apply: () => window.location.reload() };

export function registerServiceWorker({
  url,
  onRegistered,
  onUpdateReady,
}: ServiceWorkerOptions): ServiceWorkerUpdates {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return NO_SERVICE_WORKER;
  const container = navigator.serviceWorker;
  let registration: ServiceWorkerRegistration | null = null;
  // A worker that has installed while another controls the page is a new version; the very first install is not.
  const reportWhenInstalled = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const report = () => {
      if (worker.state === 'installed' && container.controller) onUpdateReady();
    };
    if (worker.state === 'installed') report();
    else worker.addEventListener('statechange', report);
  };
  const register = () =>
    container.register(url, { scope: './' }).then(
      (registered: ServiceWorkerRegistration | undefined) => {
        if (!registered) return; // a browser that blocks workers (an automation setting) may resolve with nothing
        registration = registered;
        onRegistered();
        reportWhenInstalled(registered.waiting);
        registered.addEventListener('updatefound', () => reportWhenInstalled(registered.installing));
      },
      (error: unknown) => {
        // No worker (a private window, blocked storage): the app works online as before, without the offline copy.
        console.warn('Service worker registration failed', error);
      },
    );
  // The worker precaches every file of the build (about 1 MB): it is registered once the page has loaded and is idle,
  // so that download never competes with the first screen's files and data (decision 0169). A page a worker already
  // controls works offline meanwhile; a check for a new version before then does nothing.
  afterLoadWhenIdle(register);
  return {
    check: () => {
      void registration?.update().catch(() => {});
    },
    apply: () => {
      const waiting = registration?.waiting;
      if (!waiting) {
        window.location.reload();
        return;
      }
      container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      // generateSW's worker, built without skipWaiting, takes over when it receives this message.
      waiting.postMessage({ type: 'SKIP_WAITING' });
    },
  };
}
