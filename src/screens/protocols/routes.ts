// Routes of this feature area (the timed protocols: step test, pushups, treadmill, field tests); each screen is its own lazy chunk.
import type { AppRoute } from '@/app/appRoute';

export const protocolRoutes: readonly AppRoute[] = [];
