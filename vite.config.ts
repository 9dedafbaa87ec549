// Production build: the app, code-split by route, plus the offline service worker.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { sharedAliases } from './vite.shared';

export default defineConfig({
  base: './',
  resolve: { alias: sharedAliases },
  plugins: [
    react(),
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
  build: { target: 'es2022', sourcemap: false },
});
