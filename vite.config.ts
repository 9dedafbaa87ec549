// Production build: the app, code-split by route, plus the offline service worker.
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
  build: { target: 'es2022', sourcemap: false, modulePreload: { polyfill: false } },
});
