// The day check before a form's entry is kept (decision 0172): the records actor registers its check here, and the
// one way a form sends an update calls it first, so an entry never lands in a session of an earlier day. A module of
// its own, so the forms' code does not load the records actor (it comes after the first paint).

let check: (() => void) | null = null;

/** The records actor's check; returns the function that removes it. */
export function onDayCheck(run: () => void): () => void {
  check = run;
  return () => {
    if (check === run) check = null;
  };
}

/** Checks the day now, when the records actor is running (before that, its start checks it). */
export function checkDayNow(): void {
  check?.();
}
