// Production build: the app, code-split by route, plus the offline service worker.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { ROUTE_PATHS } from './src/domain/routePaths.ts';
import { LAZY_ROUTES } from './src/app/routeTable.ts';
import { createChunkGroups, type ChunkGroupRules } from './build/chunkGroups.ts';
import { stateRootsUnder } from './build/stateRoots.ts';
import { routeChunkPreload } from './build/routeChunkPreload.ts';
import { firstPaint } from './build/firstPaint.ts';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { sharedAliases } from './vite.shared.ts';
import { FRAME_HEADERS } from './src/config/frameHeaders.ts';

// Nothing leaves the origin: the built page allows only its own origin (dev keeps Vite's inline HMR scripts working).
// No 'unsafe-eval': nothing in the build evaluates a string, so eval and new Function are refused
// (e2e/csp-and-malformed-urls.spec.ts proves it with page code; DevTools-protocol evaluation is exempt from the policy).
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "media-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * The policy is written into the page as data (a named meta, which no browser enforces), and public/sync-policy.js,
 * the first script of the page, makes it the page's policy: word for word, or, when the coach turned on sync
 * (decision 44, decision 0184), with the one server origin they chose added to connect-src. A policy cannot be widened
 * once in force, so the page builds it before anything else loads; changing the server reloads the page.
 */
const contentSecurityPolicy: Plugin = {
  name: 'content-security-policy-meta',
  apply: 'build',
  transformIndexHtml: () => [
    {
      tag: 'meta',
      attrs: { name: 'app-content-security-policy', content: CONTENT_SECURITY_POLICY },
      injectTo: 'head-prepend',
    },
    { tag: 'script', attrs: { src: './sync-policy.js' }, injectTo: 'head-prepend' },
  ],
};

/**
 * `vite preview` (what `npm start` serves, and what the e2e suite and the benches load) caches the built files as a
 * static host should (decision 0171). A file under assets/ has its content's hash in its name, so it is kept for good
 * and never asked for again; the page, the service worker and the manifest keep Vite's revalidation on every load, so
 * a new version is found at once. Revalidating every script (Vite's default) costs Chromium its compiled-code cache:
 * each load compiled the app's code again, about 60 ms of a cold Clients list.
 */
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
const hashedAssetsCachedForGood: Plugin = {
  name: 'hashed-assets-cached-for-good',
  configurePreviewServer(server) {
    const outDir = resolve(server.config.root, server.config.build.outDir);
    server.middlewares.use((request, response, next) => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://preview').pathname);
      // Only a file the build wrote: a missing chunk gets the page as a fallback, which must never be kept.
      // Set before Vite's static files are served: a header already set is kept by them.
      if (path.startsWith('/assets/') && existsSync(join(outDir, path)))
        response.setHeader('Cache-Control', HASHED_ASSET_CACHE);
      next();
    });
  },
};

/** Each lazy screen's module file → its route path, from the route table the app itself reads (src/app/routeTable.ts). */
const LAZY_ROUTE_MODULES = new Map(
  LAZY_ROUTES.map(({ route, screen }) => [
    fileURLToPath(new URL(`./src/features/${screen}.tsx`, import.meta.url)),
    ROUTE_PATHS[route] as string,
  ]),
);

/** Each screen intro's module file → its route path (the routes that have one, src/app/routeTable.ts). */
const INTRO_ROUTE_MODULES = new Map(
  LAZY_ROUTES.flatMap(({ route, intro }) =>
    intro
      ? [
          [
            fileURLToPath(new URL(`./src/features/${intro}.tsx`, import.meta.url)),
            ROUTE_PATHS[route] as string,
          ] as const,
        ]
      : [],
  ),
);

const appModule = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The chunking rules (build/chunkGroups.ts). The state chunk starts from the modules under src/ marked
 * `// Chunk: state` (build/stateRoots.ts): the state module, the hooks that read the app actors with @xstate/react, the
 * shell's parts that read the state and the records actor, each saying why in its own header.
 */
