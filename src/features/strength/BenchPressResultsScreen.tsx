// /bench-press/results: the bench press 1RM form and its category (ratio to body weight, Cooper Institute norms).
import '@/styles/screens.css';
import { PressResults } from './PressResults';
import { BENCH_PRESS } from './pressTestConfigs';

export function BenchPressResultsScreen() {
  return <PressResults press={BENCH_PRESS} />;
}
