// Where each value the intensity tables need is entered, for the prompts shown when it is missing.
import type { PromptLink } from './MissingValuePrompt';

export const RESTING_HR_LINK: PromptLink = { to: '/resting-hr', label: 'Enter your resting heart rate' };

export const VO2_MAX_TEST_LINK: PromptLink = { to: '/step-test/instructions', label: 'Take a VO2 max test' };

/** The three ways to measure VO2 max. */
export const VO2_MAX_TEST_LINKS: readonly PromptLink[] = [
  { to: '/step-test/instructions', label: 'McArdle step test' },
  { to: '/field-tests', label: 'Field tests (run or walk)' },
  { to: '/treadmill-protocols', label: 'Treadmill protocols' },
];

export const BENCH_PRESS_LINK: PromptLink = { to: '/bench-press/instructions', label: 'Record a bench press 1RM' };
export const LEG_PRESS_LINK: PromptLink = { to: '/leg-press/instructions', label: 'Record a leg press 1RM' };

/** Back to the demographics form, returning here afterwards. */
export const DEMOGRAPHICS_LINK: PromptLink = { to: '/parq?next=/relative-intensity', label: 'Update the Demographic Form' };
