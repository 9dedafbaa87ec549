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

export const FRAMED_HEADING = 'This app cannot run inside another website';
export const FRAMED_TEXT = 'Another site shows it and could make you press its buttons unknowingly. Open it directly:';
export const OPEN_DIRECTLY = 'Open the app in its own window';

/**
 * Replaces the page with a short notice and a link that opens the app directly, in a window of its own, then throws
 * so that the caller's code after it never runs. (A top-level await that never settles would stop it too, but costs
 * the first paint about 4 kB: the bundler then wraps every module of the entry.)
 */
export function refuseToRunFramed(root: HTMLElement): never {
  const heading = document.createElement('h1');
  heading.textContent = FRAMED_HEADING;
  const text = document.createElement('p');
  text.textContent = FRAMED_TEXT;
  const link = document.createElement('a');
  link.href = window.location.href;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  link.textContent = OPEN_DIRECTLY;
  const main = document.createElement('main');
  main.className = 'framed-notice';
  main.append(heading, text, link);
  root.replaceChildren(main);
  // Its message says why the app did not start (a plain Error: a class of its own costs the first paint its bytes).
  throw new Error(FRAMED_HEADING);
}
