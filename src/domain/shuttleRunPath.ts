// The 20 m shuttle run's path (decision 48): a field test on the Field Tests route, with no route of its own, and kept
// out of src/domain/routePaths.ts because that module is in the first paint, whose budget has no room (docs/first-load.md):
// only the lazy screens that link to the shuttle run load this one.
import { ROUTE_PATHS } from './routePaths';

/** The Field Tests screen's `test` value that shows the shuttle run alone. */
export const SHUTTLE_RUN_QUERY = 'shuttle-run';

/** The shuttle run's instructions, or with `run` one runner's run: '/field-tests?test=shuttle-run&run'. */
export function shuttleRunPath(run = false): string {
  return `${ROUTE_PATHS.fieldTests}?test=${SHUTTLE_RUN_QUERY}${run ? '&run' : ''}`;
}
