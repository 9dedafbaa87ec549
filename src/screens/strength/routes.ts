// Routes of this feature area (bench press, leg press, grip strength, muscular fitness, sit and reach); each screen is its own lazy chunk.
import type { AppRoute } from '@/app/appRoute';

export const strengthRoutes: readonly AppRoute[] = [];
