// Routes of this feature area (Fitness Categories and Exercise Intensity); each screen is its own lazy chunk.
import type { AppRoute } from '@/app/appRoute';

export const referenceRoutes: readonly AppRoute[] = [];
