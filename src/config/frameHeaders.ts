// The response headers that keep another site from framing the app (clickjacking its Delete or Restore buttons): a
// page's meta Content-Security-Policy cannot say frame-ancestors, so the server must. `vite preview` (what `npm start`
// serves) sends them from vite.config.ts; public/_headers ships them for Netlify and Cloudflare Pages, and
// docs/deploying.md gives the same lines for nginx and Apache (tests/repository/frameHeaders.test.ts keeps all three
// in step).
export const FRAME_HEADERS = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
} as const;
