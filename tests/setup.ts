// Test setup: a fake IndexedDB, jest-dom matchers, and a clean DOM and storage after every test.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { setDisplayLocale } from '@/domain/dates';

// Dates and counts show in the browser's locale (decision 0130); the tests pin en-GB so what they assert does not
// depend on the machine's locale (tests/domain/dates.test.ts covers other locales).
setDisplayLocale('en-GB');

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
