// Production build: the app, code-split by route, plus the offline service worker.
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { sharedAliases } from './vite.shared.ts';

// Nothing leaves the origin: the built page allows only its own origin (dev keeps Vite's inline HMR scripts working).
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
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script-defer',
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
        skipWaiting: true,
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
    modulePreload: { polyfill: false },
    // Only the state module's own modules: its dependencies in the entry stay there (the first paint never grows).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: stateChunk, includeDependenciesRecursively: false }] } } },
  },
});
