// When the browser has nothing better to do: the one home for running work after the first screen (the idle prefetch
// of the menu's screens, the state module on the home page, the service worker's registration), so none of it competes
// with the page's own loading for the network or the CPU.

/** Runs one task when the browser is next idle. */
export type IdleScheduler = (task: () => void) => void;

/** requestIdleCallback where the browser has it (not Safari), a short timeout elsewhere. */
export const whenIdle: IdleScheduler = (task) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout: 5000 });
  else setTimeout(task, 200);
};

/** Runs `task` once the page has loaded (its `load` event) and then the browser is idle; at once idle if it has loaded. */
export function afterLoadWhenIdle(task: () => void, idle: IdleScheduler = whenIdle): void {
  if (document.readyState === 'complete') idle(task);
  else window.addEventListener('load', () => idle(task), { once: true });
}
