// Routes of this feature area (bench press, leg press, grip strength, muscular fitness, sit and reach); each screen is its own lazy chunk.
import type { AppRoute } from '@/app/appRoute';
import { lazyScreen } from '@/app/lazyScreen';

export const strengthRoutes: readonly AppRoute[] = [
  { path: '/bench-press/instructions', Screen: lazyScreen(() => import('./BenchPressInstructionsScreen'), 'BenchPressInstructionsScreen') },
  { path: '/bench-press/test', Screen: lazyScreen(() => import('./BenchPressTestScreen'), 'BenchPressTestScreen') },
  { path: '/bench-press/results', Screen: lazyScreen(() => import('./BenchPressResultsScreen'), 'BenchPressResultsScreen') },
  { path: '/leg-press/instructions', Screen: lazyScreen(() => import('./LegPressInstructionsScreen'), 'LegPressInstructionsScreen') },
  { path: '/leg-press/test', Screen: lazyScreen(() => import('./LegPressTestScreen'), 'LegPressTestScreen') },
  { path: '/leg-press/results', Screen: lazyScreen(() => import('./LegPressResultsScreen'), 'LegPressResultsScreen') },
  { path: '/grip-strength/instructions', Screen: lazyScreen(() => import('./GripStrengthInstructionsScreen'), 'GripStrengthInstructionsScreen') },
  { path: '/grip-strength/test', Screen: lazyScreen(() => import('./GripStrengthTestScreen'), 'GripStrengthTestScreen') },
  { path: '/grip-strength/results', Screen: lazyScreen(() => import('./GripStrengthResultsScreen'), 'GripStrengthResultsScreen') },
  { path: '/strength', Screen: lazyScreen(() => import('./MuscularFitnessScreen'), 'MuscularFitnessScreen') },
  { path: '/strength/results', Screen: lazyScreen(() => import('./MuscularFitnessResultsScreen'), 'MuscularFitnessResultsScreen') },
  { path: '/sit-and-reach/instructions', Screen: lazyScreen(() => import('./SitAndReachInstructionsScreen'), 'SitAndReachInstructionsScreen') },
  { path: '/sit-and-reach/results', Screen: lazyScreen(() => import('./SitAndReachResultsScreen'), 'SitAndReachResultsScreen') },
];
