// Throwaway (not committed): the same e2e specs at 375 px, for the tester's walk of issue 10.
import base from './playwright.config';
import { defineConfig } from '@playwright/test';
export default defineConfig({
  ...base,
  reporter: [['line']],
  projects: base.projects!.map((p) => ({ ...p, use: { ...p.use, viewport: { width: 375, height: 740 }, isMobile: false } })),
});
