// Every hash route of the app (spec §2), in one place: the route table, the menu and every link take their path from
// here, so a path is written once. The helpers build the few paths that carry a query or a section anchor.
export const ROUTE_PATHS = {
  home: '/',
  demographics: '/parq',
  circumferences: '/circumferences',
  bloodPressure: '/blood-pressure',
  restingHr: '/resting-hr',
  skinfolds: '/skinfolds',
  pushupsInstructions: '/pushups/instructions',
  pushupsTest: '/pushups/test',
  pushupsResults: '/pushups/results',
  benchPressInstructions: '/bench-press/instructions',
  benchPressTest: '/bench-press/test',
  benchPressResults: '/bench-press/results',
  legPressInstructions: '/leg-press/instructions',
  legPressTest: '/leg-press/test',
  legPressResults: '/leg-press/results',
  gripStrengthInstructions: '/grip-strength/instructions',
  gripStrengthTest: '/grip-strength/test',
  gripStrengthResults: '/grip-strength/results',
  muscularFitness: '/strength',
  muscularFitnessResults: '/strength/results',
  sitAndReachInstructions: '/sit-and-reach/instructions',
  sitAndReachResults: '/sit-and-reach/results',
  stepTestInstructions: '/step-test/instructions',
  stepTestProgress: '/step-test/progress',
  stepTestResults: '/step-test/results',
  treadmillProtocols: '/treadmill-protocols',
  /** The Bruce timer; every other protocol's timer is this path with ?protocol=<id> (decision 0011). */
  treadmillTimer: '/treadmill-protocols/bruce',
  treadmillResults: '/treadmill-protocols/bruce/results',
  fieldTests: '/field-tests',
  /** The Senior Fitness Test (decision 47): the battery, each item's instructions and its result (seniorItemPath). */
  seniorFitness: '/senior-fitness',
  seniorFitnessItem: '/senior-fitness/:item',
  seniorFitnessItemResult: '/senior-fitness/results/:item',
  currentSession: '/current-session',
  pastSessions: '/sessions',
  /** The client roster and one client's history (decision 0080). */
  clients: '/clients',
  clientHistory: '/clients/:id',
  /** The group test: one grid of clients for one test (decision 0154). */
  group: '/group',
  /** A printable blank sheet of the chosen clients and tests (decision 0138); see fieldSheetPath. */
  groupFieldSheet: '/group/field-sheet',
  /** The coach's test batteries (decision 0138). */
  batteries: '/batteries',
  /** Settings → Sync: opt-in sync with the coach's own CouchDB (decision 44). */
  syncSettings: '/settings/sync',
  categories: '/categories',
  exerciseIntensity: '/relative-intensity',
} as const;

export type RoutePath = (typeof ROUTE_PATHS)[keyof typeof ROUTE_PATHS];

/** A path with its query, e.g. withQuery('/pushups/results', { seconds: '42' }) → '/pushups/results?seconds=42'. */
export function withQuery(path: RoutePath, params: Record<string, string | number>): string {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
  return query === '' ? path : `${path}?${query}`;
}

/**
 * The field sheet of `clientIds` for a battery or one test, e.g. '/group/field-sheet?client=a&client=b&battery=x'
 * (a client per parameter: an id may hold any character).
 */
export function fieldSheetPath(clientIds: readonly string[], choice: { battery: string } | { test: string }): string {
  const query = new URLSearchParams(clientIds.map((id) => ['client', id]));
  if ('battery' in choice) query.set('battery', choice.battery);
  else query.set('test', choice.test);
  return `${ROUTE_PATHS.groupFieldSheet}?${query.toString()}`;
}

/** The demographic form, then back to `next` once it is submitted. */
export function demographicsThen(next: string): string {
  return `${ROUTE_PATHS.demographics}?next=${encodeURIComponent(next)}`;
}

/** A section of Fitness Categories, e.g. '/categories#pushups'. */
export function categoriesSection(anchor: string): string {
  return `${ROUTE_PATHS.categories}#${anchor}`;
}

/** The history of one client, e.g. '/clients/3f2c…'. */
export function clientHistoryPath(clientId: string): string {
  return `${ROUTE_PATHS.clients}/${encodeURIComponent(clientId)}`;
}

/** The href of a route for a plain <a> outside the router (the hash router's URLs start with '#'). */
export function routeHref(path: RoutePath): string {
  return `#${path}`;
}

/** The timer of a treadmill protocol: the Bruce timer route, with ?protocol=<id> for every other protocol (decision 0011). */
export function treadmillTimerPath(protocolId: string): string {
  return protocolId === 'bruce'
    ? ROUTE_PATHS.treadmillTimer
    : withQuery(ROUTE_PATHS.treadmillTimer, { protocol: protocolId });
}

/**
 * Where the treadmill timer goes when it stops: the results route with the METs, protocol and stage reached, and the
 * total time in whole seconds (?time=539 for 8:59), from which a Bruce VO2 max is computed (decision 0036).
 */
export function treadmillResultsPath(
  protocolId: string,
  result: { stage: number; mets: number; seconds?: number },
): string {
  return withQuery(ROUTE_PATHS.treadmillResults, {
    mets: result.mets,
    protocol: protocolId,
    stage: result.stage,
    ...(result.seconds === undefined ? {} : { time: result.seconds }),
  });
}

/**
 * A route segment as text ('Zo%C3%AB' → 'Zoë'), or null when its percent escapes are malformed ('%', '%E0%A4%A'):
 * a typed or truncated URL then matches no route and shows the 404 page instead of throwing URIError.
 */
export function decodeRouteSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
