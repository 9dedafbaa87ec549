// Routes of this feature area (Current Session and Past Sessions); each screen is its own lazy chunk.
import type { AppRoute } from '@/app/appRoute';

export const sessionRoutes: readonly AppRoute[] = [];
