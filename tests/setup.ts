// Test setup: a fake IndexedDB; with a DOM also jest-dom matchers, and a clean DOM and storage after every test.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, afterEach, vi } from 'vitest';
import { setDisplayLocale } from '@/domain/dates';

// Dates and counts show in the browser's locale (decision 0130); the tests pin en-GB so what they assert does not
// depend on the machine's locale (tests/domain/dates.test.ts covers other locales).
setDisplayLocale('en-GB');

// Files that run in Node (vitest.config.ts) skip loading React Testing Library: it is most of this setup's cost.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
  });
}

// Test files share one module graph per worker (vitest.config.ts: isolate false, for speed), so what a file changes
// in the worker's globals ends with it: its fake clock, stubbed globals, spies, databases and nodes put in the page.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  globalThis.indexedDB = new IDBFactory();
  if (typeof document !== 'undefined') {
    // user-event's setup() puts a clipboard of its own on the page's navigator, which jsdom has none of.
    Reflect.deleteProperty(navigator, 'clipboard');
    document.head.replaceChildren();
    document.body.replaceChildren();
  }
});
