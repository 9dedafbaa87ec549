// Reloads the page: a screen's code gone after an update is fetched again from the new version (decision 0122). Its
// own module, so the route's error boundary (in the first paint) does not pull in the service worker's code.
export function reloadPage(): void {
  window.location.reload();
}
