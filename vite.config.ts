// Production build: the app, code-split by route, plus the offline service worker.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import type { OutputChunk } from 'rolldown';
import { ROUTE_PATHS } from './src/domain/routePaths.ts';
import { ROUTE_FILES_ELEMENT_ID, inlinePreloadScript, type RouteFileList } from './src/app/routeFileList.ts';
import { LAZY_ROUTES, routeKey } from './src/app/routeTable.ts';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { sharedAliases } from './vite.shared.ts';

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
    fileURLToPath(new URL(`./src/${screen}.tsx`, import.meta.url)),
    ROUTE_PATHS[route] as string,
  ]),
);

/** What the page's route file list says of the build: the entry's file, and the chunks of the routes it lists. */
const listedRoutes = { entry: '', chunks: new Set<string>() };

/**
 * No waterfall on a first visit to a lazy route (decision 0079): index.html carries the list of each route's files (a
 * JSON script element, never run), and a tiny inline script, allowed by its hash in the Content-Security-Policy, reads
 * the route from the URL hash and preloads that screen's chunks and CSS and the state chunk, so they download beside
 * the entry script instead of after it has run. The entry reads the same list when it starts a route's chunk later
 * (src/app/routePreload.ts), so its own imports of those chunks carry no second copy of it (decision 0095).
 * A route whose last segment is a parameter (a client's history) is found by its other segments (routeKey,
 * src/app/routeTable.ts, whose own source the inline script runs).
 */
function routeChunkPreload(): Plugin {
  return {
    name: 'route-chunk-preload',
    apply: 'build',
    // Runs before Vite writes the preload lists into the chunks (its import analysis comes after the app's plugins).
    generateBundle(_options, bundle) {
      listedRoutes.chunks.clear();
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        if (item.isEntry) listedRoutes.entry = item.fileName;
        const path = item.facadeModuleId ? LAZY_ROUTE_MODULES.get(item.facadeModuleId) : undefined;
        if (path && !path.includes(':')) listedRoutes.chunks.add(item.fileName);
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const withImports = (file: string, seen = new Set<string>()): Set<string> => {
          if (seen.has(file)) return seen;
          seen.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) withImports(imported, seen);
          return seen;
        };
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) return html;
        const inEntry = withImports(entry.fileName);
        const state = chunks.find((chunk) => chunk.name === 'state');
        // Each file once, by number: the map of 30-odd routes stays a few kB of the page. Absolute hrefs, as Vite's own
        // preloading writes them, so it sees these links and adds none of its own.
        const files: string[] = [];
        const number = (file: string) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1);
        const routeFiles: Record<string, number[]> = {};
        for (const chunk of chunks) {
          const path = chunk.facadeModuleId ? LAZY_ROUTE_MODULES.get(chunk.facadeModuleId) : undefined;
          // A parameter is matched only as the last segment ('/clients/:id' is keyed '/clients/:'); others get none.
          if (!path || /:.*\//.test(path)) continue;
          const js = [...withImports(chunk.fileName), ...(state ? withImports(state.fileName) : [])].filter(
            (file) => !inEntry.has(file),
          );
          const css = js.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
          routeFiles[routeKey(path)] = [...new Set([...js, ...css])].map((file) =>
            number(file.replace(/^assets\//, '')),
          );
        }
        const list: RouteFileList = { files, routes: routeFiles };
        const script = inlinePreloadScript();
        const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
        // The policy meta is already in the page, its quotes written as entities.
        const policy = html.replace(
          /script-src (&#39;|')self(&#39;|')/,
          (own, quote: string) => `${own} ${hash.replaceAll("'", quote)}`,
        );
        return {
          html: policy,
          tags: [
            {
              tag: 'script',
              attrs: { type: 'application/json', id: ROUTE_FILES_ELEMENT_ID },
              children: JSON.stringify(list),
              injectTo: 'head',
            },
            { tag: 'script', children: script, injectTo: 'head' },
          ],
        };
      },
    },
  };
}

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[]; code?: string | null } | null };

/** Every module `from` imports statically, transitively, short of the modules in `stop`. */
function staticImports(graph: ModuleGraph, from: string, stop: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const pending = [from];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id) || stop.has(id)) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

const ENTRY_MODULE = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
/**
 * What the state chunk holds, from its roots: the state module, the hooks that read the app actors with @xstate/react
 * (so @xstate/react and XState travel with it, decision 0126), and the shell's parts that read the state (its banners,
 * the client's name and 'Start a new session' in the header), which load once the state module has started, and the
 * records actor, which every page starts right after the state (src/main.tsx: it checks the open session's day).
 * Outside it, the records actor's code would land in the common chunk (decision 0170), and the home page would load
 * that whole chunk, and apply its style sheet, for it.
 */
