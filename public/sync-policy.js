// The page's Content-Security-Policy, put in force before anything else loads (decision 0184). The build writes the
// policy into the page as data (meta name="app-content-security-policy"); this script makes it the page's policy, word
// for word while sync is off. When the coach turned on sync, the one server origin they chose (local storage
// "fitnessSyncOrigin", checked to be a bare http(s) origin) is added to connect-src, and nothing else changes.
(function () {
  var data = document.querySelector('meta[name="app-content-security-policy"]');
  if (!data) return;
  var policy = data.getAttribute('content') || '';
  var origin;
  try {
    origin = localStorage.getItem('fitnessSyncOrigin');
  } catch {
    origin = null; // no storage: the policy as built
  }
  if (origin && /^https?:\/\/(\[[0-9a-f:]+\]|[a-z0-9.-]+)(:\d{1,5})?$/.test(origin)) {
    policy = policy.replace("connect-src 'self'", "connect-src 'self' " + origin);
  }
  var meta = document.createElement('meta');
  meta.httpEquiv = 'Content-Security-Policy';
  meta.content = policy;
  data.after(meta);
})();
