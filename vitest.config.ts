// Unit, component and machine path tests (no PWA plugin: tests never build a service worker).
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { sharedAliases } from './vite.shared.ts';

export default defineConfig({
  resolve: { alias: sharedAliases },
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}'],
    testTimeout: 20_000,
  },
});
