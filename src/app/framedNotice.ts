// The notice a page framed by another site shows instead of the app (frameGuard.ts): why it does not run, and a link
// that opens it directly, in a window of its own.

export const FRAMED_HEADING = 'This app cannot run inside another website';
export const FRAMED_TEXT = 'Another site shows it and could make you press its buttons unknowingly. Open it directly:';
export const OPEN_DIRECTLY = 'Open the app in its own window';

/** Replaces the page's content with the notice. */
export function showFramedNotice(root: HTMLElement): void {
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
}