const STATE_CHUNK_ROOTS = [
  './src/state/createAppActors.ts',
  './src/state/AppActorsContext.tsx',
  './src/components/AppBanners.tsx',
  './src/components/ActiveClientName.tsx',
  './src/components/NewSessionButton.tsx',
  './src/state/records/recordsActor.ts',
].map((path) => fileURLToPath(new URL(path, import.meta.url)));
let entryModules: Set<string> | null = null;
let stateChunkModules: Set<string> | null = null;

/** The entry's modules and the state chunk's, read from the module graph once per build. */
function entryAndStateModules(graph: ModuleGraph): { entry: Set<string>; state: Set<string> } {
  entryModules ??= staticImports(graph, ENTRY_MODULE);
  const entry = entryModules;
  stateChunkModules ??= new Set(STATE_CHUNK_ROOTS.flatMap((root) => [...staticImports(graph, root, entry)]));
  return { entry, state: stateChunkModules };
}

/**
 * One chunk for the state module (decision 0079): the roots above and everything they import statically (XState,
 * @xstate/react, the machines, the profile store and its validation), except what the first paint already has. Left
 * to the automatic split it was about 20 chunks of a few hundred bytes to a few kB, each a request every route but home
 * waits for; with @xstate/react imported by the screens, XState would leave it for a chunk of its own.
 */
function stateChunk(id: string, graph: ModuleGraph): string | null {
  return entryAndStateModules(graph).state.has(id) ? 'state' : null;
}

/** A module imported by at least this many lazy screens travels in the common chunk. */
const COMMON_MIN_SCREENS = 8;
/** A module this small (source characters, before minifying) travels in it once two screens import it. */
const SMALL_MODULE_CHARS = 4000;
let commonChunkModules: Set<string> | null = null;

/**
 * One chunk for the code the lazy screens share (decision 0170). Left to the automatic split, that code was about 90
 * chunks, many under 1 kB gzip: Current Session waited for 45 files, and on Lighthouse's simulated slow 4G (six
 * connections, a round trip each) those requests were most of the lazy routes' LCP. The chunk takes every module that
 * COMMON_MIN_SCREENS screens import (a screen's static imports, short of the entry and the state chunk), and the small
 * modules two or more import, but only where all a module imports is in the entry, the state chunk or the common chunk
 * itself: loading it never pulls in a further file. The screens themselves keep their own chunks.
 */
function commonChunk(id: string, graph: ModuleGraph): string | null {
  if (!commonChunkModules) {
    const { entry, state } = entryAndStateModules(graph);
    const elsewhere = new Set([...entry, ...state]);
    const screens = new Map<string, number>();
    for (const screen of LAZY_ROUTE_MODULES.keys()) {
      for (const module of staticImports(graph, screen, elsewhere)) screens.set(module, (screens.get(module) ?? 0) + 1);
    }
    const small = (module: string) => (graph.getModuleInfo(module)?.code?.length ?? Infinity) < SMALL_MODULE_CHARS;
    const common = new Set(
      [...screens]
        .filter(([module]) => !LAZY_ROUTE_MODULES.has(module))
        .filter(([module, count]) => count >= COMMON_MIN_SCREENS || (count >= 2 && small(module)))
        .map(([module]) => module),
    );
    // A module whose imports would stay outside leaves, until every module left imports only what is loaded with it.
    for (let changed = true; changed;) {
      changed = false;
      for (const module of common) {
        const imports = graph.getModuleInfo(module)?.importedIds ?? [];
        if (imports.every((imported) => common.has(imported) || elsewhere.has(imported))) continue;
        common.delete(module);
        changed = true;
      }
    }
    commonChunkModules = common;
  }
  return commonChunkModules.has(id) ? 'common' : null;
}

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
    routeChunkPreload(),
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
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  // No module-preload polyfill: every browser the target allows has <link rel=modulepreload> or simply fetches on
  // import, and the polyfill is half a kilobyte of the first paint (decision 0078).
  build: {
    target: 'es2022',
    sourcemap: false,
    // The entry's imports of the listed routes' chunks preload nothing of their own (their CSS excepted, which Vite
    // always adds): the entry takes each route's files from the page's list instead (decision 0095).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps, { hostId }) =>
        hostId === listedRoutes.entry && listedRoutes.chunks.has(file) ? [] : deps,
    },
    // Only the state module's own modules: its dependencies in the entry stay there (the first paint never grows).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: stateChunk, includeDependenciesRecursively: false },
            { name: commonChunk, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
}));