const CHUNK_RULES: ChunkGroupRules = {
  entry: appModule('./src/main.tsx'),
  stateRoots: () => stateRootsUnder(appModule('./src')),
  screens: new Set(LAZY_ROUTE_MODULES.keys()),
  intros: new Set(INTRO_ROUTE_MODULES.keys()),
  // Left to the automatic split, the screens' shared code was about 90 chunks, many under 1 kB gzip: on Lighthouse's
  // simulated slow 4G (six connections, a round trip each) those requests were most of the lazy routes' LCP.
  commonMinScreens: 8,
  smallModuleChars: 4000,
};

// Made once for the config; each build starts from nothing (the groups' plugin and the route list reset at its start).
const chunkGroups = createChunkGroups(CHUNK_RULES);
const routePreload = routeChunkPreload(LAZY_ROUTE_MODULES, INTRO_ROUTE_MODULES);

/**
 * react-router 7.x names no production condition in its exports, so every bundler resolves it to its development build
 * (warnings, checks): the production build is taken by path (decision 0125). Only for the build; dev and tests keep
 * the development build's warnings.
 */
const REACT_ROUTER_PRODUCTION = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
  },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)),
  },
];

export default defineConfig(({ command }) => ({
  base: './',
  resolve: {
    alias: [
      ...Object.entries(sharedAliases).map(([find, replacement]) => ({ find, replacement })),
      ...(command === 'build' ? REACT_ROUTER_PRODUCTION : []),
    ],
  },
  plugins: [
    react(),
    contentSecurityPolicy,
    hashedAssetsCachedForGood,
    routePreload.plugin,
    // The first screen painted from the page itself at home and at each route with an intro (decision 0200).
    firstPaint('/src/app/firstPaintMarkup.tsx', sharedAliases),
    chunkGroups.plugin,
    VitePWA({
      // A new version waits until the user reloads into it (decision 0122): the app registers the worker itself
      // (src/effects/serviceWorker.ts, with the state module) and offers the update; the worker takes over on the
      // SKIP_WAITING message that generateSW adds when skipWaiting is off.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['icon.svg', 'robots.txt', 'favicon.svg'],
      // The manifest (decision 0131): a fixed id, so an installed app stays the same app if start_url ever changes; a
      // maskable icon (scripts/make-icons.mjs) and screenshots for the install dialog (scripts/make-screenshots.mjs).
      manifest: {
        id: './',
        name: 'Fitness Testing & Assessment',
        short_name: 'Fit Tests',
        description: 'Free, browser-only fitness testing: norms, categories, VO2 max, body composition.',
        start_url: './',
        scope: './',
        display: 'standalone',
        theme_color: '#0b5f6b',
        background_color: '#ffffff',
        icons: [
          { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        screenshots: [
          {
            src: 'screenshots/home-narrow.png',
            sizes: '390x844',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'The home page on a phone',
          },
          {
            src: 'screenshots/categories-wide.png',
            sizes: '1280x800',
            type: 'image/png',
            form_factor: 'wide',
            label: 'Fitness Categories on a laptop',
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The install dialog's screenshots are fetched when it shows, never needed offline.
        // The sync chunk (decision 44) is never downloaded while sync is off; the browser caches it when it loads.
        globIgnores: ['**/node_modules/**/*', 'screenshots/**', 'assets/browserSync-*.js'],
        navigateFallback: 'index.html',
        clientsClaim: true,
        skipWaiting: false,
      },
    }),
  ],
  server: { host: '127.0.0.1' },
  // No other site may frame the app (src/config/frameHeaders.ts); `npm start` serves the build with `vite preview`.
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, headers: FRAME_HEADERS },
  // No module-preload polyfill: every browser the target allows has <link rel=modulepreload> or simply fetches on
  // import, and the polyfill is half a kilobyte of the first paint (decision 0078).
  build: {
    target: 'es2022',
    sourcemap: false,
    // The entry's imports of the listed routes' chunks preload nothing of their own (their CSS excepted, which Vite
    // always adds): the entry takes each route's files from the page's list instead (decision 0095).
    modulePreload: { polyfill: false, resolveDependencies: routePreload.resolveDependencies },
    // Only the state module's own modules: its dependencies in the entry stay there (the first paint never grows).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: chunkGroups.state, includeDependenciesRecursively: false },
            { name: chunkGroups.common, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
}));
