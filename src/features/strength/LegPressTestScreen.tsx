// /leg-press/test: the leg press 1RM trial log with the rest timer, a real screen like the bench press (decision 0021).
import '@/styles/screens.css';
import { MaximalTestGate } from '@/components/MaximalTestGate';
import { PressTest } from './PressTest';
import { LEG_PRESS } from './pressTestConfigs';

export function LegPressTestScreen() {
  return (
    <MaximalTestGate testName="1RM leg press">
      <PressTest press={LEG_PRESS} />
    </MaximalTestGate>
  );
}
