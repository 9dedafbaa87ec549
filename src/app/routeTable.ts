// What loads when, as one module (docs/first-load.md): the table of lazy routes as data (each route's path name in
// src/domain/routePaths and its screen's module under src/features), and routeKey(), the one way a URL hash or a route
// path becomes a route key. The app (src/app/routes.tsx), the preloads (routePreload.ts, routeFileList.ts), the build
// (vite.config.ts: the page's file list) and the page's inline preload script (routeKey's own source) all read these,
// so a route is written once and every reader agrees on which route a URL is. No runtime imports: vite.config.ts
// imports this file as it is.
import type { ROUTE_PATHS } from '@/domain/routePaths';

/** One lazy route: the name of its path in ROUTE_PATHS, and its screen module under src/features/
 * ('session/PastSessionsScreen' is src/features/session/PastSessionsScreen.tsx, whose export of the same name is the
 * screen). */
export interface LazyRouteEntry {
  readonly route: keyof typeof ROUTE_PATHS;
  readonly screen: `${string}/${string}Screen`;
  /**
   * The screen's intro (its frame, heading and lead, outside the state and common chunks), beside the screen: a
   * page opened at this route paints it with the entry alone, and loads the screen's code and the app state after that
   * paint.
   */
  readonly intro?: `${string}/${string}Intro`;
}

/** Every route but Home and the 404 page (the shell renders those; they are in the entry chunk), each its own chunk. */
export const LAZY_ROUTES: readonly LazyRouteEntry[] = [
  {
    route: 'demographics',
    screen: 'demographics/DemographicsScreen',
    intro: 'demographics/DemographicsIntro',
  },
  // Measurements
  { route: 'circumferences', screen: 'measurements/CircumferencesScreen' },
  { route: 'bloodPressure', screen: 'measurements/BloodPressureScreen' },
  { route: 'restingHr', screen: 'measurements/RestingHrScreen' },
  { route: 'skinfolds', screen: 'measurements/SkinfoldsScreen' },
  // Strength and flexibility
  { route: 'benchPressInstructions', screen: 'strength/BenchPressInstructionsScreen' },
  { route: 'benchPressTest', screen: 'strength/BenchPressTestScreen' },
  { route: 'benchPressResults', screen: 'strength/BenchPressResultsScreen' },
  { route: 'legPressInstructions', screen: 'strength/LegPressInstructionsScreen' },
  { route: 'legPressTest', screen: 'strength/LegPressTestScreen' },
  { route: 'legPressResults', screen: 'strength/LegPressResultsScreen' },
  { route: 'gripStrengthInstructions', screen: 'strength/GripStrengthInstructionsScreen' },
  { route: 'gripStrengthTest', screen: 'strength/GripStrengthTestScreen' },
  { route: 'gripStrengthResults', screen: 'strength/GripStrengthResultsScreen' },
  { route: 'muscularFitness', screen: 'strength/MuscularFitnessScreen' },
  { route: 'muscularFitnessResults', screen: 'strength/MuscularFitnessResultsScreen' },
  { route: 'sitAndReachInstructions', screen: 'strength/SitAndReachInstructionsScreen' },
  { route: 'sitAndReachResults', screen: 'strength/SitAndReachResultsScreen' },
  // Timed protocols
  {
    route: 'stepTestInstructions',
    screen: 'step-test/StepTestInstructionsScreen',
    intro: 'step-test/StepTestInstructionsIntro',
  },
  { route: 'stepTestProgress', screen: 'step-test/StepTestProgressScreen' },
  { route: 'stepTestResults', screen: 'step-test/StepTestResultsScreen' },
  { route: 'pushupsInstructions', screen: 'pushups/PushupInstructionsScreen' },
  { route: 'pushupsTest', screen: 'pushups/PushupTestScreen' },
  { route: 'pushupsResults', screen: 'pushups/PushupResultsScreen' },
  { route: 'treadmillProtocols', screen: 'treadmill/TreadmillProtocolsScreen' },
  { route: 'treadmillTimer', screen: 'treadmill/TreadmillTimerScreen' },
  { route: 'treadmillResults', screen: 'treadmill/TreadmillResultsScreen' },
  { route: 'fieldTests', screen: 'field-tests/FieldTestsScreen' },
  // Senior Fitness Test (decision 47)
  { route: 'seniorFitness', screen: 'senior-fitness/SeniorFitnessScreen' },
  { route: 'seniorFitnessItem', screen: 'senior-fitness/SeniorFitnessScreen' },
  { route: 'seniorFitnessItemResult', screen: 'senior-fitness/SeniorFitnessScreen' },
  // Reference
  { route: 'categories', screen: 'reference/FitnessCategoriesScreen' },
  { route: 'exerciseIntensity', screen: 'reference/ExerciseIntensityScreen' },
  // Sessions
  {
    route: 'currentSession',
    screen: 'session/CurrentSessionScreen',
    intro: 'session/CurrentSessionIntro',
  },
  { route: 'pastSessions', screen: 'session/PastSessionsScreen', intro: 'session/PastSessionsIntro' },
  // Clients (decision 0080): the history chunk alone carries the chart library (decision 0082).
  { route: 'clients', screen: 'clients/ClientsScreen', intro: 'clients/ClientsIntro' },
  { route: 'clientHistory', screen: 'clients/ClientHistoryScreen' },
  // Group test (decision 0154)
  { route: 'group', screen: 'group/GroupTestScreen' },
  // Test batteries and the field sheet (decision 0138)
  { route: 'batteries', screen: 'group/BatteriesScreen' },
  { route: 'groupFieldSheet', screen: 'group/FieldSheetScreen' },
  // Opt-in sync (decision 44): the screen's chunk has no sync code; its first action loads the sync chunk.
  { route: 'syncSettings', screen: 'sync/SyncSettingsScreen' },
];

/**
 * The route key of a URL hash ('#/Clients/7/?tab=x') or of a route path of the table ('/clients/:id'): the path
 * without its query or in-page hash, with a leading and no trailing slash, each segment percent-decoded (the raw text
 * when one is malformed) and its ASCII letters lower case, as react-router matches it ('#parq' is '/parq', '' is '/').
 * An empty segment before the end stays ('#//parq' and '#/clients//7' are no route, for the router as here). A route
 * path's ':param' segments become ':' ('/clients/:'); a URL whose own key `isKey` does not know takes ':' for its last
 * segment when `isKey` knows that ('/clients/7' → '/clients/:'), so a route with a parameter is found by its other
 * segments. Self-contained (no imports, no outer names): the build writes its source into the page's inline script.
 */
export function routeKey(hashOrPath: string, isKey: (key: string) => boolean = () => false): string {
  const pathText = (hashOrPath.replace(/^#/, '').split(/[?#]/)[0] ?? '').replace(/^\//, '').replace(/\/+$/, '');
  const raw = pathText === '' ? [] : pathText.split('/');
  let segments = raw;
  try {
    segments = raw.map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'));
  } catch {
    // A malformed escape: react-router then matches the raw path, and so does the key.
  }
  // ASCII letters only: the router's case-insensitive match (a RegExp 'i' flag without 'u') folds no other letter onto
  // them, so the Kelvin sign that toLowerCase() makes a 'k' does not make '/s\u212Ainfolds' the skinfolds route.
  const path = `/${segments.join('/').replace(/[A-Z]+/g, (letters) => letters.toLowerCase())}`;
  const key = path.replace(/\/:[^/]*/g, '/:');
  if (key !== path || isKey(key)) return key;
  const withParameter = key.replace(/[^/]+$/, ':');
  return withParameter !== key && isKey(withParameter) ? withParameter : key;
}
