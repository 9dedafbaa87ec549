// Where each value the intensity tables need is entered, for the prompts shown when it is missing.
import type { PromptLink } from './MissingValuePrompt';
import { ROUTE_PATHS, demographicsThen } from '@/domain/routePaths';

export const RESTING_HR_LINK: PromptLink = { to: ROUTE_PATHS.restingHr, label: 'Enter your resting heart rate' };

export const VO2_MAX_TEST_LINK: PromptLink = { to: ROUTE_PATHS.stepTestInstructions, label: 'Take a VO2 max test' };

/** The three ways to measure VO2 max. */
export const VO2_MAX_TEST_LINKS: readonly PromptLink[] = [
  { to: ROUTE_PATHS.stepTestInstructions, label: 'McArdle step test' },
  { to: ROUTE_PATHS.fieldTests, label: 'Field tests (run or walk)' },
  { to: ROUTE_PATHS.treadmillProtocols, label: 'Treadmill protocols' },
];

export const BENCH_PRESS_LINK: PromptLink = {
  to: ROUTE_PATHS.benchPressInstructions,
  label: 'Record a bench press 1RM',
};
export const LEG_PRESS_LINK: PromptLink = { to: ROUTE_PATHS.legPressInstructions, label: 'Record a leg press 1RM' };

/** Back to the demographics form, returning here afterwards. */
export const DEMOGRAPHICS_LINK: PromptLink = {
  to: demographicsThen(ROUTE_PATHS.exerciseIntensity),
  label: 'Update the Demographic Form',
};
