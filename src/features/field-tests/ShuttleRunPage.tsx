// The 20 m shuttle run's page on the Field Tests route (decision 48): the instructions, or with `run` one runner's
// run. Its own chunk, loaded only when the shuttle run is opened.
import { useSearchParams } from 'react-router-dom';
import { ShuttleRunInstructions } from './ShuttleRunInstructions';
import { ShuttleRunTest } from './ShuttleRunTest';

export function ShuttleRunPage() {
  const [params] = useSearchParams();
  return params.has('run') ? <ShuttleRunTest /> : <ShuttleRunInstructions />;
}
