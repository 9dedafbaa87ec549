// Unit, component and machine path tests (no PWA plugin: tests never build a service worker).
import { defineConfig, configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { sharedAliases } from './vite.shared.ts';

// Folders whose code reaches no browser global run in Node, without a DOM built for each file and without React
// Testing Library. A file there whose code reaches one, even behind a `typeof window` check, says so on its first
// line (`// @vitest-environment jsdom`) so that it runs the browser's branch.
const DOM_FREE_TESTS = [
  'calculators',
  'norms',
  'domain',
  'clients',
  'machines',
  'profile',
  'summary',
  'build',
  'repository',
].map((folder) => `tests/${folder}/**/*.test.ts`);

export default defineConfig({
  resolve: { alias: sharedAliases },
  plugins: [react()],
  test: {
    setupFiles: ['./tests/setup.ts'],
    testTimeout: 20_000,
    projects: [
      { extends: true, test: { name: 'node', environment: 'node', include: DOM_FREE_TESTS } },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...DOM_FREE_TESTS],
        },
      },
    ],
  },
});
