// /bench-press/test: the bench press 1RM trial log with the rest timer (decision 0021).
import '@/styles/screens.css';
import { MaximalTestGate } from '@/components/MaximalTestGate';
import { PressTest } from './PressTest';
import { BENCH_PRESS } from './pressTestConfigs';

export function BenchPressTestScreen() {
  return (
    <MaximalTestGate testName="1RM bench press">
      <PressTest press={BENCH_PRESS} />
    </MaximalTestGate>
  );
}
