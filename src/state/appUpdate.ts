// The app's one update actor (decision 0122): machines/appUpdateMachine.ts with the service worker of
// src/effects/serviceWorker.ts, and the work that holds an update back (a timed run, a form with entries not yet
// submitted). Created with the state module, on the first screen that needs it or when the home page is idle.
import { createActor, type ActorRefFrom } from 'xstate';
import { appUpdateMachine, type UpdateHold } from '@machines/appUpdateMachine';
import { registerServiceWorker } from '@/effects/serviceWorker';
import { watchUnsubmittedForms } from '@/effects/unsubmittedForms';

export type AppUpdateActor = ActorRefFrom<typeof appUpdateMachine>;

/** The worker script vite-plugin-pwa writes beside index.html (vite.config.ts). */
const SERVICE_WORKER_URL = './sw.js';

let appUpdate: AppUpdateActor | null = null;

/** The update actor, created and started once (with the worker's registration and the forms' watch). */
export function appUpdateActor(): AppUpdateActor {
  if (appUpdate) return appUpdate;
  const worker = import.meta.env.PROD
    ? registerServiceWorker({
        url: SERVICE_WORKER_URL,
        onRegistered: () => actor.send({ type: 'REGISTERED' }),
        onUpdateReady: () => actor.send({ type: 'UPDATE_READY' }),
      })
    : null; // the dev server and unit tests have no worker
  const actor = createActor(
    appUpdateMachine.provide({
      actions: {
        checkForUpdate: () => worker?.check(),
        applyUpdate: () => (worker ? worker.apply() : window.location.reload()),
      },
    }),
  );
  appUpdate = actor;
  actor.start();
  if (typeof document !== 'undefined') {
    watchUnsubmittedForms(document, {
      onStarted: () => actor.send({ type: 'HOLD', hold: 'unsubmittedForm' }),
      onEnded: () => actor.send({ type: 'RELEASE', hold: 'unsubmittedForm' }),
    });
  }
  return actor;
}

/** Holds a new version back until the returned function is called (a timed run calls it when the run stops). */
export function holdAppUpdates(hold: UpdateHold): () => void {
  const actor = appUpdateActor();
  actor.send({ type: 'HOLD', hold });
  let released = false;
  return () => {
    if (released) return;
    released = true;
    actor.send({ type: 'RELEASE', hold });
  };
}
