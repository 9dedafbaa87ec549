// Types of scripts/testPlan.mjs for the TypeScript tests that import it.
export interface TestStep { name: string; command: string; needsChromium: boolean; needsBuild?: boolean }
export const TEST_STEPS: readonly TestStep[];
export function testStepsToRun(chromiumAvailable: boolean): TestStep[];
export const BENCH_CHROMIUM_USE: Readonly<Record<string, 'none' | 'part' | 'all'>>;
export function benchesToRun(files: readonly string[], chromiumAvailable: boolean): { run: string[]; skipped: string[] };
