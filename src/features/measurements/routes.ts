// Routes of this feature area (circumferences, blood pressure, resting heart rate, skinfolds); each screen is its own lazy chunk.
import type { AppRoute } from '@/app/appRoute';
import { lazyScreen } from '@/app/lazyScreen';

export const measurementRoutes: readonly AppRoute[] = [
  { path: '/circumferences', Screen: lazyScreen(() => import('./CircumferencesScreen'), 'CircumferencesScreen') },
  { path: '/blood-pressure', Screen: lazyScreen(() => import('./BloodPressureScreen'), 'BloodPressureScreen') },
  { path: '/resting-hr', Screen: lazyScreen(() => import('./RestingHrScreen'), 'RestingHrScreen') },
  { path: '/skinfolds', Screen: lazyScreen(() => import('./SkinfoldsScreen'), 'SkinfoldsScreen') },
];
