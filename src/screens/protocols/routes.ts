// Routes of this feature area (the timed protocols: step test, pushups, treadmill, field tests); each screen is its own lazy chunk.
import type { AppRoute } from '@/app/appRoute';
import { lazyScreen } from '@/app/lazyScreen';

export const protocolRoutes: readonly AppRoute[] = [
  { path: '/step-test/instructions', Screen: lazyScreen(() => import('./StepTestInstructionsScreen'), 'StepTestInstructionsScreen') },
  { path: '/step-test/progress', Screen: lazyScreen(() => import('./StepTestProgressScreen'), 'StepTestProgressScreen') },
  { path: '/step-test/results', Screen: lazyScreen(() => import('./StepTestResultsScreen'), 'StepTestResultsScreen') },
  { path: '/pushups/instructions', Screen: lazyScreen(() => import('./PushupInstructionsScreen'), 'PushupInstructionsScreen') },
  { path: '/pushups/test', Screen: lazyScreen(() => import('./PushupTestScreen'), 'PushupTestScreen') },
  { path: '/pushups/results', Screen: lazyScreen(() => import('./PushupResultsScreen'), 'PushupResultsScreen') },
  { path: '/treadmill-protocols', Screen: lazyScreen(() => import('./TreadmillProtocolsScreen'), 'TreadmillProtocolsScreen') },
  { path: '/treadmill-protocols/bruce', Screen: lazyScreen(() => import('./TreadmillTimerScreen'), 'TreadmillTimerScreen') },
  { path: '/treadmill-protocols/bruce/results', Screen: lazyScreen(() => import('./TreadmillResultsScreen'), 'TreadmillResultsScreen') },
  { path: '/field-tests', Screen: lazyScreen(() => import('./FieldTestsScreen'), 'FieldTestsScreen') },
];
