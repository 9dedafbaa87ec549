// Routes of this feature area (circumferences, blood pressure, resting heart rate, skinfolds); each screen is its own lazy chunk.
import type { AppRoute } from '@/app/appRoute';

export const measurementRoutes: readonly AppRoute[] = [];
