// Production build: the app, code-split by route, plus the offline service worker.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import type { OutputChunk } from 'rolldown';
import { ROUTE_PATHS } from './src/domain/routePaths.ts';
import { ROUTE_FILES_ELEMENT_ID, routeFileKey, type RouteFileList } from './src/app/routeFileList.ts';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { sharedAliases } from './vite.shared.ts';

// Nothing leaves the origin: the built page allows only its own origin (dev keeps Vite's inline HMR scripts working).
// No 'unsafe-eval': nothing in the build evaluates a string, so eval and new Function are refused
// (e2e/csp-and-malformed-urls.spec.ts proves it with page code; DevTools-protocol evaluation is exempt from the policy).
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'", "script-src 'self'", "style-src 'self'", "img-src 'self' data:", "font-src 'self'",
  "connect-src 'self'", "manifest-src 'self'", "worker-src 'self'", "media-src 'self'", "object-src 'none'",
  "base-uri 'self'", "form-action 'self'",
].join('; ');

const contentSecurityPolicy: Plugin = {
  name: 'content-security-policy-meta',
  apply: 'build',
  transformIndexHtml: () => [
    { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY }, injectTo: 'head-prepend' },
  ],
};

/** '@/features/session/PastSessionsScreen' → the route path, for every lazy screen of src/app/routes.tsx. */
function lazyRouteModules(): Map<string, string> {
  const table = readFileSync(fileURLToPath(new URL('./src/app/routes.tsx', import.meta.url)), 'utf8');
  const routes = new Map<string, string>();
  for (const [, key = '', module = ''] of table.matchAll(/path: P\.(\w+), Screen: lazyScreen\(\(\) => import\('@\/([^']+)'\)/g)) {
    const path = (ROUTE_PATHS as Record<string, string>)[key];
    if (path) routes.set(fileURLToPath(new URL(`./src/${module}.tsx`, import.meta.url)), path);
  }
  // A route written another way would silently lose its preloads: the build stops instead.
  const lazyScreens = table.match(/lazyScreen\(/g)?.length ?? 0;
  if (routes.size !== lazyScreens) throw new Error(`vite.config.ts read ${routes.size} of the ${lazyScreens} lazy routes in src/app/routes.tsx`);
  return routes;
}

/** What the page's route file list says of the build: the entry's file, and the chunks of the routes it lists. */
const listedRoutes = { entry: '', chunks: new Set<string>() };

/**
 * No waterfall on a first visit to a lazy route (decision 0079): index.html carries the list of each route's files (a
 * JSON script element, never run), and a tiny inline script, allowed by its hash in the Content-Security-Policy, reads
 * the route from the URL hash and preloads that screen's chunks and CSS and the state chunk, so they download beside
 * the entry script instead of after it has run. The entry reads the same list when it starts a route's chunk later
 * (src/app/routePreload.ts), so its own imports of those chunks carry no second copy of it (decision 0095).
 * A route whose last segment is a parameter (a client's history) is found by its other segments (routeFileKey).
 */
function routeChunkPreload(): Plugin {
  return {
    name: 'route-chunk-preload',
    apply: 'build',
    // Runs before Vite writes the preload lists into the chunks (its import analysis comes after the app's plugins).
    generateBundle(_options, bundle) {
      const routes = lazyRouteModules();
      listedRoutes.chunks.clear();
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        if (item.isEntry) listedRoutes.entry = item.fileName;
        const path = item.facadeModuleId ? routes.get(item.facadeModuleId) : undefined;
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
        const routes = lazyRouteModules();
        // Each file once, by number: the map of 30-odd routes stays a few kB of the page. Absolute hrefs, as Vite's own
        // preloading writes them, so it sees these links and adds none of its own.
        const files: string[] = [];
        const number = (file: string) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1);
        const routeFiles: Record<string, number[]> = {};
        for (const chunk of chunks) {
          const path = chunk.facadeModuleId ? routes.get(chunk.facadeModuleId) : undefined;
          // A parameter is matched only as the last segment ('/clients/:id' is keyed '/clients/:'); others get none.
          if (!path || /:.*\//.test(path)) continue;
          const js = [...withImports(chunk.fileName), ...(state ? withImports(state.fileName) : [])].filter((file) => !inEntry.has(file));
          const css = js.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
          routeFiles[routeFileKey(path)] = [...new Set([...js, ...css])].map((file) => number(file.replace(/^assets\//, '')));
        }
        const list: RouteFileList = { files, routes: routeFiles };
        const script = `(function(d){var f=d.files,p=(location.hash.slice(1).split(/[?#]/)[0]||'/').replace(/\\/+$/,'').toLowerCase();`
          + `(d.routes[p]||d.routes[p.replace(/[^/]+$/,':')]||[]).forEach(function(i){var l=document.createElement('link');`
          + `if(/\\.css$/.test(f[i])){l.rel='preload';l.as='style'}else l.rel='modulepreload';`
          + `l.crossOrigin='';l.href=new URL('./assets/'+f[i],document.baseURI).href;document.head.appendChild(l)})})`
          + `(JSON.parse(document.getElementById('${ROUTE_FILES_ELEMENT_ID}').textContent))`;
        const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
        // The policy meta is already in the page, its quotes written as entities.
        const policy = html.replace(/script-src (&#39;|')self(&#39;|')/, (own, quote: string) => `${own} ${hash.replaceAll("'", quote)}`);
        return {
          html: policy,
          tags: [
            { tag: 'script', attrs: { type: 'application/json', id: ROUTE_FILES_ELEMENT_ID }, children: JSON.stringify(list), injectTo: 'head' },
            { tag: 'script', children: script, injectTo: 'head' },
          ],
        };
      },
    },
  };
}

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

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
const STATE_MODULE = fileURLToPath(new URL('./src/state/createAppActors.ts', import.meta.url));
let stateChunkModules: Set<string> | null = null;

/**
 * One chunk for the state module (decision 0079): createAppActors and everything it imports statically (XState, the
 * machines, the profile store and its validation), except what the first paint already has. Left to the automatic
 * split it was about 20 chunks of a few hundred bytes to a few kB, each a request every route but home waits for.
 */
function stateChunk(id: string, graph: ModuleGraph): string | null {
  if (!stateChunkModules) stateChunkModules = staticImports(graph, STATE_MODULE, staticImports(graph, ENTRY_MODULE));
  return stateChunkModules.has(id) ? 'state' : null;
}

export default defineConfig({
  base: './',
  resolve: { alias: sharedAliases },
  plugins: [
    react(),
    contentSecurityPolicy,
    routeChunkPreload(),
    VitePWA({
      // A new version waits until the user reloads into it (decision 0122): the app registers the worker itself
      // (src/effects/serviceWorker.ts, with the state module) and offers the update; the worker takes over on the
      // SKIP_WAITING message that generateSW adds when skipWaiting is off.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['icon.svg', 'robots.txt', 'favicon.svg'],
      manifest: {
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
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
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
      resolveDependencies: (file, deps, { hostId }) => (hostId === listedRoutes.entry && listedRoutes.chunks.has(file) ? [] : deps),
    },
    // Only the state module's own modules: its dependencies in the entry stay there (the first paint never grows).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: stateChunk, includeDependenciesRecursively: false }] } } },
  },
});
