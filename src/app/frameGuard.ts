// The page's own refusal to run inside another site's frame, for a host that does not send the frame headers
// (src/config/frameHeaders.ts): another origin's page could lay itself over the app's buttons and have them clicked
// (clickjacking Delete or Restore). A frame of the app's own origin is allowed.

/** True when this page runs in a frame and any frame above it is of another origin (or cannot be read). */
export function framedByAnotherOrigin(view: Window): boolean {
  if (view.top === view.self) return false;
  const ancestors = view.location.ancestorOrigins;
  if (ancestors && Array.from(ancestors).some((origin) => origin !== view.location.origin)) return true;
  try {
    return view.top?.location.origin !== view.location.origin;
  } catch {
    return true; // reading another origin's location throws
  }
}

/**
 * Throws so that the caller's code after it never runs, and replaces the page with a short notice and a link that
 * opens the app directly (framedNotice.ts, its own small chunk: a framed page is rare, and the first paint's budget
 * is better spent on the screens). (A top-level await that never settles would stop it too, but costs the first
 * paint about 4 kB: the bundler then wraps every module of the entry.)
 */
export function refuseToRunFramed(root: HTMLElement): never {
  void import('./framedNotice').then((module) => module.showFramedNotice(root));
  // A plain Error: a class of its own costs the first paint its bytes.
  throw new Error('The app does not run inside another site');
}
