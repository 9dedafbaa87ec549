// Routes of this feature area (Fitness Categories and Exercise Intensity); each screen is its own lazy chunk.
import type { AppRoute } from '@/app/appRoute';
import { lazyScreen } from '@/app/lazyScreen';

export const referenceRoutes: readonly AppRoute[] = [
  { path: '/categories', Screen: lazyScreen(() => import('./FitnessCategoriesScreen'), 'FitnessCategoriesScreen') },
  { path: '/relative-intensity', Screen: lazyScreen(() => import('./ExerciseIntensityScreen'), 'ExerciseIntensityScreen') },
];
