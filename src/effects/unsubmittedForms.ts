// Which forms on the page hold entries the user typed and has not submitted (decision 0122: a new version is not
// applied over a half-filled form without asking). A form becomes "unsubmitted" at its first input or change and stops
// being so when it is submitted, reset, or leaves the page (its screen was navigated away from).

export interface UnsubmittedFormCallbacks {
  /** A form received its first entry. */
  onStarted: () => void;
  /** That form was submitted, reset or removed. */
  onEnded: () => void;
}

/** Watches the forms inside `root` (the app's main element's document); returns the function that stops watching. */
export function watchUnsubmittedForms(root: Document, { onStarted, onEnded }: UnsubmittedFormCallbacks): () => void {
  const edited = new Set<HTMLFormElement>();
  const formOf = (target: EventTarget | null) => (target instanceof Element ? target.closest('main form') : null);
  const end = (form: HTMLFormElement) => {
    if (edited.delete(form)) onEnded();
  };
  const onEntry = (event: Event) => {
    const form = formOf(event.target);
    if (form instanceof HTMLFormElement && !edited.has(form)) {
      edited.add(form);
      onStarted();
    }
  };
  const onDone = (event: Event) => {
    if (event.target instanceof HTMLFormElement) end(event.target);
  };
  // A screen that is navigated away from takes its forms with it.
  const removals = new MutationObserver(() => {
    for (const form of [...edited]) if (!form.isConnected) end(form);
  });
  removals.observe(root, { childList: true, subtree: true });
  root.addEventListener('input', onEntry, true);
  root.addEventListener('change', onEntry, true);
  root.addEventListener('submit', onDone, true);
  root.addEventListener('reset', onDone, true);
  return () => {
    removals.disconnect();
    root.removeEventListener('input', onEntry, true);
    root.removeEventListener('change', onEntry, true);
    root.removeEventListener('submit', onDone, true);
    root.removeEventListener('reset', onDone, true);
    for (const form of [...edited]) end(form);
  };
}
