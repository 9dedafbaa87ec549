// Routes of this feature area (the timed protocols: step test, pushups, treadmill, field tests); each screen is its own lazy chunk.
import type { AppRoute } from '@/app/appRoute';
import { lazyScreen } from '@/app/lazyScreen';

export const protocolRoutes: readonly AppRoute[] = [
  { path: '/step-test/instructions', Screen: lazyScreen(() => import('@/features/step-test/StepTestInstructionsScreen'), 'StepTestInstructionsScreen') },
  { path: '/step-test/progress', Screen: lazyScreen(() => import('@/features/step-test/StepTestProgressScreen'), 'StepTestProgressScreen') },
  { path: '/step-test/results', Screen: lazyScreen(() => import('@/features/step-test/StepTestResultsScreen'), 'StepTestResultsScreen') },
  { path: '/pushups/instructions', Screen: lazyScreen(() => import('@/features/pushups/PushupInstructionsScreen'), 'PushupInstructionsScreen') },
  { path: '/pushups/test', Screen: lazyScreen(() => import('@/features/pushups/PushupTestScreen'), 'PushupTestScreen') },
  { path: '/pushups/results', Screen: lazyScreen(() => import('@/features/pushups/PushupResultsScreen'), 'PushupResultsScreen') },
  { path: '/treadmill-protocols', Screen: lazyScreen(() => import('@/features/treadmill/TreadmillProtocolsScreen'), 'TreadmillProtocolsScreen') },
  { path: '/treadmill-protocols/bruce', Screen: lazyScreen(() => import('@/features/treadmill/TreadmillTimerScreen'), 'TreadmillTimerScreen') },
  { path: '/treadmill-protocols/bruce/results', Screen: lazyScreen(() => import('@/features/treadmill/TreadmillResultsScreen'), 'TreadmillResultsScreen') },
  { path: '/field-tests', Screen: lazyScreen(() => import('@/features/field-tests/FieldTestsScreen'), 'FieldTestsScreen') },
];
