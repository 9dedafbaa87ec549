// Unit, component and machine path tests (no PWA plugin: tests never build a service worker).
import { readdirSync, readFileSync } from 'node:fs';
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

// The other files share one module graph per worker (isolate false: a fresh one per file is most of the unit step's
// time); tests/setup.ts resets what a file may leave behind. A file that replaces a module (vi.mock), a property of
// `navigator` or adds a PouchDB plugin (which registers once per module) would change the graph or the globals for the
// files after it, so it gets a graph of its own.
const REPLACES_SHARED_STATE = /\bvi\.(do)?mock\(|defineProperty\(navigator\b|\.plugin\(/;
const ISOLATED_TESTS = readdirSync('tests', { recursive: true, encoding: 'utf8' })
  .filter((path) => /\.test\.tsx?$/.test(path))
  .map((path) => `tests/${path}`)
  .filter((path) => REPLACES_SHARED_STATE.test(readFileSync(path, 'utf8')));

export default defineConfig({
  resolve: { alias: sharedAliases },
  plugins: [react()],
  test: {
    setupFiles: ['./tests/setup.ts'],
    testTimeout: 20_000,
    // One worker per core: Vitest's default keeps a core for its main process, which on two cores leaves one worker
    // and made the unit step 115 s instead of 83 s (three workers: 86 s).
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: DOM_FREE_TESTS,
          exclude: [...configDefaults.exclude, ...ISOLATED_TESTS],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          isolate: false,
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...DOM_FREE_TESTS, ...ISOLATED_TESTS],
        },
      },
      { extends: true, test: { name: 'isolated', environment: 'jsdom', include: ISOLATED_TESTS } },
    ],
  },
});
